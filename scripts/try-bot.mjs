#!/usr/bin/env node
// Chat with the demo store's Telegram bot from a terminal, against the local fake Bot API:
//
//   npm run build && E2E_PORT=4173 node e2e/start-server.mjs     (server + fake Bot API on 4174)
//   node scripts/try-bot.mjs                                       (in a second terminal)
//
// It signs in as the demo owner, connects the fake bot to the demo store (as /store-telegram
// does), then turns what you type into the updates Telegram would send to the store's webhook
// and prints what the bot sends back through the outbox. Type:
//   a text                 → a message (/start, /cancelar, a name, a reference…)
//   a number (2)           → presses that button of the bot's last message
//   ubicacion <lat> <lng>  → shares a location (e.g. ubicacion 10.4806 -66.9036)
//   foto <file.png>        → sends a picture as a photo (the proof of payment)
//   salir                  → ends
import fs from 'node:fs';
import readline from 'node:readline';
import { fakeBot, fakeBotApiPort } from '../e2e/support/fake-bot-api.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
const server = process.env.VITRINA_URL ?? `http://127.0.0.1:${port}`;
const fake = `http://127.0.0.1:${fakeBotApiPort()}`;
const owner = { email: 'tienda@vitrina.test', password: 'demo1234' };
const chat = { id: 5550001, first_name: 'Ana', last_name: 'Pérez', language_code: 'es' };

async function json(url, init = {}) {
  const res = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : {};
}

const session = await json(`${server}/api/auth/login`, { method: 'POST', body: owner });
const auth = { authorization: `Bearer ${session.access_token}` };
const me = await json(`${server}/api/store/mystore`, { headers: auth });
const storeId = me.data?.id ?? me.id;
await json(`${server}/api/store/${storeId}/telegram`, {
  method: 'PATCH',
  headers: auth,
  body: { telegram_user_bot: fakeBot.username, token: fakeBot.token },
});
const webhook = await json(`${fake}/__fake/webhook`);
console.log(`Bot @${fakeBot.username} connected to store #${storeId}; webhook ${webhook.url}`);
console.log('Type /start (a number presses a button; "ubicacion lat lng", "foto file.png", "salir").\n');

let updateId = Date.now() % 1_000_000_000;
let seen = (await json(`${fake}/__fake/sent`)).sent.length;
/** The inline buttons of the bot's last answer (all its messages), numbered from 1. */
let buttons = [];

async function send(update) {
  const res = await fetch(webhook.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': webhook.secret_token },
    body: JSON.stringify({ update_id: ++updateId, ...update }),
  });
  if (!res.ok) console.log(`(webhook answered ${res.status}: ${await res.text()})`);
}

const message = (extra) => ({
  message: {
    message_id: updateId,
    date: Math.floor(Date.now() / 1000),
    chat: { id: chat.id, type: 'private' },
    from: { ...chat, is_bot: false },
    ...extra,
  },
});

/**
 * Prints what the outbox delivers to our chat (it polls every ~2 s and sends one message a second
 * per chat): until 2.5 s pass without a new one, or `waitMs` without any.
 */
async function printReplies(waitMs = 6000) {
  let quietSince = Date.now();
  let any = false;
  const shown = [];
  while (Date.now() - quietSince < (any ? 2500 : waitMs)) {
    const { sent } = await json(`${fake}/__fake/sent`);
    const fresh = sent.slice(seen).filter((s) => s.chat_id === chat.id);
    seen = sent.length;
    for (const s of fresh) {
      const photo = s.method === 'sendPhoto' ? '[foto] ' : '';
      console.log(`\n🤖 ${photo}${s.text ?? s.caption ?? ''}`);
      const rows = s.reply_markup?.inline_keyboard;
      for (const b of rows?.flat() ?? []) {
        shown.push(b);
        const link = b.url ?? b.web_app?.url;
        console.log(`   [${shown.length}] ${b.text}${link ? ` → ${link}` : ''}`);
      }
      const keys = s.reply_markup?.keyboard;
      if (keys)
        console.log(
          `   (teclado: ${keys
            .flat()
            .map((k) => k.text ?? k)
            .join(' | ')})`,
        );
    }
    if (fresh.length > 0) {
      any = true;
      buttons = shown;
      quietSince = Date.now();
    }
    await new Promise((r) => setTimeout(r, 300));
  }
}

const rl = readline.createInterface({ input: process.stdin, output: process.stdout, prompt: '\n> ' });
rl.prompt();
// Lines typed (or piped) while the bot answers wait in the iterator's buffer.
for await (const typed of rl) {
  const line = typed.trim();
  if (line === 'salir') break;
  const pressed = /^\d+$/.test(line) ? buttons[Number(line) - 1] : undefined;
  const place = line.match(/^ubicaci[oó]n\s+(-?[\d.]+)\s+(-?[\d.]+)$/i);
  const photo = line.match(/^foto\s+(.+)$/i);
  if (pressed?.callback_data) {
    await send({
      callback_query: {
        id: String(updateId),
        from: { ...chat, is_bot: false },
        message: { message_id: 1, date: 0, chat: { id: chat.id, type: 'private' } },
        data: pressed.callback_data,
      },
    });
  } else if (pressed) {
    console.log(`(a link: open ${pressed.url ?? pressed.web_app?.url})`);
    rl.prompt();
    continue;
  } else if (place) {
    await send(message({ location: { latitude: Number(place[1]), longitude: Number(place[2]) } }));
  } else if (photo) {
    const bytes = fs.readFileSync(photo[1]);
    const fileId = `try-${updateId}`;
    await json(`${fake}/__fake/files`, {
      method: 'POST',
      body: { file_id: fileId, base64: bytes.toString('base64') },
    });
    await send(
      message({
        photo: [
          { file_id: fileId, file_unique_id: fileId, width: 800, height: 800, file_size: bytes.length },
        ],
      }),
    );
  } else {
    await send(message({ text: line }));
  }
  await printReplies();
  rl.prompt();
}
rl.close();
