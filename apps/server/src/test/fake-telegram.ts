import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type Bot = { id: number; username: string; webhookUrl: string; secret?: string };

/**
 * A local fake of Telegram's Bot API (`/bot<token>/<method>`), speaking its JSON protocol:
 * known tokens answer like Telegram, others get Telegram's 401 "Unauthorized".
 */
export async function startFakeTelegram() {
  const bots = new Map<string, Bot>();
  const calls: { token: string; method: string; body: Record<string, unknown> }[] = [];
  const server: Server = createServer(async (req, res) => {
    const match = req.url?.match(/^\/bot([^/]+)\/(\w+)/);
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    const reply = (status: number, payload: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
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
          result: { url: bot.webhookUrl, has_custom_certificate: false, pending_update_count: 0 },
        });
      case 'setWebhook':
        bot.webhookUrl = String(body.url ?? '');
        bot.secret = body.secret_token as string | undefined;
        return reply(200, { ok: true, result: true, description: 'Webhook was set' });
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
    addBot(username: string): string {
      const id = 100000 + bots.size;
      const token = `${id}:${'A'.repeat(20)}${username.padEnd(15, 'x').slice(0, 15)}`;
      bots.set(token, { id, username, webhookUrl: '' });
      return token;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
