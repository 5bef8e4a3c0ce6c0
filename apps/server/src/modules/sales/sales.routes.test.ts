import { type Bill, type BillRow, type Page, ROLES, PURCHASE_STATUS as S } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { withTwoOwners } from '#server/test/requests.ts';
import { salesFixture } from '#server/test/sales.ts';
import { statementsOf } from '#server/test/statements.ts';

const s = withTwoOwners();
let fx: Awaited<ReturnType<typeof salesFixture>>;

beforeAll(async () => {
  fx = await salesFixture(s.t, s.storeId);
});

const act = (role: 2 | 3, id: number, action: string, payload?: object) =>
  s.t.injectAs(role, { method: 'POST', url: `/api/bill/${id}/${action}`, payload });
const get = async (id: number) =>
  (await s.t.injectAs(ROLES.CASHIER, { method: 'GET', url: `/api/bill/${id}` })).json<Bill>();

describe('a sale', () => {
  it('holds its items at the price of the sale, totals in USD and VES, and starts not verified and not paid', async () => {
    const id = await fx.place();
    const bill = await get(id);
    expect(bill).toMatchObject({
      channel: 'telegram',
      status: S.NOT_VERIFIED,
      payment_status: 0,
      subtotal: 8.25,
      shipping: 1.5,
      total: 9.75,
      payment_currency: 'VES',
      dollar_rate: 36.5,
      ves_amount: 355.88,
      customer: { name: 'María', username: 'mariag' },
      shipping_info: { mode: 'route', address: 'Calle 1, Chacao' },
      allowed_actions: ['verify', 'reject', 'cancel'],
    });
    expect(bill.items.map((i) => [i.name, i.quantity, i.unit_price, i.line_total])).toEqual([
      ['Arepa reina pepiada', 2, 3.5, 7],
      ['Malta', 1, 1.25, 1.25],
    ]);
    expect(bill.history).toHaveLength(1);
  });

  it('takes the stock and refuses a sale beyond it', async () => {
    const before = (
      await s.t.injectAs(ROLES.CLIENT, { method: 'GET', url: `/api/products/${fx.malta.id}` })
    ).json();
    await fx.place({ items: [{ productId: fx.malta.id, quantity: 3 }] });
    const after = (
      await s.t.injectAs(ROLES.CLIENT, { method: 'GET', url: `/api/products/${fx.malta.id}` })
    ).json();
    expect(after.quantity).toBe(before.quantity - 3);
    await expect(fx.place({ items: [{ productId: fx.malta.id, quantity: 100_000 }] })).rejects.toMatchObject({
      statusCode: 409,
    });
  });
});

describe('what a sale refuses', () => {
  const stock = async () =>
    (await s.t.injectAs(ROLES.CLIENT, { method: 'GET', url: `/api/products/${fx.arepa.id}` })).json()
      .quantity as number;
  const sales = async () =>
    (await queryRows<{ n: number }>(s.t.database.db, sql`select count(*)::int as n from bills`))[0]!.n;

  it('refuses a VES payment without a dollar rate instead of pricing it at 1, and records nothing', async () => {
    const [before, count] = [await stock(), await sales()];
    for (const dollarRate of [undefined, 0, -3]) {
      await expect(
        fx.place({ payment: { currency: 'VES', method: 'pago_movil', dollarRate } }),
      ).rejects.toMatchObject({
        statusCode: 422,
        errors: { dollar_rate: ['Indique la tasa del dólar para un pago en bolívares'] },
      });
    }
    expect([await stock(), await sales()]).toEqual([before, count]);
  });

  it('prices the extras chosen and refuses an unknown or inactive one instead of dropping it', async () => {
    const extra = async (name: string, price: number) =>
      (
        await s.t.injectAs(ROLES.CLIENT, {
          method: 'POST',
          url: `/api/catalogues/${fx.catalogue.id}/extras`,
          payload: { name, price },
        })
      ).json<{ id: number }>();
    const cheese = await extra('Queso extra', 0.5);
    const off = await extra('Aguacate', 1);
    await s.t.injectAs(ROLES.CLIENT, {
      method: 'PATCH',
      url: `/api/extras/${off.id}`,
      payload: { active: false },
    });
    const id = await fx.place({ items: [{ productId: fx.arepa.id, quantity: 2, extraIds: [cheese.id] }] });
    const [line] = (await get(id)).items;
    expect(line).toMatchObject({
      unit_price: 3.5,
      line_total: 8,
      extras: [{ name: 'Queso extra', price: 0.5 }],
    });
    const [before, count] = [await stock(), await sales()];
    for (const unknown of [999_999, off.id]) {
      await expect(
        fx.place({ items: [{ productId: fx.arepa.id, quantity: 1, extraIds: [cheese.id, unknown] }] }),
      ).rejects.toMatchObject({
        statusCode: 422,
        errors: { extras: [`El extra ${unknown} no existe o no está disponible`] },
      });
    }
    expect([await stock(), await sales()]).toEqual([before, count]);
  });
});

describe('stock under simultaneous sales', () => {
  it('sells the last units once: 10 sales of 1 at once on 4 in stock give 4 sales and 6 refusals', async () => {
    const created = await s.t.injectAs(ROLES.CLIENT, {
      method: 'POST',
      url: `/api/catalogues/${fx.catalogue.id}/products`,
      payload: { name: 'Últimas cuatro', price: 2, quantity: 4 },
    });
    const productId = created.json<{ id: number }>().id;
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => fx.place({ items: [{ productId, quantity: 1 }] })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(4);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({ statusCode: 409 });
    }
    const left = await s.t.injectAs(ROLES.CLIENT, { method: 'GET', url: `/api/products/${productId}` });
    expect(left.json().quantity).toBe(0);
  });
});

describe('the lifecycle through the API', () => {
  it('verifies (paid), ships and delivers, writing who did what in the history', async () => {
    const id = await fx.place();
    const verified = await act(ROLES.CASHIER, id, 'verify');
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toBe('Pago confirmado exitosamente');
    expect(verified.json().data).toMatchObject({ status: S.VERIFIED, payment_status: 1 });
    expect((await act(ROLES.CLIENT, id, 'shipping')).json().message).toBe('Envio confirmado exitosamente');
    expect((await act(ROLES.CLIENT, id, 'delivery')).json().message).toBe('Entrega confirmada exitosamente');
    const bill = await get(id);
    expect(bill.status).toBe(S.DELIVERED);
    expect(bill.allowed_actions).toEqual([]);
    expect(bill.history.map((h) => [h.from_status, h.to_status, h.actor])).toEqual([
      [null, S.NOT_VERIFIED, null],
      [S.NOT_VERIFIED, S.VERIFIED, 'Carla Cajera'],
      [S.VERIFIED, S.SHIPPED, 'Tomás Tendero'],
      [S.SHIPPED, S.DELIVERED, 'Tomás Tendero'],
    ]);
  });

  it('answers 409 to a change the lifecycle forbids and changes nothing', async () => {
    const id = await fx.place();
    const early = await act(ROLES.CASHIER, id, 'shipping');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('sin verificar');
    await act(ROLES.CASHIER, id, 'verify');
    const twice = await act(ROLES.CASHIER, id, 'verify');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`La venta #${id} ya está verificada: no se puede verificar el pago.`);
    expect((await act(ROLES.CASHIER, id, 'delivery')).statusCode).toBe(409); // must be shipped first
    expect((await act(ROLES.CASHIER, id, 'reject')).statusCode).toBe(409);
    await act(ROLES.CASHIER, id, 'shipping');
    expect((await act(ROLES.CASHIER, id, 'cancel', { note: 'tarde' })).statusCode).toBe(409);
    expect((await get(id)).history).toHaveLength(3);
  });

  it('delivers a verified pick-up order without shipping', async () => {
    const id = await fx.place({ shipping: { mode: 'pickup', feeCents: 0 } });
    await act(ROLES.CASHIER, id, 'verify');
    expect((await get(id)).allowed_actions).toEqual(['delivery', 'cancel']);
    expect((await act(ROLES.CASHIER, id, 'shipping')).statusCode).toBe(409);
    expect((await act(ROLES.CASHIER, id, 'delivery')).statusCode).toBe(200);
  });

  it('rejects a payment, and cancels only with a note that the history keeps', async () => {
    const rejected = await fx.place();
    const res = await act(ROLES.CASHIER, rejected, 'reject');
    expect(res.json()).toMatchObject({ message: 'Pago denegado exitosamente', data: { status: S.REJECTED } });

    const id = await fx.place();
    const noNote = await act(ROLES.CLIENT, id, 'cancel', { note: '  ' });
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().errors.note).toEqual(['El campo nota es obligatorio']);
    const cancelled = await act(ROLES.CLIENT, id, 'cancel', { note: 'El cliente ya no lo quiere' });
    expect(cancelled.json().message).toBe('Venta cancelada exitosamente');
    const bill = await get(id);
    expect(bill).toMatchObject({ status: S.CANCELLED, cancellation_note: 'El cliente ya no lo quiere' });
    expect(bill.history.at(-1)).toMatchObject({ to_status: S.CANCELLED, note: 'El cliente ya no lo quiere' });
  });

  it('gives the stock back when a sale is cancelled or rejected', async () => {
    const stock = async () =>
      (await s.t.injectAs(ROLES.CLIENT, { method: 'GET', url: `/api/products/${fx.arepa.id}` })).json()
        .quantity as number;
    const start = await stock();
    const id = await fx.place({ items: [{ productId: fx.arepa.id, quantity: 4 }] });
    expect(await stock()).toBe(start - 4);
    await act(ROLES.CLIENT, id, 'cancel', { note: 'sin pago' });
    expect(await stock()).toBe(start);
  });

  it('accepts the GET form of the actions that §7 lists', async () => {
    const id = await fx.place();
    const res = await s.t.injectAs(ROLES.CASHIER, { method: 'GET', url: `/api/bill/${id}/verify` });
    expect(res.statusCode).toBe(200);
  });

  it('lets exactly one of many simultaneous verifies succeed, with one history row', async () => {
    const id = await fx.place();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => act(i % 2 ? ROLES.CASHIER : ROLES.CLIENT, id, 'verify')),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
    const rows = await queryRows<{ n: number }>(
      s.t.database.db,
      sql`select count(*)::int as n from bill_history where bill_id = ${id} and to_status = ${S.VERIFIED}`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('queues a notice to the shopper on their channel with each change', async () => {
    const id = await fx.place();
    await act(ROLES.CASHIER, id, 'verify');
    const telegram = await queryRows<{ recipient: string; payload: { text: string } }>(
      s.t.database.db,
      sql`select recipient, payload from outbox where channel = 'telegram' order by id desc limit 1`,
    );
    expect(telegram[0]).toMatchObject({
      recipient: '555001',
      payload: { text: expect.stringContaining(`#${id}`) },
    });
    const webSale = await fx.place({ channel: 'web', customerId: fx.web.id });
    await act(ROLES.CASHIER, webSale, 'reject');
    const mail = await queryRows<{ recipient: string }>(
      s.t.database.db,
      sql`select recipient from outbox where channel = 'email' order by id desc limit 1`,
    );
    expect(mail[0]!.recipient).toBe('jose@example.com');
  });

  it('warns when the payment reference was already used on another sale of the store', async () => {
    const first = await fx.place({ payment: { currency: 'USD', reference: 'ZELLE-777' } });
    const second = await fx.place({ payment: { currency: 'USD', reference: 'zelle-777' } });
    expect((await get(second)).warnings.same_reference).toEqual([first]);
    expect((await get(first)).warnings.same_reference).toEqual([second]);
  });
});

describe('the sales list', () => {
  it('pages newest first without repeats and counts from the rollups', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    let total = 0;
    do {
      const url: string = `/api/bill?per_page=7${cursor ? `&cursor=${cursor}` : ''}`;
      const body = (await s.t.injectAs(ROLES.CASHIER, { method: 'GET', url })).json<Page<BillRow>>();
      seen.push(...body.data.map((b) => b.id));
      total = body.meta.total;
      cursor = body.meta.next_cursor;
    } while (cursor);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(new Set(seen).size).toBe(seen.length);
    const [count] = await queryRows<{ n: number }>(
      s.t.database.db,
      sql`select count(*)::int as n from bills where store_id = ${s.storeId}`,
    );
    expect(seen.length).toBe(count!.n);
    expect(total).toBe(count!.n);
  });

  it("shows each sale's own number of items", async () => {
    const two = await fx.place();
    const one = await fx.place({ items: [{ productId: fx.malta.id, quantity: 3 }] });
    const list = await s.t.injectAs(ROLES.CASHIER, { method: 'GET', url: '/api/bill?per_page=100' });
    const body = list.json<Page<BillRow>>();
    const counted = await queryRows<{ id: number; n: number }>(
      s.t.database.db,
      sql`select b.id, count(i.id)::int as n from bills b left join bill_items i on i.bill_id = b.id
          where b.store_id = ${s.storeId} group by b.id`,
    );
    const itemsOf = new Map(counted.map((r) => [r.id, r.n]));
    expect(body.data.find((b) => b.id === two)?.items_count).toBe(2);
    expect(body.data.find((b) => b.id === one)?.items_count).toBe(1);
    for (const b of body.data) expect(b.items_count).toBe(itemsOf.get(b.id));
  });

  it('filters by status and channel, and searches by customer or number', async () => {
    const webSale = await fx.place({ channel: 'web', customerId: fx.web.id });
    const web = (
      await s.t.injectAs(ROLES.CLIENT, { method: 'GET', url: '/api/bill?channel=web&per_page=100' })
    ).json<Page<BillRow>>();
    expect(web.data.every((b) => b.channel === 'web')).toBe(true);
    expect(web.data.map((b) => b.id)).toContain(webSale);
    const rejected = (
      await s.t.injectAs(ROLES.CLIENT, { method: 'GET', url: `/api/bill?status=${S.REJECTED}` })
    ).json<Page<BillRow>>();
    expect(rejected.data.length).toBeGreaterThan(0);
    expect(rejected.data.every((b) => b.status === S.REJECTED)).toBe(true);
    // A search by the customer finds exactly that customer's sales (the customer filter's list).
    const ids = async (query: string) =>
      (await s.t.injectAs(ROLES.CLIENT, { method: 'GET', url: `/api/bill?per_page=100&${query}` })).json<
        Page<BillRow>
      >();
    const mine = await ids(`customer_id=${fx.web.id}`);
    expect(mine.data.length).toBeGreaterThan(0);
    for (const q of ['rodríguez', 'José Rodríguez', 'JOSE@EXAMPLE']) {
      const found = await ids(`q=${encodeURIComponent(q)}`);
      expect(
        found.data.map((b) => b.id),
        q,
      ).toEqual(mine.data.map((b) => b.id));
      expect(found.meta.total, q).toBe(mine.data.length);
    }
    expect((await ids('q=nadie-con-este-nombre')).data).toEqual([]);
    const byNumber = (
      await s.t.injectAs(ROLES.CLIENT, { method: 'GET', url: `/api/bill?q=%23${webSale}` })
    ).json<Page<BillRow>>();
    expect(byNumber.data.map((b) => b.id)).toEqual([webSale]);
  });

  it('counts the matching sales for the first page only; later pages carry that count', async () => {
    for (let i = 0; i < 4; i++) await fx.place({ channel: 'web', customerId: fx.web.id });
    const counts = (statements: string[]) =>
      statements.filter((q) => /"sales_daily"|"matching"/.test(q)).length;
    let first: Page<BillRow> | undefined;
    const firstStatements = await statementsOf(s.t.database.db, async () => {
      first = (await s.t.injectAs(ROLES.CLIENT, { method: 'GET', url: '/api/bill?per_page=3' })).json();
    });
    expect(counts(firstStatements)).toBe(1);
    expect(first!.meta.total_is_estimate).toBeUndefined();
    let second: Page<BillRow> | undefined;
    const url = `/api/bill?per_page=3&cursor=${first!.meta.next_cursor}`;
    const secondStatements = await statementsOf(s.t.database.db, async () => {
      second = (await s.t.injectAs(ROLES.CLIENT, { method: 'GET', url })).json();
    });
    expect(counts(secondStatements), secondStatements.join('\n')).toBe(0);
    // The session, the page and the customers' names.
    expect(secondStatements).toHaveLength(3);
    expect(second!.meta).toMatchObject({ total: first!.meta.total, total_is_estimate: true });
    // A search counts from the sales themselves, again for its first page only.
    const search = await statementsOf(s.t.database.db, () =>
      s.t.injectAs(ROLES.CLIENT, { method: 'GET', url: '/api/bill?per_page=1&q=rodr%C3%ADguez' }),
    );
    expect(counts(search)).toBe(1);
  });

  it("lists one customer's purchases", async () => {
    const mine = (
      await s.t.injectAs(ROLES.CLIENT, {
        method: 'GET',
        url: `/api/bill?customer_id=${fx.web.id}&per_page=100`,
      })
    ).json<Page<BillRow>>();
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.every((b) => b.customer_id === fx.web.id)).toBe(true);
    expect(mine.meta.total).toBe(mine.data.length);
  });

  it('puts the sales waiting for verification first in the cashier view', async () => {
    const pending = (
      await s.t.injectAs(ROLES.CASHIER, { method: 'GET', url: '/api/bill?sort=pending&per_page=100' })
    ).json<Page<BillRow>>();
    const firstOther = pending.data.findIndex((b) => b.status !== S.NOT_VERIFIED);
    expect(firstOther).toBeGreaterThan(0);
    expect(pending.data.slice(firstOther).every((b) => b.status !== S.NOT_VERIFIED)).toBe(true);
  });
});

describe('access', () => {
  it("answers 404 to another store's owner and 403 to other roles", async () => {
    const id = await fx.place();
    const asOther = (method: 'GET' | 'POST', url: string, payload?: object) =>
      s.t.inject({ method, url, payload, headers: { authorization: `Bearer ${s.other.access_token}` } });
    expect((await asOther('GET', `/api/bill/${id}`)).statusCode).toBe(404);
    for (const action of ['verify', 'reject', 'shipping', 'delivery']) {
      expect((await asOther('POST', `/api/bill/${id}/${action}`)).statusCode).toBe(404);
    }
    expect((await asOther('POST', `/api/bill/${id}/cancel`, { note: 'x' })).statusCode).toBe(404);
    expect((await asOther('GET', '/api/bill')).json().data).toEqual([]);
    for (const role of [ROLES.ADMIN, ROLES.DELIVERY, ROLES.TICKETMASTER]) {
      expect((await s.t.injectAs(role, { method: 'GET', url: `/api/bill/${id}` })).statusCode).toBe(403);
      expect((await s.t.injectAs(role, { method: 'POST', url: `/api/bill/${id}/verify` })).statusCode).toBe(
        403,
      );
    }
    // The cashier works the list and the sales, not the reports or the dashboard.
    const range = 'start_date=2026-01-01&end_date=2026-12-31';
    for (const url of [
      `/api/mostselled?${range}`,
      `/api/profit?${range}`,
      `/api/bill/export?initial_date=2026-01-01&final_date=2026-12-31`,
    ]) {
      expect((await s.t.injectAs(ROLES.CASHIER, { method: 'GET', url })).statusCode).toBe(403);
    }
    const report = await s.t.injectAs(ROLES.CASHIER, {
      method: 'POST',
      url: '/api/bill',
      payload: { initial_date: '2026-01-01', final_date: '2026-12-31' },
    });
    expect(report.statusCode).toBe(403);
    expect((await get(id)).status).toBe(S.NOT_VERIFIED);
  });
});
