import { ROLES } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '#server/db/client.ts';
import { upsertCustomer } from '#server/modules/customers/customers.repository.ts';
import type { OtherAccount } from './accounts.ts';
import { type FakeTelegram, startFakeTelegram } from './fake-telegram.ts';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * A test app whose Telegram is a local fake of its Bot API, with the demo store owner signed
 * in.
 */
export async function demoStoreWithTelegram() {
  const telegram = await startFakeTelegram();
  const t = await createTestApp({ env: { TELEGRAM_API_ROOT: telegram.apiRoot } });
  const storeId = (await t.login('tienda@vitrina.test')).store_id!;
  return { t, telegram, storeId };
}

/** Connects the demo store's bot (through the panel's own route) and answers its webhook secret. */
export async function connectDemoBot(
  t: TestApp,
  telegram: FakeTelegram,
  storeId: number,
  username = 'tienda_demo_bot',
) {
  const token = telegram.addBot(username);
  const res = await t.injectAs(ROLES.CLIENT, {
    method: 'PATCH',
    url: `/api/store/${storeId}/telegram`,
    payload: { telegram_user_bot: username, token },
  });
  if (res.statusCode !== 200) throw new Error(`bot: ${res.statusCode} ${res.body}`);
  return { token, secret: telegram.bots.get(token)!.secret! };
}

/** `n` Telegram customers of a store, in one statement. */
export async function addTelegramCustomers(t: TestApp, storeId: number, n: number, from = 1) {
  await queryRows(
    t.database.db,
    sql`insert into customers (store_id, channel, name, external_id)
        select ${storeId}::int, 'telegram', 'Cliente ' || g, (700000000 + g)::text
        from generate_series(${from}::int, ${from + n - 1}::int) g`,
  );
}

export const customerOf = (
  t: TestApp,
  storeId: number,
  channel: 'telegram' | 'web',
  externalId: string,
  email?: string,
) =>
  upsertCustomer(t.database.db, {
    storeId,
    channel,
    name: channel === 'web' ? 'Web' : 'Tele',
    lastname: 'Cliente',
    externalId,
    email: email ?? null,
  });

export type OutboxView = {
  id: number;
  channel: string;
  recipient: string;
  status: string;
  payload: Record<string, unknown>;
  campaign_id: number | null;
  customer_id: number | null;
  bot_key: string | null;
};

/** The outbox rows of a campaign (or all, newest last). */
export const outboxRows = (t: TestApp, campaignId?: number) =>
  queryRows<OutboxView>(
    t.database.db,
    campaignId === undefined
      ? sql`select id, channel, recipient, status, payload, campaign_id, customer_id, bot_key from outbox order by id`
      : sql`select id, channel, recipient, status, payload, campaign_id, customer_id, bot_key from outbox
            where campaign_id = ${campaignId} order by id`,
  );

/** A product of another store, made through its owner's own routes (for the 404 checks). */
/** The kind of a campaign ('admin', 'message', 'broadcast'…). */
export const campaignKind = async (t: TestApp, id: number) =>
  (await queryRows<{ kind: string }>(t.database.db, sql`select kind from campaigns where id = ${id}`))[0]
    ?.kind;

export async function productOf(other: OtherAccount): Promise<{ id: number }> {
  const catalogue = (
    await other.inject({
      method: 'POST',
      url: `/api/store/${other.session.store_id}/catalogues`,
      payload: { name: 'C' },
    })
  ).json();
  return (
    await other.inject({
      method: 'POST',
      url: `/api/catalogues/${catalogue.id}/products`,
      payload: { name: 'Queso', price: 4, quantity: 3 },
    })
  ).json();
}
