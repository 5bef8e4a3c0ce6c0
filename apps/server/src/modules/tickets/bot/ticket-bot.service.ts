import { createHash, timingSafeEqual } from 'node:crypto';
import {
  INT_MAX,
  isPrivateChat,
  type TelegramWebhookReply,
  type TextLanguage,
  type TicketBotUpdate,
  type TicketPurchaseBody,
} from '@vitrina/contract';
import { privateChatPointer } from '#server/channels/telegram/groups.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { AppError, unauthenticated } from '#server/lib/errors.ts';
import { MAX_IMAGE_BYTES } from '#server/lib/files.ts';
import { refusalIn, senderLanguage } from '#server/lib/shopper-words.ts';
import { enqueue } from '#server/modules/outbox/outbox.service.ts';
import { eventBot, eventBotToken } from '#server/modules/tickets/events/event-telegram.service.ts';
import { createPurchaseService } from '#server/modules/tickets/purchases/purchase.service.ts';
import { findEvent } from '#server/modules/tickets/purchases/purchases.repository.ts';
import type { TicketsDeps } from '#server/modules/tickets/tickets.deps.ts';
import { afterPurchase, converse } from './ticket-bot.conversation.ts';
import {
  type BotEvent,
  flowOf,
  type Input,
  nextStep,
  type PurchaseResult,
  type Reply,
  readDraft,
} from './ticket-bot.draft.ts';
import * as repo from './ticket-bot.repository.ts';
import { ticketBotTextsIn } from './ticket-bot.texts.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();
const sameSecret = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

/** The chat and what the buyer did, or undefined for an update the bot does not read. */
function inputOf(update: TicketBotUpdate): { chatId: number; input: Input } | undefined {
  const cb = update.callback_query;
  if (cb)
    return { chatId: cb.message?.chat.id ?? cb.from.id, input: { kind: 'button', data: cb.data ?? '' } };
  const msg = update.message;
  if (!msg) return undefined;
  const chatId = msg.chat.id;
  const photo = msg.photo?.at(-1); // Telegram lists the sizes smallest first
  if (photo)
    return { chatId, input: { kind: 'photo', fileId: photo.file_id, size: photo.file_size, image: true } };
  const doc = msg.document;
  if (doc) {
    const image = /^image\/(jpeg|png|webp)$/.test(doc.mime_type ?? '');
    return { chatId, input: { kind: 'photo', fileId: doc.file_id, size: doc.file_size, image } };
  }
  const text = msg.text ?? '';
  if (/^\/start(@\w+)?(\s|$)/.test(text)) return { chatId, input: { kind: 'start' } };
  if (/^\/cancelar(@\w+)?\s*$/i.test(text)) return { chatId, input: { kind: 'cancel' } };
  return { chatId, input: { kind: 'text', text } };
}

/**
 * An event's own Telegram bot (POST /api/telegram/events/:eventId): the purchase in chat. Each
 * update is handled once: its id, the chat's new state, the purchase and the replies (queued
 * through the outbox as `t:<eventId>`) are one transaction.
 */
/** A chat purchase's proofs, downloaded, or why one could not be. */
type ChatProofs = { proof?: Buffer | string; vesProof?: Buffer | string };

export function createTicketBotService(deps: TicketsDeps) {
  const { db } = deps;

  /** The proof's bytes (downloaded before the transaction: no network inside it), or why not. */
  async function proofOf(
    eventId: number,
    fileId: string,
    size: number | undefined,
    lang: TextLanguage,
  ): Promise<Buffer | string> {
    const ticketBotTexts = ticketBotTextsIn(lang);
    if ((size ?? 0) > MAX_IMAGE_BYTES) return ticketBotTexts.proofTooLarge;
    const token = await eventBotToken(db, deps.box, eventId);
    const bytes = token ? await deps.botApi.downloadFile(token, fileId, MAX_IMAGE_BYTES) : undefined;
    if (bytes === 'too_large') return ticketBotTexts.proofTooLarge;
    return bytes ?? ticketBotTexts.proofUnreadable;
  }

  async function buy(
    tx: DbOrTx,
    eventId: number,
    chatId: number,
    body: TicketPurchaseBody,
    proofs: ChatProofs,
    lang: TextLanguage,
  ): Promise<PurchaseResult> {
    const { proof = ticketBotTextsIn(lang).proofUnreadable, vesProof } = proofs;
    if (typeof proof === 'string')
      return { ok: false, status: 422, message: proof, fields: { proof: [proof] } };
    if (typeof vesProof === 'string')
      return { ok: false, status: 422, message: vesProof, fields: { ves_proof: [vesProof] } };
    // The purchase runs inside this update's transaction (a savepoint); the outbox is woken after it.
    const purchase = createPurchaseService({ ...deps, db: tx as Db, onOutbox: () => {} });
    try {
      const done = await purchase.purchase(
        eventId,
        { ...body, lang },
        { proof, vesProof },
        {
          channel: 'telegram',
          chatId,
        },
      );
      return { ok: true, statusUrl: done.status_url };
    } catch (err) {
      if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
      return refusalIn(lang, err);
    }
  }

  async function botEvent(tx: DbOrTx, eventId: number, lang: TextLanguage): Promise<BotEvent> {
    const purchase = createPurchaseService({ ...deps, db: tx as Db });
    const e = await purchase.publicEvent(eventId);
    return { ...e, imageFile: e.image?.split('/').at(-1) ?? null, lang };
  }

  const say = (tx: DbOrTx, eventId: number, chatId: number, r: Reply) =>
    enqueue(tx, {
      channel: 'telegram',
      recipient: String(chatId),
      payload: { ...r },
      botKey: `t:${eventId}`,
    });

  return {
    /** Before the body is read: the request must carry the event bot's webhook secret, else 401. */
    async authenticate(eventIdParam: unknown, header: unknown): Promise<void> {
      const eventId = Number(eventIdParam);
      if (!Number.isSafeInteger(eventId) || eventId < 1 || eventId > INT_MAX) throw unauthenticated();
      const secret = (await eventBot(db, eventId))?.webhookSecret;
      if (!secret || typeof header !== 'string' || !sameSecret(header, secret)) throw unauthenticated();
    },

    async handle(eventId: number, update: TicketBotUpdate): Promise<TelegramWebhookReply> {
      const cb = update.callback_query;
      const answer: TelegramWebhookReply = cb
        ? { method: 'answerCallbackQuery', callback_query_id: cb.id }
        : { ok: true };
      // Tickets are bought in a private chat: a group gets at most a pointer to it, and nothing is stored.
      const chat = cb ? cb.message?.chat : (update.message?.chat ?? update.my_chat_member?.chat);
      if (update.my_chat_member || (chat && !isPrivateChat(chat))) {
        const msg = update.message;
        const queued = await db.transaction(async (tx) => {
          if (!(await repo.recordUpdate(tx, eventId, update.update_id))) return false;
          const pointer = msg && privateChatPointer(msg, (await eventBot(tx, eventId))?.botUsername);
          if (!pointer || !chat) return false;
          await enqueue(tx, {
            channel: 'telegram',
            recipient: String(chat.id),
            payload: pointer,
            botKey: `t:${eventId}`,
          });
          return true;
        });
        if (queued) deps.onOutbox();
        return answer;
      }
      const got = inputOf(update);
      // The proofs are downloaded when the photo completes the purchase: the only one, or the
      // bolívar part's (with the dollar part's, kept in the draft) when the price is split.
      const proofs: ChatProofs = {};
      const photo = got?.input.kind === 'photo' && got.input.image ? got.input : undefined;
      if (got && photo) {
        const lang = senderLanguage(update);
        const draft = readDraft(await repo.chatState(db, eventId, got.chatId));
        const event = await findEvent(db, eventId);
        const flow = event
          ? flowOf(draft, { dollar_percent: event.dollarPercent, whole_payment: event.wholePayment })
          : undefined;
        const step = nextStep(draft, flow);
        if (step === 'proof' && !flow?.split)
          proofs.proof = await proofOf(eventId, photo.fileId, photo.size, lang);
        if (step === 'ves_proof' && draft.proof) {
          proofs.proof = await proofOf(eventId, draft.proof, undefined, lang);
          proofs.vesProof = await proofOf(eventId, photo.fileId, photo.size, lang);
        }
      }
      const queued = await db.transaction(async (tx) => {
        if (!(await repo.recordUpdate(tx, eventId, update.update_id))) return false;
        if (!got || !(await eventBot(tx, eventId))) return false;
        const event = await botEvent(tx, eventId, senderLanguage(update));
        const draft = readDraft(await repo.chatState(tx, eventId, got.chatId, true));
        let out = converse(draft, got.input, event);
        if (out.buy) {
          const result = await buy(tx, eventId, got.chatId, out.buy.body, proofs, event.lang);
          // Seats left and whether the event is still on sale, as the purchase left them.
          const now = result.ok ? event : await botEvent(tx, eventId, event.lang);
          out = afterPurchase(out.draft, result, now);
        }
        await repo.saveChatState(tx, eventId, got.chatId, out.draft);
        for (const reply of out.replies) await say(tx, eventId, got.chatId, reply);
        return out.replies.length > 0;
      });
      if (queued) deps.onOutbox();
      return answer;
    },
  };
}
export type TicketBotService = ReturnType<typeof createTicketBotService>;

/** Housekeeping: forgets the events' bots' handled updates older than `days` (Telegram retries for a day). */
export const pruneTicketBotUpdates = (db: DbOrTx, days: number) => repo.pruneUpdates(db, days);
