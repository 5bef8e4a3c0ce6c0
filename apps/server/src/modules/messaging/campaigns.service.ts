import {
  type Campaign,
  type CampaignListQuery,
  type CampaignReply,
  type Page,
  ROLES,
} from '@vitrina/contract';
import { z } from 'zod';
import { decodeCursor, encodeCursor } from '#server/lib/cursor.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import type { Principal } from '#server/lib/principal.ts';
import { storeOf } from '#server/lib/tenancy.ts';
import { cancelCampaign, holdCampaign, releaseCampaign } from '#server/modules/outbox/outbox.service.ts';
import { type CampaignDeps, createCampaignComposer } from './campaign-compose.service.ts';
import { campaignWithCounts } from './campaign-queue.service.ts';
import * as repo from './campaigns.repository.ts';
import { messagingTexts as T } from './messaging.texts.ts';

const cursorKey = z.object({ id: z.number().int() });

/** Whose campaigns a caller reads: an owner its store's, the admin the platform's own. */
export const scopeOf = (principal: Principal): repo.CampaignScope =>
  principal.roleId === ROLES.ADMIN ? { storeId: null } : { storeId: storeOf(principal) };

/**
 * A store owner's campaigns: the list, audience, create (now or scheduled), test, report,
 * pause / resume / cancel. Writing one: campaign-compose.service.ts.
 */
export function createCampaignsService(deps: CampaignDeps) {
  const { db } = deps;

  async function transition(
    principal: Principal,
    id: number,
    from: string[],
    to: string,
    refusal: string,
    text: string,
  ): Promise<CampaignReply> {
    const scope = scopeOf(principal);
    const row = await db.transaction(async (tx) => {
      const moved = await repo.transition(tx, scope, id, from, to);
      if (!moved) {
        if (!(await repo.findCampaign(tx, scope, id))) throw notFound();
        throw conflict(refusal);
      }
      if (to === 'paused') await holdCampaign(tx, id);
      else if (to === 'sending') await releaseCampaign(tx, id);
      else if (to === 'cancelled') await cancelCampaign(tx, id);
      return moved;
    });
    if (to === 'sending') deps.onOutbox();
    return { message: text, data: await campaignWithCounts(db, row) };
  }

  return {
    async list(principal: Principal, q: CampaignListQuery): Promise<Page<Campaign>> {
      const scope = scopeOf(principal);
      const after = decodeCursor(q.cursor, cursorKey);
      const rows = await repo.pageCampaigns(db, scope, {
        status: q.status,
        beforeId: after?.id,
        limit: q.per_page + 1,
      });
      const pageRows = rows.slice(0, q.per_page);
      const data = [];
      for (const row of pageRows) data.push(await campaignWithCounts(db, row));
      const last = pageRows.at(-1);
      return {
        data,
        meta: {
          per_page: q.per_page,
          total: await repo.countCampaigns(db, scope, q.status),
          next_cursor: rows.length > q.per_page && last ? encodeCursor({ id: last.id }) : null,
        },
      };
    },

    ...createCampaignComposer(deps),

    async get(principal: Principal, id: number): Promise<Campaign> {
      const row = await repo.findCampaign(db, scopeOf(principal), id);
      if (!row) throw notFound();
      return campaignWithCounts(db, row);
    },

    pause: (principal: Principal, id: number) =>
      transition(principal, id, ['sending'], 'paused', T.campaignNotPausable, T.campaignPaused),
    resume: (principal: Principal, id: number) =>
      transition(principal, id, ['paused'], 'sending', T.campaignNotResumable, T.campaignResumed),
    cancel: (principal: Principal, id: number) =>
      transition(
        principal,
        id,
        ['scheduled', 'sending', 'paused'],
        'cancelled',
        T.campaignNotCancellable,
        T.campaignCancelled,
      ),
  };
}
export type CampaignsService = ReturnType<typeof createCampaignsService>;
