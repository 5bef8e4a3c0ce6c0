// A local fake of Telegram's Bot API for the e2e server (TELEGRAM_API_ROOT points here).
// It answers getMe / getWebhookInfo / setWebhook like Telegram for the one bot of
// fake-bot.json and 401 "Unauthorized" for any other token, as Telegram does.
import { once } from 'node:events';
import fs from 'node:fs';
import { createServer } from 'node:http';

export const fakeBot = JSON.parse(fs.readFileSync(new URL('./fake-bot.json', import.meta.url), 'utf8'));

export async function startFakeBotApi() {
  let webhookUrl = '';
  const server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    let body = {};
    try {
      body = raw ? JSON.parse(raw) : {};
    } catch {
      body = Object.fromEntries(new URLSearchParams(raw));
    }
    const reply = (status, payload) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    const match = req.url?.match(/^\/bot([^/]+)\/(\w+)/);
    if (!match) return reply(404, { ok: false, error_code: 404, description: 'Not Found' });
    const [, token, method] = match;
    if (token !== fakeBot.token)
      return reply(401, { ok: false, error_code: 401, description: 'Unauthorized' });
    switch (method) {
      case 'getMe':
        return reply(200, {
          ok: true,
          result: { id: fakeBot.id, is_bot: true, first_name: 'Vitrina E2E', username: fakeBot.username },
        });
      case 'getWebhookInfo':
        return reply(200, {
          ok: true,
          result: { url: webhookUrl, has_custom_certificate: false, pending_update_count: 0 },
        });
      case 'setWebhook':
        webhookUrl = String(body.url ?? '');
        return reply(200, { ok: true, result: true, description: 'Webhook was set' });
      case 'deleteWebhook':
        webhookUrl = '';
        return reply(200, { ok: true, result: true, description: 'Webhook was deleted' });
      default:
        return reply(404, { ok: false, error_code: 404, description: 'Not Found: method not found' });
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { apiRoot: `http://127.0.0.1:${port}`, close: () => server.close() };
}
