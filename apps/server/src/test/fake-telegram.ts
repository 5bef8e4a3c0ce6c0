import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type Bot = {
  id: number;
  username: string;
  webhookUrl: string;
  /** The update kinds the last setWebhook asked for (Telegram's allowed_updates). */
  allowedUpdates?: unknown;
  secret?: string;
  /** setChatMenuButton's button (a Mini App's text and url). */
  menuButton?: unknown;
};

/** A message the fake accepted. */
export type FakeSend = {
  token: string;
  method: 'sendMessage' | 'sendPhoto';
  chatId: string;
  text: string;
  /** The photo's URL, or "upload:<bytes>" for an uploaded file. */
  photo?: string;
  replyMarkup?: unknown;
  at: number;
};

/** Telegram's answers to a send, as the real Bot API words them. */
const BLOCKED = { error_code: 403, description: 'Forbidden: bot was blocked by the user' };
const CHAT_NOT_FOUND = { error_code: 400, description: 'Bad Request: chat not found' };

async function readBody(raw: Buffer, type: string | undefined): Promise<Record<string, unknown>> {
  if (raw.length === 0) return {};
  const boundary = type?.match(/boundary=(?:"([^"]+)"|([^;]+))/);
  if (type?.startsWith('multipart/form-data') && boundary) {
    // multipart/form-data as grammY writes it: text fields, and files as attach://<name> parts.
    const body: Record<string, unknown> = {};
    const text = raw.toString('latin1');
    for (const part of text.split(`--${boundary[1] ?? boundary[2]}`)) {
      const split = part.indexOf('\r\n\r\n');
      if (split < 0) continue;
      const head = part.slice(0, split);
      const name = head.match(/name="([^"]+)"/)?.[1];
      if (!name) continue;
      const value = part.slice(split + 4).replace(/\r\n$/, '');
      body[name] = /filename=/.test(head)
        ? `upload:${Buffer.from(value, 'latin1').length}`
        : Buffer.from(value, 'latin1').toString();
    }
    for (const [k, v] of Object.entries(body)) {
      if (typeof v === 'string' && v.startsWith('attach://')) body[k] = body[v.slice(9)];
    }
    if (typeof body.reply_markup === 'string') body.reply_markup = JSON.parse(body.reply_markup);
    return body;
  }
  return JSON.parse(raw.toString()) as Record<string, unknown>;
}

/**
 * A local fake of Telegram's Bot API (`/bot<token>/<method>`), speaking its JSON protocol:
 * known tokens answer like Telegram, others get Telegram's 401 "Unauthorized".
 *
 * sendMessage / sendPhoto (JSON or multipart upload) are accepted at most `perSecond` per bot
 * in any second; the next one gets Telegram's 429 with `parameters.retry_after`, and a send
 * arriving before that pause ends is refused again and counted: in `inFlight429` when it came
 * within `inFlightMs` of the 429 (already on its way when the answer left), else in
 * `ignored429` (sent by a client that had its 429 and went on). Chats in
 * `blocked` answer 403 "bot was blocked by the user", in `gone` 400 "chat not found";
 * `failures` scripts other answers per chat (e.g. 500s, then success). getFile and the file URL
 * serve what `addFile` registered (photos a user sent a bot).
 */
export type FakeTelegram = Awaited<ReturnType<typeof startFakeTelegram>>;

export async function startFakeTelegram(
  opts: { perSecond?: number; retryAfter?: number; inFlightMs?: number } = {},
) {
  const perSecond = opts.perSecond ?? 30;
  const bots = new Map<string, Bot>();
  const calls: { token: string; method: string; body: Record<string, unknown> }[] = [];
  const sends: FakeSend[] = [];
  const blocked = new Set<string>();
  const gone = new Set<string>();
  const failures = new Map<string, { error_code: number; description: string }[]>();
  const recent = new Map<string, number[]>();
  const pausedUntil = new Map<string, number>();
  const stats = { tooMany: 0, ignored429: 0, inFlight429: 0 };
  const answered429 = new Map<string, number>();
  /** Files users sent the bots (getFile and the file URL), by file_id. */
  const files = new Map<string, { path: string; bytes: Buffer }>();
  const server: Server = createServer(async (req, res) => {
    // The Bot API's file URL: /file/bot<token>/<file_path>.
    const download = req.url?.match(/^\/file\/bot([^/]+)\/(.+)$/);
    if (download) {
      const file = bots.has(download[1]!)
        ? [...files.values()].find((f) => f.path === download[2])
        : undefined;
      res.writeHead(file ? 200 : 404, { 'content-type': 'application/octet-stream' });
      return res.end(file?.bytes ?? 'Not Found');
    }
    const match = req.url?.match(/^\/bot([^/]+)\/(\w+)/);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = await readBody(Buffer.concat(chunks), req.headers['content-type']);
    const reply = (status: number, payload: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    // Not Telegram's: what a bench in another process reads of this fake.
    if (req.url === '/__stats') return reply(200, { ...stats, times: sends.map((s) => s.at) });
    if (!match) return reply(404, { ok: false, error_code: 404, description: 'Not Found' });
    const [, token, method] = match as unknown as [string, string, string];
    calls.push({ token, method, body });
    const bot = bots.get(token);
    if (!bot) return reply(401, { ok: false, error_code: 401, description: 'Unauthorized' });
    switch (method) {
      case 'getMe':
        return reply(200, {
          ok: true,
          result: { id: bot.id, is_bot: true, first_name: bot.username, username: bot.username },
        });
      case 'getWebhookInfo':
        return reply(200, {
          ok: true,
          result: {
            url: bot.webhookUrl,
            has_custom_certificate: false,
            pending_update_count: 0,
            ...(bot.allowedUpdates ? { allowed_updates: bot.allowedUpdates } : {}),
          },
        });
      case 'setWebhook':
        bot.webhookUrl = String(body.url ?? '');
        bot.secret = body.secret_token as string | undefined;
        bot.allowedUpdates = body.allowed_updates;
        return reply(200, { ok: true, result: true, description: 'Webhook was set' });
      case 'setChatMenuButton':
        bot.menuButton = body.menu_button;
        return reply(200, { ok: true, result: true });
      case 'getFile': {
        const file = files.get(String(body.file_id));
        if (!file)
          return reply(400, { ok: false, error_code: 400, description: 'Bad Request: invalid file_id' });
        return reply(200, {
          ok: true,
          result: {
            file_id: body.file_id,
            file_unique_id: `u${body.file_id}`,
            file_size: file.bytes.length,
            file_path: file.path,
          },
        });
      }
      case 'sendMessage':
      case 'sendPhoto': {
        const now = Date.now();
        if ((pausedUntil.get(token) ?? 0) > now) {
          if (now - (answered429.get(token) ?? 0) <= (opts.inFlightMs ?? 100)) stats.inFlight429++;
          else stats.ignored429++;
          const retry_after = Math.ceil(((pausedUntil.get(token) ?? 0) - now) / 1000);
          return reply(429, tooMany(retry_after));
        }
        const times = recent.get(token) ?? [];
        while (times.length > 0 && times[0]! <= now - 1000) times.shift();
        recent.set(token, times);
        if (times.length >= perSecond) {
          stats.tooMany++;
          const retry_after = opts.retryAfter ?? 1;
          pausedUntil.set(token, now + retry_after * 1000);
          answered429.set(token, now);
          return reply(429, tooMany(retry_after));
        }
        const chatId = String(body.chat_id);
        if (blocked.has(chatId)) return reply(403, { ok: false, ...BLOCKED });
        if (gone.has(chatId)) return reply(400, { ok: false, ...CHAT_NOT_FOUND });
        const scripted = failures.get(chatId)?.shift();
        if (scripted) return reply(scripted.error_code, { ok: false, ...scripted });
        times.push(now);
        const text = String(body.text ?? body.caption ?? '');
        sends.push({
          token,
          method,
          chatId,
          text,
          ...(body.photo ? { photo: String(body.photo) } : {}),
          ...(body.reply_markup ? { replyMarkup: body.reply_markup } : {}),
          at: now,
        });
        return reply(200, {
          ok: true,
          result: {
            message_id: sends.length,
            date: Math.floor(now / 1000),
            chat: { id: Number(chatId), type: 'private' },
            ...(method === 'sendPhoto'
              ? { photo: [{ file_id: 'f', file_unique_id: 'u', width: 1, height: 1 }], caption: text }
              : { text }),
          },
        });
      }
      default:
        return reply(404, { ok: false, error_code: 404, description: 'Not Found: method not found' });
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    apiRoot: `http://127.0.0.1:${port}`,
    bots,
    calls,
    sends,
    blocked,
    gone,
    failures,
    stats,
    files,
    /** A file a user sent: its file_id for an update's photo or document. */
    addFile(bytes: Buffer, name = 'photo.jpg'): string {
      const fileId = `file${files.size + 1}`;
      files.set(fileId, { path: `photos/${fileId}_${name}`, bytes });
      return fileId;
    },
    addBot(username: string): string {
      const id = 100000 + bots.size;
      const token = `${id}:${'A'.repeat(20)}${username.padEnd(15, 'x').slice(0, 15)}`;
      bots.set(token, { id, username, webhookUrl: '' });
      return token;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const tooMany = (retry_after: number) => ({
  ok: false,
  error_code: 429,
  description: `Too Many Requests: retry after ${retry_after}`,
  parameters: { retry_after },
});

/**
 * A Mini App's initData as Telegram signs it for `botToken` (the test's side of
 * validateInitData): the fields URL-encoded, `hash` over their sorted `key=value` lines.
 */
export function signInitData(
  botToken: string,
  fields: { user: object; auth_date: number } & Record<string, unknown>,
): string {
  const entries = Object.entries(fields).map(
    ([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)] as [string, string],
  );
  const dataCheck = entries
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const hash = createHmac('sha256', secret).update(dataCheck).digest('hex');
  return new URLSearchParams([...entries, ['hash', hash]]).toString();
}
