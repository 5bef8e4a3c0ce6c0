import { ROLES } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { formatDateTime } from '#server/lib/format.ts';
import { runUnpaidOrders } from '#server/modules/sales/unpaid-orders.service.ts';
import { withShopApp } from '#server/test/shop.ts';

const ctx = withShopApp();
const HOUR = 3_600_000;

const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(ctx.t.database.db, q);
const owner = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  ctx.t.injectAs(ROLES.CLIENT, { method, url: `/api${url}`, payload });
const cashier = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  ctx.t.injectAs(ROLES.CASHIER, { method, url: `/api${url}`, payload });
const settings = (body: Partial<Record<string, unknown>>) =>
  owner('PUT', '/sale-settings', {
    cash_on_pickup: false,
    cash_on_delivery: false,
    unpaid_order_hours: null,
    ...body,
  });
/** A cash order at pick-up (no account, no reference, no proof). */
const cashOrder = (fields: Record<string, unknown> = {}) =>
  ctx.f.checkout(
    { payment: 'cash', cash_currency: 'USD', bank_id: undefined, reference: undefined, ...fields },
    null,
  );
const stockOf = async (id: number) =>
  (await rows<{ quantity: number }>(sql`select quantity from products where id = ${id}`))[0]!.quantity;

describe('sale settings', () => {
  it('are the owner’s: read by the staff, saved and audited, with Spanish 422s', async () => {
    expect((await cashier('GET', '/sale-settings')).json()).toEqual({
      cash_on_pickup: false,
      cash_on_delivery: false,
      unpaid_order_hours: null,
    });
    const saved = await settings({ cash_on_pickup: true, unpaid_order_hours: 24 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      message: 'Ajustes de ventas guardados',
      data: { cash_on_pickup: true, cash_on_delivery: false, unpaid_order_hours: 24 },
    });
    const [audit] = await rows<{ changes: object }>(
      sql`select changes from audit_log where kind = 'store.sale_settings'`,
    );
    expect(audit!.changes).toEqual({
      cash_on_pickup: { from: false, to: true },
      unpaid_order_hours: { from: null, to: 24 },
    });
    for (const hours of [0, 721, 1.5, '24']) {
      const bad = await settings({ unpaid_order_hours: hours });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.unpaid_order_hours[0]).toMatch(/hora|número/);
    }
    expect((await cashier('PUT', '/sale-settings', saved.json().data)).statusCode).toBe(403);
    expect(
      (await ctx.t.injectAs(ROLES.DELIVERY, { method: 'GET', url: '/api/sale-settings' })).statusCode,
    ).toBe(403);
    expect((await owner('GET', '/sale-settings')).json().unpaid_order_hours).toBe(24);
  });
});

describe('cash at pick-up', () => {
  it('is refused where the store takes no cash, and nothing is ordered', async () => {
    const before = await ctx.f.count('bills');
    const refused = await cashOrder();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.payment).toEqual([
      'La tienda no acepta efectivo para esta forma de entrega',
    ]);
    // Cash at pick-up does not open cash on delivery.
    await settings({ cash_on_pickup: true });
    const delivered = await cashOrder({ delivery: 'store', address: 'Calle 3, Chacao' });
    expect(delivered.statusCode).toBe(422);
    // A cash order needs its currency; a transfer still needs its account and reference.
    const noCurrency = await cashOrder({ cash_currency: undefined });
    expect(noCurrency.json().errors.cash_currency).toBeDefined();
    const noAccount = await ctx.f.checkout({ bank_id: undefined, reference: undefined });
    expect(Object.keys(noAccount.json().errors).sort()).toEqual(['bank_id', 'reference']);
    expect(await ctx.f.count('bills')).toBe(before);
  });

  it('is ordered without proof, accepted unpaid, and collected once in its own step', async () => {
    await settings({ cash_on_pickup: true });
    const placed = await cashOrder({ cash_currency: 'VES' });
    expect(placed.statusCode, placed.body).toBe(201);
    const { id, token } = placed.json();
    const [bill] = await rows<{
      payment_method: string;
      payment_currency: string;
      proof_image: string | null;
    }>(sql`select payment_method, payment_currency, proof_image from bills where id = ${id}`);
    expect(bill).toEqual({ payment_method: 'cash', payment_currency: 'VES', proof_image: null });
    const order = async () =>
      (await ctx.t.inject({ method: 'GET', url: `/api/shop/orders/${token}` })).json();
    expect(await order()).toMatchObject({ payment_method: 'cash', payment_status: 0, expires_at: null });

    const list = (await cashier('GET', '/bill')).json().data;
    expect(list.find((b: { id: number }) => b.id === id)).toMatchObject({ payment_method: 'cash' });
    // A transfer sale has nothing to collect.
    const transfer = (await ctx.f.checkout()).json().id;
    const notCash = await cashier('POST', `/bill/${transfer}/collect`);
    expect(notCash.statusCode).toBe(409);
    expect(notCash.json().message).toBe(
      `La venta #${transfer} no se paga en efectivo: no hay cobro que registrar.`,
    );
    // Not before the store accepts the order.
    expect((await cashier('POST', `/bill/${id}/collect`)).statusCode).toBe(409);

    const accepted = await cashier('POST', `/bill/${id}/verify`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({
      status: 1,
      payment_status: 0,
      allowed_actions: expect.arrayContaining(['collect']),
    });
    const mails = await rows<{ payload: { text: string } }>(
      sql`select payload from outbox where channel = 'email' and recipient = 'ana@example.com' order by id`,
    );
    expect(mails.at(-1)!.payload.text).toBe(
      `¡Tu pedido #${id} fue aceptado! Lo pagas en efectivo al retirarlo o al recibirlo.`,
    );

    const twice = await Promise.all([1, 2, 3].map(() => cashier('POST', `/bill/${id}/collect`)));
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const done = twice.find((r) => r.statusCode === 200)!.json();
    expect(done.message).toBe('Cobro en efectivo registrado');
    expect(done.data).toMatchObject({
      status: 1,
      payment_status: 1,
      allowed_actions: ['delivery', 'cancel'],
    });
    expect(done.data.history.at(-1)).toMatchObject({ from_status: 1, to_status: 1, event: 'cash_collected' });
    expect(twice.find((r) => r.statusCode === 409)!.json().message).toBe(
      `El efectivo de la venta #${id} ya fue cobrado.`,
    );
    const audits = await rows<{ changes: object }>(
      sql`select changes from audit_log where kind = 'sale.collect' and entity_id = ${id}`,
    );
    expect(audits).toEqual([
      {
        changes: {
          status: { from: 1, to: 1 },
          payment_status: { from: 0, to: 1 },
          payment_method: { to: 'cash' },
        },
      },
    ]);
    expect(await order()).toMatchObject({ payment_status: 1 });
    expect((await order()).history.map((h: { event: string | null }) => h.event)).toEqual([
      null,
      null,
      'cash_collected',
    ]);
  });

  it('counts as collected ("Cobrado") on the dashboard and in the report only once its cash is', async () => {
    await settings({ cash_on_pickup: true });
    const { id } = (await cashOrder()).json();
    const [{ sale_day: day }] = (await rows<{ sale_day: string }>(
      sql`select sale_day::text from bills where id = ${id}`,
    )) as [{ sale_day: string }];
    const figures = async () => {
      const profit = (await owner('GET', '/profit')).json();
      const weekly = await owner('GET', `/weeklysales?start_date=${day}&end_date=${day}`);
      expect(weekly.statusCode, weekly.body).toBe(200);
      const week = weekly.json();
      const report = (await owner('POST', '/bill', { initial_date: day, final_date: day })).json();
      return {
        profit: profit.profit,
        count: profit.count,
        week: week[0].total,
        revenue: report.totals.revenue,
        revenue_count: report.totals.revenue_count,
        day: report.by_day[0].revenue,
        sold: report.totals.total,
      };
    };
    const placed = await figures();
    expect((await cashier('POST', `/bill/${id}/verify`)).statusCode).toBe(200);
    // Accepted, so sold, but its 7,00 US$ are still the shopper's.
    const accepted = await figures();
    expect(accepted).toEqual(placed);
    expect((await cashier('POST', `/bill/${id}/collect`)).statusCode).toBe(200);
    expect(await figures()).toEqual({
      ...placed,
      profit: placed.profit + 7,
      count: placed.count + 1,
      week: placed.week + 7,
      revenue: placed.revenue + 7,
      revenue_count: placed.revenue_count + 1,
      day: placed.day + 7,
    });
  });
});

describe('a store with no account', () => {
  it('takes orders once it takes cash, and only in cash', async () => {
    await rows(sql`delete from banks where store_id = ${ctx.f.storeId}`);
    const readiness = async () =>
      (await owner('GET', `/store/${ctx.f.storeId}/readiness`)).json().orders_blocked_by;
    expect(await readiness()).toBe('no_account');
    await settings({ cash_on_pickup: true });
    expect(await readiness()).toBeNull();
    const placed = await cashOrder();
    expect(placed.statusCode, placed.body).toBe(201);
    const transfer = await ctx.f.checkout();
    expect(transfer.statusCode).toBe(422);
    expect(transfer.json().errors.bank_id).toBeDefined();
  });
});

describe('unpaid orders', () => {
  it('are reminded once before their time and then cancelled with the stock returned', async () => {
    await settings({ cash_on_pickup: true, unpaid_order_hours: 8 });
    const stock = await stockOf(ctx.f.arepa.id);
    const cash = (await cashOrder()).json();
    const paid = (await cashOrder()).json();
    const transfer = (await ctx.f.checkout()).json();
    // Part of its price already received at the counter: it does not expire either.
    const partial = (await cashOrder()).json();
    const part = await cashier('POST', `/bill/${partial.id}/payments`, {
      method: 'cash',
      currency: 'USD',
      amount: 1,
    });
    expect(part.statusCode, part.body).toBe(201);
    expect((await cashier('POST', `/bill/${paid.id}/verify`)).statusCode).toBe(200);
    expect((await cashier('POST', `/bill/${paid.id}/collect`)).statusCode).toBe(200);
    const page = (await ctx.t.inject({ method: 'GET', url: `/api/shop/orders/${cash.token}` })).json();
    const [placedAt] = await rows<{ created_at: Date }>(
      sql`select created_at from bills where id = ${cash.id}`,
    );
    expect(new Date(page.expires_at).getTime()).toBe(new Date(placedAt!.created_at).getTime() + 8 * HOUR);
    // The order's page tells the shopper when, on the store's clock.
    const when = formatDateTime(page.expires_at, {
      lang: 'es',
      timeZone: page.store.time_zone,
      style: 'medium',
    });
    const html = (await ctx.t.inject({ method: 'GET', url: `/tienda/pedido/${cash.token}` })).body;
    expect(html).toContain(`Si no recibimos tu pago antes del ${when}, el pedido se cancelará.`);
    const now = Date.now();

    expect(
      await runUnpaidOrders(ctx.t.database.db, new Date(now + 5 * HOUR), { timeZone: 'America/Caracas' }),
    ).toEqual({
      expired: 0,
      reminded: 0,
    });
    // A quarter of the time before (6 h of 8): one reminder, however many processes run it.
    const at6 = new Date(now + 6 * HOUR + 60_000);
    const runs = await Promise.all(
      [1, 2].map(() => runUnpaidOrders(ctx.t.database.db, at6, { timeZone: 'America/Caracas' })),
    );
    expect(runs.reduce((n, r) => n + r.reminded, 0)).toBe(1);
    const reminders = await rows<{ payload: { text: string } }>(
      sql`select payload from outbox where channel = 'email' and payload->>'text' like ${`Tu pedido #${cash.id} espera%`}`,
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.payload.text).toMatch(/si no lo recibimos antes del .+, se cancelará\.$/);

    const at8 = new Date(now + 8 * HOUR + 60_000);
    const expiring = await Promise.all(
      [1, 2].map(() => runUnpaidOrders(ctx.t.database.db, at8, { timeZone: 'America/Caracas' })),
    );
    expect(expiring.reduce((n, r) => n + r.expired, 0)).toBe(1);
    const states = await rows<{ id: number; status: number }>(
      sql`select id, status from bills where id in (${cash.id}, ${paid.id}, ${transfer.id}, ${partial.id}) order by id`,
    );
    // The cash order is cancelled; the collected one, the transfer with its proof and the one
    // partly paid stay.
    expect(states).toEqual([
      { id: cash.id, status: 6 },
      { id: paid.id, status: 1 },
      { id: transfer.id, status: 2 },
      { id: partial.id, status: 2 },
    ]);
    const after = (await ctx.t.inject({ method: 'GET', url: `/api/shop/orders/${cash.token}` })).json();
    expect(after.history.at(-1)).toMatchObject({ status: 6, event: 'expired' });
    expect(after.expires_at).toBeNull();
    const [notice] = await rows<{ payload: { text: string } }>(
      sql`select payload from outbox where channel = 'email' and payload->>'text' like ${`Tu pedido #${cash.id} se canceló%`}`,
    );
    expect(notice!.payload.text).toBe(
      `Tu pedido #${cash.id} se canceló porque no recibimos el pago a tiempo.`,
    );
    // Two arepas of each order were taken; the cancelled order's came back.
    expect(await stockOf(ctx.f.arepa.id)).toBe(stock - 6);
  });
});
