import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '#server/db/client.ts';
import { enqueueMany } from '#server/modules/outbox/outbox.service.ts';
import type { TestApp } from './harness.ts';

/** Connects a bot of the fake Bot API to the demo store (through the real settings route); its store id. */
export async function connectDemoBot(t: TestApp, token: string, username: string): Promise<number> {
  const session = await t.login('tienda@vitrina.test');
  const storeId = session.store_id!;
  const res = await t.inject({
    method: 'PATCH',
    url: `/api/store/${storeId}/telegram`,
    headers: { authorization: `Bearer ${session.access_token}` },
    payload: { telegram_user_bot: username, token },
  });
  if (res.statusCode !== 200) throw new Error(`connecting the bot failed: ${res.statusCode} ${res.body}`);
  return storeId;
}

/** Adds `n` Telegram customers to a store, chat ids `base + i`; returns [customer id, chat id] pairs. */
export async function addTelegramCustomers(db: DbOrTx, storeId: number, n: number, base: number) {
  const rows = await queryRows<{ id: number; chat: string }>(
    db,
    sql`insert into customers (store_id, channel, name, external_id)
        select ${storeId}, 'telegram', 'Cliente ' || i, (${base}::bigint + i)::text
        from generate_series(0, ${n - 1}) as i
        returning id, external_id as chat`,
  );
  return rows.map((r) => ({ id: Number(r.id), chat: r.chat }));
}

/** Queues one Telegram message per customer as a campaign, the way the messaging module does. */
export async function queueTelegramCampaign(
  db: DbOrTx,
  storeId: number,
  campaignId: number,
  recipients: { id: number; chat: string }[],
  opts: { text?: string; status?: 'pending' | 'held' } = {},
) {
  await enqueueMany(
    db,
    recipients.map((r) => ({
      channel: 'telegram' as const,
      recipient: r.chat,
      customerId: r.id,
      botKey: String(storeId),
      campaignId,
      status: opts.status ?? 'pending',
      payload: { text: opts.text ?? `Oferta para ${r.chat}` },
    })),
  );
}

/** A campaign's outbox rows by status. */
export async function statusCounts(db: DbOrTx, campaignId: number): Promise<Record<string, number>> {
  const rows = await queryRows<{ status: string; n: number }>(
    db,
    sql`select status, count(*)::int as n from outbox where campaign_id = ${campaignId} group by status`,
  );
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

/** The largest number of sends of one bot inside any 1,000 ms window, and the closest two sends to one chat (ms). */
export function rateOf(sends: { token: string; chatId: string; at: number }[]) {
  let maxPerSecond = 0;
  const byToken = new Map<string, number[]>();
  for (const s of sends) {
    const list = byToken.get(s.token) ?? [];
    list.push(s.at);
    byToken.set(s.token, list);
  }
  for (const times of byToken.values()) {
    times.sort((a, b) => a - b);
    let lo = 0;
    for (let hi = 0; hi < times.length; hi++) {
      while (times[hi]! - times[lo]! >= 1000) lo++;
      maxPerSecond = Math.max(maxPerSecond, hi - lo + 1);
    }
  }
  let minChatGap = Number.POSITIVE_INFINITY;
  const lastByChat = new Map<string, number>();
  for (const s of [...sends].sort((a, b) => a.at - b.at)) {
    const key = `${s.token}:${s.chatId}`;
    const last = lastByChat.get(key);
    if (last !== undefined) minChatGap = Math.min(minChatGap, s.at - last);
    lastByChat.set(key, s.at);
  }
  return { maxPerSecond, minChatGap };
}
