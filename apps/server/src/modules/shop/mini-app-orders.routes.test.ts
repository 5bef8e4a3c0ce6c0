import { ROLES } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { type FakeTelegram, signInitData } from '#server/test/fake-telegram.ts';
import type { TestApp } from '#server/test/harness.ts';
import { connectDemoBot, demoStoreWithTelegram } from '#server/test/messaging.ts';
import { type ShopFixture, shopFixture } from '#server/test/shop.ts';

// An order placed from the store bot's Mini App: Telegram's signed start data names the shopper.

let t: TestApp;
let telegram: FakeTelegram;
let f: ShopFixture;
let token: string;

beforeAll(async () => {
  ({ t, telegram } = await demoStoreWithTelegram());
  f = await shopFixture(t);
  ({ token } = await connectDemoBot(t, telegram, f.storeId, 'bodegon_bot'));
}, 60_000);
afterAll(async () => {
  await t?.close();
  await telegram?.close();
});

const user = { id: 990022, first_name: 'Carla', last_name: 'Rojas', username: 'carlar', language_code: 'es' };
const signedAgo = (seconds: number) =>
  signInitData(token, { query_id: 'AAF9', user, auth_date: Math.floor(Date.now() / 1000) - seconds });
const customer = async () =>
  (
    await queryRows<{ id: number; email: string | null; phone: string | null }>(
      t.database.db,
      sql`select id, email, phone from customers
          where store_id = ${f.storeId} and channel = 'telegram' and external_id = ${String(user.id)}`,
    )
  )[0];
const mailsTo = async (recipient: string) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from outbox where channel = 'email' and recipient = ${recipient}`,
    )
  )[0]!.n;

describe('POST shop/{alias}/orders from the Mini App', () => {
  it('refuses start data older than an hour (MINI_APP_ORDER_MAX_AGE_MINUTES), and stores nothing', async () => {
    const bills = await f.count('bills');
    const res = await f.checkout({ init_data: signedAgo(2 * 3600) });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.init_data).toEqual([
      'No pudimos confirmar tu sesión de Telegram. Abre la tienda de nuevo desde el bot.',
    ]);
    expect(await f.count('bills')).toBe(bills);
    expect(await customer()).toBeUndefined();
  });

  it("records the contact on the order's mail and keeps a saved e-mail and phone the customer already had", async () => {
    const first = await f.checkout({
      init_data: signedAgo(30),
      email: 'carla@example.com',
      phone: '+58 414 111 2233',
    });
    expect(first.statusCode, first.body).toBe(201);
    // A new customer had none: the order's contact becomes theirs.
    expect(await customer()).toMatchObject({ email: 'carla@example.com', phone: '+58 414 111 2233' });
    const second = await f.checkout({
      init_data: signedAgo(60),
      email: 'otra@example.com',
      phone: '+58 424 999 0000',
    });
    expect(second.statusCode, second.body).toBe(201);
    // The order's own confirmation goes where this order said; the saved contact stays.
    expect(await mailsTo('otra@example.com')).toBe(1);
    expect(await customer()).toMatchObject({ email: 'carla@example.com', phone: '+58 414 111 2233' });
    const [bill] = await queryRows<{ channel: string; customer_id: number }>(
      t.database.db,
      sql`select channel, customer_id from bills where id = ${second.json().id}`,
    );
    expect(bill).toEqual({ channel: 'telegram', customer_id: (await customer())!.id });
    // The cashier sees both: the customer's saved contact and the one this order gave.
    const detail = (
      await t.injectAs(ROLES.CLIENT, { method: 'GET', url: `/api/bill/${second.json().id}` })
    ).json();
    expect(detail.customer).toMatchObject({ email: 'carla@example.com', phone: '+58 414 111 2233' });
    expect(detail.contact).toEqual({ email: 'otra@example.com', phone: '+58 424 999 0000' });
  });

  it("pays in cash from the Mini App, and the store's steps reach the shopper's chat", async () => {
    const saved = await t.injectAs(ROLES.CLIENT, {
      method: 'PUT',
      url: '/api/sale-settings',
      payload: { cash_on_pickup: true, cash_on_delivery: false, unpaid_order_hours: null },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const placed = await f.checkout(
      {
        init_data: signedAgo(30),
        payment: 'cash',
        cash_currency: 'USD',
        bank_id: undefined,
        reference: undefined,
      },
      null,
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().id;
    const step = (action: string) =>
      t.injectAs(ROLES.CASHIER, { method: 'POST', url: `/api/bill/${id}/${action}` });
    expect((await step('verify')).statusCode).toBe(200);
    expect((await step('collect')).statusCode).toBe(200);
    const chat = await queryRows<{ text: string }>(
      t.database.db,
      sql`select payload->>'text' as text from outbox where channel = 'telegram' and recipient = ${String(user.id)}
          order by id`,
    );
    expect(chat.map((m) => m.text).slice(-2)).toEqual([
      `¡Tu pedido #${id} fue aceptado! Lo pagas en efectivo al retirarlo o al recibirlo.`,
      `Recibimos tu pago en efectivo del pedido #${id}. ¡Gracias!`,
    ]);
  });
});
