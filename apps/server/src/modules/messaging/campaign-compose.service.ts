import type {
  Audience,
  AudienceCountReply,
  CampaignFields,
  CampaignReply,
  CampaignTestFields,
} from '@vitrina/contract';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { invalid, notFound } from '#server/lib/errors.ts';
import type { Principal } from '#server/lib/principal.ts';
import { storeOf } from '#server/lib/tenancy.ts';
import { productForPromotion } from '#server/modules/catalog/catalog.service.ts';
import { enqueueMany } from '#server/modules/outbox/outbox.service.ts';
import { deviceRecipientsOf } from '#server/modules/push/push.service.ts';
import type { FileStore } from '#server/modules/storage/file-store.ts';
import { storeBot } from '#server/modules/stores/telegram.service.ts';
import { accountById } from '#server/modules/users/accounts.service.ts';
import { audienceCount, audienceRecipients, emailPayload, messagesFor } from './audience.service.ts';
import { campaignWithCounts, queueCampaign } from './campaign-queue.service.ts';
import { botTexts, mailSubjects, messagingTexts as T } from './messaging.texts.ts';
import { productLink } from './sends.service.ts';

export type CampaignDeps = {
  db: Db;
  files: FileStore;
  publicUrl: string;
  storeHost: string;
  onOutbox: () => void;
};

/**
 * Writing a store owner's campaign: its audience counted, the campaign created (sent now or
 * scheduled) with its picture and product button, and a test sent to the owner alone.
 */
export function createCampaignComposer(deps: CampaignDeps) {
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

  return {
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
            subject: mailSubjects.store(b.name),
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
        subject: mailSubjects.campaignTest(b.name),
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
  };
}
