import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { FakeTelegram } from './fake-telegram.ts';
import type { TestApp } from './harness.ts';
import { outboxRows } from './messaging.ts';

type Chat = {
  /** The app and the bot's webhook, read at each call (a test sets them in `beforeAll`). */
  t: () => TestApp;
  url: () => string;
  secret: () => string;
  /** The outbox's `bot_key` of this bot's messages. */
  botKey: () => string;
  /** Who writes: Telegram's `from` besides the id. */
  person: { first_name: string; last_name?: string };
  firstUpdate: number;
};

/**
 * A bot's chat as Telegram drives it, for webhook tests: the updates a person sends (a text, a
 * button press, a photo, any message), posted to the webhook with its secret, and what the bot
 * queued in the outbox in answer (`step`).
 */
export function botChat<Sent>(chat: Chat) {
  let next = chat.firstUpdate;
  /** The language each chat's Telegram app reports (none: Telegram sends no language_code). */
  const languages = new Map<number, string>();
  const from = (chatId: number) => ({
    id: chatId,
    is_bot: false,
    ...chat.person,
    ...(languages.has(chatId) && { language_code: languages.get(chatId) }),
  });
  const message = (chatId: number, body: object) => ({
    update_id: next++,
    message: {
      message_id: 1,
      date: 1_700_000_000,
      chat: { id: chatId, type: 'private' },
      from: from(chatId),
      ...body,
    },
  });
  const say = (chatId: number, text: string) => message(chatId, { text });
  const press = (chatId: number, data: string) => ({
    update_id: next++,
    callback_query: { id: `cb${next}`, from: from(chatId), data, message: { chat: { id: chatId } } },
  });
  /** A photo as Telegram sends it: a thumbnail, then the full size. */
  const photo = (chatId: number, fileId: string) =>
    message(chatId, {
      photo: [
        { file_id: 'thumb', file_unique_id: 't', width: 4, height: 6, file_size: 100 },
        { file_id: fileId, file_unique_id: 'p', width: 40, height: 60 },
      ],
    });
  /** The webhook's answer to an update; `header` null sends no secret. */
  const post = (
    app: FastifyInstance,
    payload: unknown,
    header: string | null = chat.secret(),
    url = chat.url(),
  ) =>
    app.inject({
      method: 'POST',
      url,
      headers: header === null ? {} : { 'x-telegram-bot-api-secret-token': header },
      payload: payload as object,
    });
  /** The messages queued to a chat through this bot, oldest first. */
  const sentTo = async (chatId: number) =>
    (await outboxRows(chat.t()))
      .filter((r) => r.recipient === String(chatId) && r.bot_key === chat.botKey())
      .map((r) => r.payload as Sent);
  /** Sends an update and answers the messages it queued. */
  async function step(chatId: number, update: object, app = chat.t().app): Promise<Sent[]> {
    const before = (await sentTo(chatId)).length;
    const res = await post(app, update);
    expect(res.statusCode, res.body).toBe(200);
    return (await sentTo(chatId)).slice(before);
  }
  /** From now on, the chat's updates say its app is in `code` (e.g. "en-GB"). */
  const speaks = (chatId: number, code: string) => void languages.set(chatId, code);
  return { message, say, press, photo, post, sentTo, step, speaks };
}

/** A small JPEG the fake Telegram serves as a photo a user sent (a proof of payment): its file id. */
export async function proofPhoto(telegram: FakeTelegram, background = '#0f766e') {
  const jpeg = await sharp({ create: { width: 40, height: 60, channels: 3, background } })
    .jpeg()
    .toBuffer();
  return telegram.addFile(jpeg);
}
