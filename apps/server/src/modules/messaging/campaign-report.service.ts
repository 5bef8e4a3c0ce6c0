import type { CampaignRecipient, CampaignRecipientQuery, Page, RecipientStatus } from '@vitrina/contract';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { decodeCursor, encodeCursor } from '#server/lib/cursor.ts';
import { notFound } from '#server/lib/errors.ts';
import { idsOf } from '#server/lib/ids.ts';
import type { Principal } from '#server/lib/principal.ts';
import { contactsOf, fullName } from '#server/modules/customers/customers.service.ts';
import { campaignMessages, releaseCampaign } from '#server/modules/outbox/outbox.service.ts';
import { countsOf } from './campaign-queue.service.ts';
import * as repo from './campaigns.repository.ts';
import { scopeOf } from './campaigns.service.ts';

const cursorKey = z.object({ id: z.number().int() });

/** Handled Telegram updates are kept this many days (a webhook retry comes within hours). */
const UPDATES_KEPT_DAYS = 3;

/** A campaign's recipients one by one, and the scheduler's tick. */
export function createCampaignReportService(deps: { db: Db; onOutbox: () => void }) {
  const { db } = deps;
  let lastPrune = 0;

  return {
    /** A page of a campaign's recipients, newest first, with each customer's name (an owner's e-mail). */
    async recipients(
      principal: Principal,
      id: number,
      q: CampaignRecipientQuery,
    ): Promise<Page<CampaignRecipient>> {
      const campaign = await repo.findCampaign(db, scopeOf(principal), id);
      if (!campaign) throw notFound();
      const after = decodeCursor(q.cursor, cursorKey);
      const rows = await campaignMessages(db, id, {
        status: q.status,
        beforeId: after?.id,
        limit: q.per_page + 1,
      });
      const pageRows = rows.slice(0, q.per_page);
      const contacts = await contactsOf(db, idsOf(pageRows, 'customerId'));
      const last = pageRows.at(-1);
      return {
        data: pageRows.map((r) => {
          const c = r.customerId === null ? undefined : contacts.get(r.customerId);
          return {
            id: r.id,
            channel: r.channel as CampaignRecipient['channel'],
            customer_id: r.customerId,
            // The admin's campaigns go to owners, not customers: their e-mail address names them.
            name: c ? fullName(c) : r.channel === 'email' ? r.recipient : '',
            status: r.status as RecipientStatus,
            error: r.status === 'sent' ? null : r.lastError,
            attempts: r.attempts,
            sent_at: r.sentAt?.toISOString() ?? null,
          };
        }),
        meta: {
          per_page: q.per_page,
          total: q.status
            ? (await countsOf(db, id))[q.status === 'pending' || q.status === 'held' ? 'queued' : q.status]
            : campaign.total,
          next_cursor: rows.length > q.per_page && last ? encodeCursor({ id: last.id }) : null,
        },
      };
    },

    /**
     * One scheduler tick: due scheduled campaigns start (their held messages become pending),
     * campaigns with nothing left queued are done, and old Telegram update ids are forgotten
     * (hourly). Each step is one indexed query when there is nothing to do.
     */
    async tick(now = Date.now()): Promise<void> {
      let released = false;
      for (const due of await repo.dueScheduled(db, 50)) {
        await db.transaction(async (tx) => {
          if (await repo.transition(tx, { storeId: due.storeId }, due.id, ['scheduled'], 'sending')) {
            await releaseCampaign(tx, due.id);
            released = true;
          }
        });
      }
      if (released) deps.onOutbox();
      for (const c of await repo.sendingIds(db, 50)) {
        if ((await countsOf(db, c.id)).queued === 0)
          await repo.transition(db, { storeId: c.storeId }, c.id, ['sending'], 'done');
      }
      if (now - lastPrune > 3_600_000) {
        lastPrune = now;
        await repo.pruneUpdates(db, UPDATES_KEPT_DAYS);
      }
    },
  };
}
export type CampaignReportService = ReturnType<typeof createCampaignReportService>;
