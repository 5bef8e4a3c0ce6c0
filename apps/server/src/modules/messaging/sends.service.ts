import { type CampaignKind, CUSTOMER_CHANNELS, type SendReply } from '@vitrina/contract';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import { usd } from '#server/lib/format.ts';
import type { Principal } from '#server/lib/principal.ts';
import { ownStore, storeOf } from '#server/lib/tenancy.ts';
import { productForPromotion } from '#server/modules/catalog/catalog.service.ts';
import { customerOfStore, reachableCustomers } from '#server/modules/customers/customers.service.ts';
import type { FileStore } from '#server/modules/storage/file-store.ts';
import { storeBot } from '#server/modules/stores/telegram.service.ts';
import { audienceRecipients, messagesFor, type Outgoing, type Recipient } from './audience.service.ts';
import { queueCampaign } from './campaign-queue.service.ts';
import { botTexts, mailSubjects, messagingTexts as T } from './messaging.texts.ts';

type Deps = { db: Db; files: FileStore; publicUrl: string; storeHost: string; onOutbox: () => void };
type Texts = { ok: string; failed: string };
const message: Texts = { ok: T.messageSent, failed: T.messageFailed };
const image: Texts = { ok: T.imageSent, failed: T.imageFailed };
const promotion: Texts = { ok: T.promotionSent, failed: T.promotionFailed };

/** A store's page of one product: the bot's deep link when it has a bot, else the web storefront's. */
export function productLink(
  bot: { botUsername: string | null; webStore: string | null },
  productId: number,
  storeHost: string,
): string | null {
  if (bot.botUsername) return `https://t.me/${bot.botUsername}?start=product_${productId}`;
  if (bot.webStore) return `${storeHost}/tienda/${bot.webStore}/producto/${productId}`;
  return null;
}

/** The store owner's sends of SPEC.md §7: each is a campaign whose recipients report one by one. */
export function createSendsService(deps: Deps) {
  const { db, files } = deps;

  /** Saves the picture (if any), queues the campaign, and answers the §8 text; nothing queued → 409. */
  async function send(
    principal: Principal,
    storeId: number,
    kind: CampaignKind,
    texts: Texts,
    build: (
      tx: DbOrTx,
      bot: NonNullable<Awaited<ReturnType<typeof storeBot>>>,
    ) => Promise<{
      recipients: Recipient[];
      out: Omit<Outgoing, 'subject'>;
      productId?: number;
      text: string;
    }>,
    upload?: Buffer,
  ): Promise<SendReply> {
    const bot = await storeBot(db, storeId);
    if (!bot) throw notFound();
    const stored = upload ? await files.saveImage(upload) : undefined;
    try {
      const campaign = await db.transaction(async (tx) => {
        const { recipients, out, productId, text } = await build(tx, bot);
        if (recipients.length === 0) throw conflict(texts.failed);
        const full = { ...out, image: stored?.file ?? out.image, subject: mailSubjects.store(bot.name) };
        const messages = messagesFor(storeId, recipients, full, deps.publicUrl);
        return queueCampaign(
          tx,
          { storeId, createdBy: principal.userId, kind, text, image: full.image, productId, audience: {} },
          messages,
        );
      });
      deps.onOutbox();
      return { message: texts.ok, recipients: campaign.total, campaign_id: campaign.id };
    } catch (err) {
      if (stored) await files.remove(stored.file, stored.thumb);
      throw err;
    }
  }

  /** A text (and picture) to one customer of the store, on the customer's own channel. */
  function toCustomer(
    principal: Principal,
    storeId: number,
    clientId: number,
    text: string,
    upload?: Buffer,
  ) {
    return send(
      principal,
      storeId,
      upload ? 'image' : 'message',
      upload ? image : message,
      async (tx, bot) => {
        const c = await customerOfStore(tx, storeId, clientId);
        if (!c) throw notFound();
        // Reachable by the one rule every audience uses (customers' SQL), and by a bot for Telegram.
        const reachable = await reachableCustomers(tx, storeId, [...CUSTOMER_CHANNELS], [c.id]);
        const ok = reachable.length > 0 && (c.channel !== 'telegram' || bot.botUsername !== null);
        return { recipients: ok ? [c] : [], out: { text }, text };
      },
      upload,
    );
  }

  return {
    sendMessage: (principal: Principal, clientId: number, text: string, upload?: Buffer) =>
      toCustomer(principal, storeOf(principal), clientId, text, upload),

    sendNotification: (
      principal: Principal,
      clientId: number,
      storeId: number,
      text: string,
      upload?: Buffer,
    ) => toCustomer(principal, ownStore(principal, storeId), clientId, text, upload),

    /** To every reachable customer of both channels (Telegram only through the store's bot). */
    broadcast: (principal: Principal, storeId: number, text: string, upload?: Buffer) =>
      send(
        principal,
        ownStore(principal, storeId),
        'broadcast',
        upload ? image : message,
        async (tx, bot) => ({
          recipients: await audienceRecipients(tx, storeId, { channel: 'all' }, bot.botUsername !== null),
          out: { text },
          text,
        }),
        upload,
      ),

    /** POST products/{productId}/sendpromo: the product to the store's Telegram customers. */
    sendPromo: (principal: Principal, productId: number, text: string) =>
      promote(principal, storeOf(principal), productId, text, 'telegram'),
    /** POST store/product_broadcast/{storeId}/{productId}: the product to the web customers, by e-mail. */
    productBroadcast: (principal: Principal, storeId: number, productId: number, text: string) =>
      promote(principal, ownStore(principal, storeId), productId, text, 'web'),
  };

  /** A product to the store's customers of `channel`: photo, name, price and a button to order. */
  function promote(
    principal: Principal,
    storeId: number,
    productId: number,
    text: string,
    channel: 'telegram' | 'web',
  ) {
    return send(principal, storeId, 'promotion', promotion, async (tx, bot) => {
      const p = await productForPromotion(tx, storeId, productId);
      if (!p) throw notFound();
      const hasBot = bot.botUsername !== null;
      const link = productLink(channel === 'web' ? { ...bot, botUsername: null } : bot, p.id, deps.storeHost);
      const caption = [text, '', `${p.name} — ${usd(p.priceCents)}`, p.description].join('\n').trim();
      return {
        recipients:
          channel === 'telegram' && !hasBot ? [] : await audienceRecipients(tx, storeId, { channel }, hasBot),
        out: {
          text: caption,
          image: p.image,
          button: link ? { text: botTexts.orderButton, url: link } : null,
        },
        productId: p.id,
        text,
      };
    });
  }
}
export type SendsService = ReturnType<typeof createSendsService>;
