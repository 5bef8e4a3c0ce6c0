import fs from 'node:fs';

type FakeBot = { token: string; username: string; id: number };

/** The bots the e2e server's fake Bot API knows, each with its own webhook (see fake-bot-api.mjs). */
const [demoStoreBot, secondBot] = JSON.parse(
  fs.readFileSync(new URL('./fake-bot.json', import.meta.url), 'utf8'),
) as [FakeBot, FakeBot];

/** The demo store's bot. */
export const fakeBot = demoStoreBot;

/**
 * The bot of a store a journey signs up for itself: its webhook points at that store, never at
 * the demo store a journey running at the same time is talking to.
 */
export const ownStoreBot = secondBot;

/** What the fake Bot API recorded of one sendMessage / sendPhoto. */
export type FakeSend = {
  /** The id of the bot that sent it. */
  bot: number;
  method: 'sendMessage' | 'sendPhoto';
  chat_id: number;
  text?: string;
  caption?: string;
  /** A URL or file_id as sent, or the uploaded file's name, size and type. */
  photo?: string | { file: string; size: number; type: string };
  reply_markup?: unknown;
  at: string;
};

/** The fake's address: next to the e2e server's port, as start-server.mjs starts it. */
export const fakeBotApiUrl = `http://127.0.0.1:${
  process.env.E2E_FAKE_BOT_PORT
    ? Number(process.env.E2E_FAKE_BOT_PORT)
    : Number(process.env.E2E_PORT ?? 4173) + 1
}`;

async function fakeGet<T>(path: string): Promise<T> {
  const response = await fetch(`${fakeBotApiUrl}${path}`);
  if (!response.ok) throw new Error(`fake Bot API ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** Every sendMessage / sendPhoto the fake Bot API answered, oldest first. */
export async function fakeSends(): Promise<FakeSend[]> {
  return (await fakeGet<{ sent: FakeSend[] }>('/__fake/sent')).sent;
}

/** The webhook the bot's last setWebhook registered, with its secret_token. */
export function fakeWebhook(bot: FakeBot = fakeBot): Promise<{ url: string; secret_token: string }> {
  return fakeGet(`/__fake/webhook?bot=${bot.id}`);
}

/** Later sends to this chat answer 403 "bot was blocked by the user". */
export async function blockChat(chatId: number): Promise<void> {
  await fetch(`${fakeBotApiUrl}/__fake/blocked`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ chat_id: chatId }),
  });
}
