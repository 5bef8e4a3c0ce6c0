import { ROLES, PURCHASE_STATUS as S } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { withTwoOwners } from '#server/test/requests.ts';
import { saleCalls, salesFixture } from '#server/test/sales.ts';

const s = withTwoOwners();
let fx: Awaited<ReturnType<typeof salesFixture>>;

beforeAll(async () => {
  fx = await salesFixture(s.t, s.storeId);
});

const { act, get } = saleCalls(() => s.t);

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
