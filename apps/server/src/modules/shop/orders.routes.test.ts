import { ROLES } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { withShopApp } from '#server/test/shop.ts';

const ctx = withShopApp();

const act = (id: number, action: string) =>
  ctx.t.injectAs(ROLES.CLIENT, { method: 'POST', url: `/api/bill/${id}/${action}` });
const order = (token: string) => ctx.t.inject({ method: 'GET', url: `/api/shop/orders/${token}` });
const received = (token: string) =>
  ctx.t.inject({ method: 'POST', url: `/api/shop/orders/${token}/received` });

describe('the shopper’s order by its private token', () => {
  it('shows the order to its token only, and takes "Lo recibí" only once delivered', async () => {
    const placed = (
      await ctx.f.checkout({
        lines: [{ product_id: ctx.f.arepa.id, quantity: 1, extra_ids: [ctx.f.cheese.id] }],
      })
    ).json();
    const page = await order(placed.token);
    expect(page.statusCode, page.body).toBe(200);
    const o = page.json();
    expect(o.id).toBe(placed.id);
    expect(o.total).toBe(4.25);
    expect(o.items[0].extras).toEqual([{ name: 'Queso extra', price: 0.75 }]);
    expect(o.payment.bank_name).toBe('Zelle');
    expect(o.history.map((h: { status: number }) => h.status)).toEqual([2]);
    expect(o.can_confirm_receipt).toBe(false);
    expect((await order(`${placed.token.slice(0, -2)}xx`)).statusCode).toBe(404);

    const early = await received(placed.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/aún no ha sido entregado/);

    expect((await act(placed.id, 'verify')).statusCode).toBe(200);
    expect((await act(placed.id, 'delivery')).statusCode).toBe(200); // a pick-up order is delivered from verified
    expect((await order(placed.token)).json().can_confirm_receipt).toBe(true);
    const done = await received(placed.token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().status).toBe(5);
    expect(done.json().history.map((h: { status: number }) => h.status)).toEqual([2, 1, 4, 5]);
    const [last] = await queryRows<{ actor_user_id: number | null }>(
      ctx.t.database.db,
      sql`select actor_user_id from bill_history where bill_id = ${placed.id} order by id desc limit 1`,
    );
    expect(last!.actor_user_id).toBeNull();
    expect((await received(placed.token)).statusCode).toBe(409);
  });

  it('pushes each status change to the device that follows the order', async () => {
    const placed = (await ctx.f.checkout()).json();
    const sub = await ctx.t.inject({
      method: 'POST',
      url: `/api/shop/orders/${placed.token}/push`,
      payload: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
        keys: { p256dh: 'BAbc', auth: 'xyz' },
      },
    });
    expect(sub.statusCode, sub.body).toBe(200);
    const [device] = await queryRows<{ id: number; bill_id: number; user_id: number | null }>(
      ctx.t.database.db,
      sql`select id, bill_id, user_id from push_subscriptions where endpoint = 'https://fcm.googleapis.com/fcm/send/device-1'`,
    );
    expect(device).toMatchObject({ bill_id: placed.id, user_id: null });
    await act(placed.id, 'verify');
    const pushes = await queryRows<{ payload: { body: string; order_id: number } }>(
      ctx.t.database.db,
      sql`select payload from outbox where channel = 'push' and recipient = ${String(device!.id)}`,
    );
    expect(pushes.map((p) => p.payload.body)).toEqual([
      `¡Tu pago del pedido #${placed.id} fue verificado! Estamos preparando tu pedido.`,
    ]);
    expect(
      (
        await ctx.t.inject({
          method: 'POST',
          url: '/api/shop/orders/AAAAAAAAAAAAAAAAAAAAAAAA/push',
          payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/d2', keys: { p256dh: 'B', auth: 'x' } },
        })
      ).statusCode,
    ).toBe(404);
  });
});
