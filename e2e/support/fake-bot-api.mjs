// A local fake of Telegram's Bot API for the e2e server (TELEGRAM_API_ROOT points here).
// It answers getMe / getWebhookInfo / setWebhook / deleteWebhook / sendMessage / sendPhoto like
// Telegram for each bot of fake-bot.json (each with its own webhook, so journeys that run at once
// on different stores do not take each other's updates) and 401 "Unauthorized" for any other
// token, as Telegram does. A chat marked blocked answers 403 "bot was blocked by the user".
//
// Tests read what happened through its own routes (never part of the Bot API):
//   GET  /__fake/sent              → { sent: [{ bot, method, chat_id, text, caption, photo, reply_markup, at }] }
//   GET  /__fake/webhook?bot=<id>  → { url, secret_token } of that bot (the first one without ?bot)
//   POST /__fake/blocked {chat_id} → later sends to that chat answer 403
//   POST /__fake/reset             → forgets the sends and the blocked chats
//   POST /__fake/files {file_id, base64} → a file a user "sent", for getFile and its download
//                                     (GET /file/bot<token>/<file_id>)
import { once } from 'node:events';
import fs from 'node:fs';
import { createServer } from 'node:http';

/** @type {Array<{ token: string; username: string; id: number }>} */
export const fakeBots = JSON.parse(fs.readFileSync(new URL('./fake-bot.json', import.meta.url), 'utf8'));
/** The demo store's bot. */
export const fakeBot = fakeBots[0];

/** Where the e2e fake listens: next to the e2e server's port (E2E_FAKE_BOT_PORT overrides it). */
export function fakeBotApiPort(env = process.env) {
  if (env.E2E_FAKE_BOT_PORT) return Number(env.E2E_FAKE_BOT_PORT);
  return Number(env.E2E_PORT ?? 4173) + 1;
}

/**
 * The parts of a multipart body. Lenient like Telegram: grammY writes its headers without a
 * space after the colon and the file name unquoted, which fetch's strict parser refuses.
 */
function parseMultipart(raw, boundary) {
  const parts = {};
  const text = raw.toString('latin1');
  for (const chunk of text.split(`--${boundary}`)) {
    const split = chunk.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const head = chunk.slice(0, split);
    const body = chunk.slice(split + 4).replace(/\r\n$/, '');
    const disposition = head.match(/content-disposition:\s*form-data\s*;(.*)/i)?.[1] ?? '';
    const name = disposition.match(/(?:^|;)\s*name="?([^";]+)"?/i)?.[1];
    if (!name) continue;
    const filename = disposition.match(/filename="?([^";]+)"?/i)?.[1];
    const type = head.match(/content-type:\s*([^\r\n]+)/i)?.[1]?.trim() ?? 'application/octet-stream';
    parts[name] =
      filename !== undefined
        ? { file: filename, size: Buffer.byteLength(body, 'latin1'), type }
        : Buffer.from(body, 'latin1').toString('utf8');
  }
  // grammY names an uploaded file "attach://<part>": the field takes that part.
  for (const [key, value] of Object.entries(parts)) {
    if (typeof value === 'string' && value.startsWith('attach://'))
      parts[key] = parts[value.slice(9)] ?? value;
  }
  return parts;
}

/** A JSON, form or multipart body as a plain object; a file part becomes { file, size, type }. */
async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const raw = Buffer.concat(chunks);
  if (raw.length === 0) return {};
  const type = String(req.headers['content-type'] ?? '');
  const boundary = type.match(/^multipart\/form-data;.*boundary="?([^";]+)"?/i)?.[1];
  if (boundary) return parseMultipart(raw, boundary);
  const text = raw.toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return Object.fromEntries(new URLSearchParams(text));
  }
}

function parseMaybeJson(value) {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** @param {{ port?: number }} [options] port 0 (the default) takes any free port. */
export async function startFakeBotApi({ port = 0 } = {}) {
  /** Each bot's webhook, by bot id. */
  const webhooks = new Map(fakeBots.map((bot) => [bot.id, { url: '', secret_token: '' }]));
  let messageId = 1;
  /** @type {Array<Record<string, unknown>>} */
  const sent = [];
  const blocked = new Set();
  /** @type {Map<string, Buffer>} */
  const files = new Map();

  const server = createServer(async (req, res) => {
    const reply = (status, payload) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    let body;
    try {
      body = await readBody(req);
    } catch {
      return reply(400, { ok: false, error_code: 400, description: 'Bad Request: unreadable body' });
    }

    if (req.url?.startsWith('/__fake/')) {
      const route = `${req.method} ${req.url.split('?')[0]}`;
      switch (route) {
        case 'GET /__fake/sent':
          return reply(200, { sent });
        case 'GET /__fake/webhook': {
          const id = Number(new URL(req.url, 'http://fake').searchParams.get('bot') ?? fakeBot.id);
          const webhook = webhooks.get(id);
          return webhook ? reply(200, webhook) : reply(404, { ok: false });
        }
        case 'POST /__fake/blocked':
          blocked.add(String(body.chat_id));
          return reply(200, { ok: true });
        case 'POST /__fake/files':
          files.set(String(body.file_id), Buffer.from(String(body.base64 ?? ''), 'base64'));
          return reply(200, { ok: true });
        case 'POST /__fake/reset':
          sent.length = 0;
          blocked.clear();
          return reply(200, { ok: true });
        default:
          return reply(404, { ok: false });
      }
    }

    const download = req.url?.match(/^\/file\/bot([^/]+)\/(.+)$/);
    if (download) {
      const known = fakeBots.some((bot) => bot.token === download[1]);
      const bytes = known ? files.get(decodeURIComponent(download[2])) : undefined;
      if (!bytes) return reply(404, { ok: false, error_code: 404, description: 'Not Found' });
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      return res.end(bytes);
    }

    const match = req.url?.match(/^\/bot([^/]+)\/(\w+)/);
    if (!match) return reply(404, { ok: false, error_code: 404, description: 'Not Found' });
    const [, token, method] = match;
    const bot = fakeBots.find((candidate) => candidate.token === token);
    if (!bot) return reply(401, { ok: false, error_code: 401, description: 'Unauthorized' });
    const webhook = webhooks.get(bot.id);
    const me = { id: bot.id, is_bot: true, first_name: 'Vitrina E2E', username: bot.username };

    const message = (chatId, extra) => ({
      message_id: messageId++,
      date: Math.floor(Date.now() / 1000),
      chat: { id: Number(chatId), type: 'private' },
      from: me,
      ...extra,
    });
    const send = (extra) => {
      const chatId = body.chat_id;
      if (chatId === undefined || chatId === '')
        return reply(400, { ok: false, error_code: 400, description: 'Bad Request: chat_id is empty' });
      if (blocked.has(String(chatId)))
        return reply(403, {
          ok: false,
          error_code: 403,
          description: 'Forbidden: bot was blocked by the user',
        });
      sent.push({
        bot: bot.id,
        method,
        chat_id: Number(chatId),
        text: body.text,
        caption: body.caption,
        photo: body.photo,
        parse_mode: body.parse_mode,
        reply_markup: parseMaybeJson(body.reply_markup),
        at: new Date().toISOString(),
      });
      return reply(200, { ok: true, result: message(chatId, extra) });
    };

    switch (method) {
      case 'getMe':
        return reply(200, { ok: true, result: me });
      case 'getWebhookInfo':
        return reply(200, {
          ok: true,
          result: { url: webhook.url, has_custom_certificate: false, pending_update_count: 0 },
        });
      case 'setWebhook':
        webhook.url = String(body.url ?? '');
        webhook.secret_token = String(body.secret_token ?? '');
        return reply(200, { ok: true, result: true, description: 'Webhook was set' });
      case 'deleteWebhook':
        webhook.url = '';
        webhook.secret_token = '';
        return reply(200, { ok: true, result: true, description: 'Webhook was deleted' });
      case 'sendMessage':
        if (!body.text)
          return reply(400, {
            ok: false,
            error_code: 400,
            description: 'Bad Request: message text is empty',
          });
        return send({ text: String(body.text) });
      case 'sendPhoto':
        if (!body.photo)
          return reply(400, {
            ok: false,
            error_code: 400,
            description: 'Bad Request: there is no photo in the request',
          });
        return send({
          photo: [
            { file_id: `fake-photo-${messageId}`, file_unique_id: `u${messageId}`, width: 800, height: 800 },
          ],
          ...(body.caption ? { caption: String(body.caption) } : {}),
        });
      case 'getFile': {
        const id = String(body.file_id ?? '');
        const bytes = files.get(id);
        if (!bytes)
          return reply(400, { ok: false, error_code: 400, description: 'Bad Request: invalid file_id' });
        return reply(200, {
          ok: true,
          result: { file_id: id, file_unique_id: id, file_size: bytes.length, file_path: id },
        });
      }
      case 'setChatMenuButton':
      case 'setMyCommands':
      case 'sendChatAction':
      case 'answerCallbackQuery':
        return reply(200, { ok: true, result: true });
      default:
        return reply(404, { ok: false, error_code: 404, description: 'Not Found: method not found' });
    }
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : 0;
  return { apiRoot: `http://127.0.0.1:${bound}`, sent, close: () => server.close() };
}
