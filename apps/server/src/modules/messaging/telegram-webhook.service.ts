import { createHash, timingSafeEqual } from 'node:crypto';
import {
  INT_MAX,
  isPrivateChat,
  type ShopBotUpdate,
  type TelegramUser,
  type TelegramWebhookReply,
} from '@vitrina/contract';
import { privateChatPointer } from '#server/channels/telegram/groups.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { unauthenticated } from '#server/lib/errors.ts';
import { setChatReachable, upsertTelegramCustomer } from '#server/modules/customers/customers.service.ts';
import { enqueue } from '#server/modules/outbox/outbox.service.ts';
import type { ShopBot } from '#server/modules/shop/shop-bot.service.ts';
import { storeBot } from '#server/modules/stores/telegram.service.ts';
import * as repo from './campaigns.repository.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();
/** Equal texts, compared in time independent of where they differ. */
const sameSecret = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

/** The store's chat-bot receiving Telegram's updates (the webhook of telegram.service.ts). */
export function createTelegramWebhookService(deps: {
  db: Db;
  onOutbox: () => void;
  /** Ordering in the chat: every update, a promotion's product (deep link or button) too. */
  shopBot: ShopBot;
}) {
  const { db } = deps;

  // Names as Telegram gives them, without the control characters a text column refuses (NUL).
  const clean = (s: string | undefined, max: number) =>
    (s ?? '')
      .replace(/\p{Cc}/gu, ' ')
      .trim()
      .slice(0, max);
  const customerFrom = (tx: DbOrTx, storeId: number, chatId: string, from: TelegramUser) =>
    upsertTelegramCustomer(tx, {
      storeId,
      chatId,
      name: clean(from.first_name, 100) || 'Cliente',
      lastname: clean(from.last_name, 100),
      username: clean(from.username, 64) || null,
      language: clean(from.language_code, 35) || null,
    });

  return {
    /** Before the body is read: the request must carry the store's webhook secret, else 401. */
    async authenticate(storeIdParam: unknown, header: unknown): Promise<void> {
      const storeId = Number(storeIdParam);
      if (!Number.isSafeInteger(storeId) || storeId < 1 || storeId > INT_MAX) throw unauthenticated();
      const secret = (await storeBot(db, storeId))?.webhookSecret;
      if (!secret || typeof header !== 'string' || !sameSecret(header, secret)) throw unauthenticated();
    },

    /**
     * Handles an update once (its id is recorded in the same transaction as its effects) as the
     * shop bot's conversation, a promotion's product (/start product_<id> or its button) opened
     * there to be ordered. A pressed button is answered in the reply so Telegram stops its spinner.
     */
    async handle(storeId: number, update: ShopBotUpdate): Promise<TelegramWebhookReply> {
      const msg = update.message;
      const cb = update.callback_query;
      const member = update.my_chat_member;
      const chat = cb ? cb.message?.chat : (msg?.chat ?? member?.chat);
      const answer: TelegramWebhookReply = cb
        ? { method: 'answerCallbackQuery', callback_query_id: cb.id }
        : { ok: true };
      // A group, a supergroup or a channel is never a shopper: at most a pointer to the private chat.
      if (chat && !isPrivateChat(chat)) {
        const queued = await db.transaction(async (tx) => {
          if (!(await repo.recordUpdate(tx, storeId, update.update_id))) return false;
          const pointer = msg && privateChatPointer(msg, (await storeBot(tx, storeId))?.botUsername);
          if (!pointer) return false;
          await enqueue(tx, {
            channel: 'telegram',
            recipient: String(chat.id),
            payload: pointer,
            botKey: String(storeId),
          });
          return true;
        });
        if (queued) deps.onOutbox();
        return answer;
      }
      // A person blocked the bot (or unblocked it): their customer is unreachable (or reachable) at once.
      if (member) {
        await db.transaction(async (tx) => {
          if (!(await repo.recordUpdate(tx, storeId, update.update_id))) return;
          const status = member.new_chat_member.status;
          if (status === 'kicked' || status === 'member')
            await setChatReachable(tx, storeId, String(member.chat.id), status === 'member');
        });
        return answer;
      }
      // The proof's download happens before the transaction: no network inside it.
      const proof = await deps.shopBot.prepare(storeId, update);
      const queued = await db.transaction(async (tx) => {
        if (!(await repo.recordUpdate(tx, storeId, update.update_id))) return false;
        const store = await storeBot(tx, storeId);
        const from = cb?.from ?? msg?.from;
        if (!store || !from) return false;
        const chatId = String(cb ? (cb.message?.chat.id ?? cb.from.id) : msg!.chat.id);
        const customer = await customerFrom(tx, storeId, chatId, from);
        const shopper = { customerId: customer.id, firstName: clean(from.first_name, 80) };
        return deps.shopBot.handle(tx, store, update, shopper, proof);
      });
      if (queued) deps.onOutbox();
      return answer;
    },
  };
}
export type TelegramWebhookService = ReturnType<typeof createTelegramWebhookService>;
