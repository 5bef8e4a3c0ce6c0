import { INT_MAX, type ShopBotUpdate } from '@vitrina/contract';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { AppError } from '#server/lib/errors.ts';
import { MAX_IMAGE_BYTES } from '#server/lib/files.ts';
import { refusalIn, senderLanguage, shopperWordsIn } from '#server/lib/shopper-words.ts';
import { updateCustomerContact } from '#server/modules/customers/customers.service.ts';
import { nearestPlace } from '#server/modules/geo/geo.service.ts';
import { enqueue } from '#server/modules/outbox/outbox.service.ts';
import { storeBotToken } from '#server/modules/stores/telegram.service.ts';
import { checkProof, placeOrder } from './checkout.service.ts';
import { checkOrder } from './order-check.service.ts';
import { confirmReceipt } from './orders.service.ts';
import type { ShopDeps } from './shop.deps.ts';
import { converse } from './shop-bot.conversation.ts';
import * as repo from './shop-bot.repository.ts';
import { type BotContext, type Input, type OrderResult, type Reply, readState } from './shop-bot.state.ts';
import { chatWordsIn, shopBotTextsIn } from './shop-bot.texts.ts';
import { createStorefrontService } from './storefront.service.ts';

/** The product of a promotion's deep link payload or button ("product_<id>"). */
function promotedId(payload: string | undefined): number | undefined {
  const id = Number(/^product_(\d{1,10})$/.exec(payload ?? '')?.[1]);
  return Number.isSafeInteger(id) && id >= 1 && id <= INT_MAX ? id : undefined;
}

/** The chat and what the shopper did, or undefined for an update the bot does not read. */
export function shopInputOf(update: ShopBotUpdate): { chatId: number; input: Input } | undefined {
  const cb = update.callback_query;
  if (cb) {
    const chatId = cb.message?.chat.id ?? cb.from.id;
    const id = promotedId(cb.data);
    return { chatId, input: id ? { kind: 'product', id } : { kind: 'button', data: cb.data ?? '' } };
  }
  const msg = update.message;
  if (!msg) return undefined;
  const chatId = msg.chat.id;
  if (msg.photo && msg.photo.length > 0) return { chatId, input: { kind: 'photo', image: true } };
  if (msg.document)
    return {
      chatId,
      input: { kind: 'photo', image: /^image\/(jpeg|png|webp)$/.test(msg.document.mime_type ?? '') },
    };
  if (msg.location) return { chatId, input: { kind: 'location', ...msg.location } };
  if (msg.contact) {
    const { phone_number, user_id } = msg.contact;
    const own = user_id === undefined || user_id === msg.from?.id;
    return { chatId, input: { kind: 'contact', phone: phone_number, own } };
  }
  const text = msg.text ?? '';
  const start = /^\/start(?:@\w+)?(?:\s+(\S+))?\s*$/.exec(text);
  if (start) {
    const id = promotedId(start[1]);
    return { chatId, input: id ? { kind: 'product', id } : { kind: 'start' } };
  }
  if (/^\/cancelar(@\w+)?\s*$/i.test(text)) return { chatId, input: { kind: 'cancel' } };
  return { chatId, input: { kind: 'text', text } };
}

/** The picture a message carries (the largest photo size, or an image sent as a file). */
const pictureOf = (update: ShopBotUpdate) => {
  const msg = update.message;
  const photo = msg?.photo?.at(-1);
  if (photo) return { fileId: photo.file_id, size: photo.file_size };
  if (msg?.document && /^image\/(jpeg|png|webp)$/.test(msg.document.mime_type ?? ''))
    return { fileId: msg.document.file_id, size: msg.document.file_size };
  return undefined;
};

/** The error of an AppError in words (its first field error, else its message). */
const wordsOf = (err: AppError) => Object.values(err.errors ?? {})[0]?.[0] ?? err.message;
/**
 * A shared point with the Venezuelan city nearest it: routes are priced by place, and the chat
 * has only the point (a typed address is not placed).
 */
async function placed<T extends { latitude?: number; longitude?: number }>(at: T) {
  if (at.latitude === undefined || at.longitude === undefined) return at;
  return { ...at, ...(await nearestPlace(at.latitude, at.longitude)) };
}

const asResult = async <T>(run: () => Promise<T>): Promise<T | AppError> => {
  try {
    return await run();
  } catch (err) {
    if (err instanceof AppError && err.statusCode < 500) return err;
    throw err;
  }
};

/**
 * Ordering in a store bot's chat (POST /api/telegram/:storeId hands it every update, a
 * promotion's product link or button too): the chat's state in shop_chats, the replies through the outbox
 * as the store's bot, the order placed inside the webhook's transaction.
 */
export function createShopBot(deps: ShopDeps) {
  /** Before the transaction (no network inside it): the proof's bytes when the chat awaits one. */
  async function prepare(storeId: number, update: ShopBotUpdate): Promise<Buffer | string | undefined> {
    const got = shopInputOf(update);
    const picture = pictureOf(update);
    if (!got || !picture) return undefined;
    if (readState(await repo.chatState(deps.db, storeId, got.chatId)).step !== 'proof') return undefined;
    const shopBotTexts = shopBotTextsIn(senderLanguage(update));
    if ((picture.size ?? 0) > MAX_IMAGE_BYTES) return shopBotTexts.proofTooLarge;
    const token = await storeBotToken(deps.db, deps.box, storeId);
    const bytes = token ? await deps.botApi.downloadFile(token, picture.fileId, MAX_IMAGE_BYTES) : undefined;
    if (bytes === 'too_large') return shopBotTexts.proofTooLarge;
    return bytes ?? shopBotTexts.proofUnreadable;
  }

  /** Inside the webhook's transaction: the conversation's step; true when replies were queued. */
  async function handle(
    tx: DbOrTx,
    store: { id: number; webStore: string | null },
    update: ShopBotUpdate,
    shopper: { customerId: number; firstName: string },
    proof: Buffer | string | undefined,
  ): Promise<boolean> {
    const got = shopInputOf(update);
    if (!got) return false;
    const storeId = store.id;
    const storefront = createStorefrontService({ db: tx as Db, timeZone: deps.timeZone });
    const lang = senderLanguage(update);
    // The sale recorder's refusals are Spanish: said again in the shopper's language.
    const said = (err: AppError) => shopperWordsIn(lang, wordsOf(err));
    const ctx: BotContext = {
      store: await storefront.storeById(storeId),
      webUrl: store.webStore ? `${deps.storeHost}/tienda/${store.webStore}` : null,
      firstName: shopper.firstName,
      ...chatWordsIn(lang),
      port: {
        products: (q) => storefront.productsOf(storeId, q),
        async product(id) {
          const p = await asResult(() => storefront.productOf(storeId, id));
          return p instanceof AppError ? undefined : p;
        },
        async quote(lines, at) {
          const q = await asResult(async () =>
            storefront.quoteFor(storeId, { lines, ...(await placed(at)) }),
          );
          return q instanceof AppError ? said(q) : q;
        },
        accounts: () => storefront.accountsOf(storeId),
        async checkOrder(lines) {
          const refused = await asResult(() => checkOrder(tx, deps.timeZone, storeId, { lines }));
          return refused instanceof AppError ? said(refused) : null;
        },
        async placeOrder(order): Promise<OrderResult> {
          const cash = order.payment === 'cash';
          if (!cash && (proof === undefined || typeof proof === 'string')) {
            const words = proof ?? ctx.t.proofUnreadable;
            return { ok: false, status: 422, message: words, fields: { proof: [words] } };
          }
          const done = await asResult(async () => {
            const picture = cash ? undefined : checkProof(proof as Buffer);
            // The chat's answers for the store's records (the Telegram name stays Telegram's).
            await updateCustomerContact(tx, shopper.customerId, { email: order.email, phone: order.phone });
            const { name: _name, phone: _phone, ...rest } = order;
            const input = {
              ...(await placed(rest)),
              phone: order.phone,
              storeId,
              customerId: shopper.customerId,
              proof: picture,
            };
            // A savepoint of the webhook's transaction: a refused order undoes its own writes
            // (stock taken), and the chat's state and replies are still saved after it.
            return tx.transaction((sp) => placeOrder(deps, sp, { ...input, channel: 'telegram' }));
          });
          if (done instanceof AppError) return refusalIn(lang, done);
          return { ok: true, id: done.id, order_url: done.order_url };
        },
        async confirmReceipt(billId) {
          const done = await asResult(() =>
            confirmReceipt(tx, { storeId, customerId: shopper.customerId, billId }),
          );
          // Done: the sale's own notice to the chat thanks the shopper (no second message).
          return done instanceof AppError ? shopperWordsIn(lang, done.message) : '';
        },
      },
    };
    const state = readState(await repo.chatState(tx, storeId, got.chatId, true));
    const out = await converse(state, got.input, ctx);
    await repo.saveChatState(tx, storeId, got.chatId, out.state);
    for (const reply of out.replies) await say(tx, storeId, got.chatId, shopper.customerId, reply);
    return out.replies.length > 0;
  }

  const say = (tx: DbOrTx, storeId: number, chatId: number, customerId: number, r: Reply) =>
    enqueue(tx, {
      channel: 'telegram',
      recipient: String(chatId),
      payload: { ...r, text: r.text.slice(0, r.photo ? 1024 : 4096) },
      customerId,
      botKey: String(storeId),
    });

  return { prepare, handle };
}
export type ShopBot = ReturnType<typeof createShopBot>;
