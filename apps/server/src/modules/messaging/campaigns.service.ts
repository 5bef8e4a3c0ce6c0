import {
  type Audience,
  type AudienceCountReply,
  type Campaign,
  type CampaignFields,
  type CampaignListQuery,
  type CampaignReply,
  type CampaignTestFields,
  type Page,
  ROLES,
} from '@vitrina/contract';
import { z } from 'zod';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { decodeCursor, encodeCursor } from '#server/lib/cursor.ts';
import { conflict, invalid, notFound } from '#server/lib/errors.ts';
import type { FileStore } from '#server/lib/files.ts';
import type { Principal } from '#server/lib/principal.ts';
import { storeOf } from '#server/lib/tenancy.ts';
import { productForPromotion } from '#server/modules/catalog/catalog.service.ts';
import {
  cancelCampaign,
  enqueueMany,
  holdCampaign,
  releaseCampaign,
} from '#server/modules/outbox/outbox.service.ts';
import { deviceRecipientsOf } from '#server/modules/push/push.service.ts';
import { storeBot } from '#server/modules/stores/telegram.service.ts';
import { accountById } from '#server/modules/users/accounts.service.ts';
import { audienceCount, audienceRecipients, emailPayload, messagesFor } from './audience.service.ts';
import { campaignWithCounts, queueCampaign } from './campaign-queue.service.ts';
import * as repo from './campaigns.repository.ts';
import { botTexts, messagingTexts as T } from './messaging.texts.ts';
import { productLink } from './sends.service.ts';

const cursorKey = z.object({ id: z.number().int() });

/** Whose campaigns a caller reads: an owner its store's, the admin the platform's own. */
export const scopeOf = (principal: Principal): repo.CampaignScope =>
  principal.roleId === ROLES.ADMIN ? { storeId: null } : { storeId: storeOf(principal) };

type Deps = { db: Db; files: FileStore; publicUrl: string; storeHost: string; onOutbox: () => void };

/** A store owner's campaigns: audience, create (now or scheduled), test, report, pause / resume / cancel. */
export function createCampaignsService(deps: Deps) {
  const { db, files } = deps;

  async function bot(storeId: number) {
    const b = await storeBot(db, storeId);
    if (!b) throw notFound();
    return b;
  }

  /** The button of a campaign about a product: its page, or the bot's deep link. */
  async function productButton(
    tx: DbOrTx,
    storeId: number,
    productId: number | undefined,
    b: Awaited<ReturnType<typeof bot>>,
  ) {
    if (!productId) return { button: null, image: null };
    const p = await productForPromotion(tx, storeId, productId);
    if (!p) throw notFound();
    const url = productLink(b, p.id, deps.storeHost);
    return { button: url ? { text: botTexts.orderButton, url } : null, image: p.image };
  }

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

    async audience(principal: Principal, a: Audience): Promise<AudienceCountReply> {
      const storeId = storeOf(principal);
      const b = await bot(storeId);
      return audienceCount(db, storeId, a, b.botUsername !== null);
    },

    async create(principal: Principal, body: CampaignFields, upload?: Buffer): Promise<CampaignReply> {
      const storeId = storeOf(principal);
      const b = await bot(storeId);
      const { text, scheduled_at, ...audience } = body;
      const stored = upload ? await files.saveImage(upload) : undefined;
      try {
        const row = await db.transaction(async (tx) => {
          const recipients = await audienceRecipients(tx, storeId, audience, b.botUsername !== null);
          if (recipients.length === 0) throw invalid({ channel: [T.campaignEmpty] }, T.campaignEmpty);
          const product = await productButton(tx, storeId, audience.product_id, b);
          const out = {
            text,
            image: stored?.file ?? product.image,
            button: product.button,
            subject: `Mensaje de ${b.name}`,
          };
          const draft = {
            storeId,
            createdBy: principal.userId,
            kind: 'campaign' as const,
            text,
            image: out.image,
            productId: audience.product_id ?? null,
            audience,
            scheduledAt: scheduled_at ? new Date(scheduled_at) : null,
          };
          return queueCampaign(tx, draft, messagesFor(storeId, recipients, out, deps.publicUrl));
        });
        if (row.status === 'sending') deps.onOutbox();
        const message = row.status === 'scheduled' ? T.campaignScheduled : T.campaignCreated;
        return { message, data: await campaignWithCounts(db, row) };
      } catch (err) {
        if (stored) await files.remove(stored.file, stored.thumb);
        throw err;
      }
    },

    /** The text as it will go, to the owner only: an e-mail and a push to each of its devices. */
    async test(
      principal: Principal,
      body: CampaignTestFields,
      upload?: Buffer,
    ): Promise<{ message: string }> {
      const storeId = storeOf(principal);
      const b = await bot(storeId);
      const owner = await accountById(db, principal.userId);
      if (!owner) throw notFound();
      const stored = upload ? await files.saveImage(upload) : undefined;
      const product = await productButton(db, storeId, body.product_id, b);
      const out = {
        text: body.text,
        image: stored?.file ?? product.image,
        button: product.button,
        subject: `Prueba: mensaje de ${b.name}`,
      };
      const push = {
        title: b.name,
        body: body.text,
        url: product.button?.url ?? `${deps.publicUrl}/campaigns`,
      };
      await db.transaction(async (tx) => {
        const devices = await deviceRecipientsOf(tx, [owner.id]);
        const messages = [
          { channel: 'email' as const, recipient: owner.email, payload: emailPayload(out, deps.publicUrl) },
          ...devices.map((d) => ({ channel: 'push' as const, recipient: d, payload: push })),
        ];
        // A test is no campaign: it stays out of the store's list and report.
        await enqueueMany(tx, messages);
      });
      deps.onOutbox();
      return { message: T.campaignTestSent };
    },

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
