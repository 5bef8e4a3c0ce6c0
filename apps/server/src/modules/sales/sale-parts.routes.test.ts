import { ROLES } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { multipart, testImage } from '#server/test/multipart.ts';
import { ALIAS, withShopApp } from '#server/test/shop.ts';

// A sale paid in parts (issue 32 §2): the staff record what they received, part by part.
const ctx = withShopApp();
const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(ctx.t.database.db, q);
const cashier = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.t.injectAs(ROLES.CASHIER, { method, url: `/api${url}`, payload });
const part = (id: number, payload: object) => cashier('POST', `/bill/${id}/payments`, payload);

/** A shopper's order of 2 arepas (7.00 USD) by transfer, waiting for review. */
async function order(): Promise<number> {
  const res = await ctx.f.checkout();
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

describe('a sale paid in parts', () => {
  it('is paid once dollars in cash and a bolívar transfer cover it, verified and settled in its history', async () => {
    const id = await order();
    const first = await part(id, { method: 'cash', currency: 'USD', amount: 3 });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().message).toBe('Pago registrado');
    expect(first.json().data).toMatchObject({ status: 2, payment_status: 0, payments: { paid: 3, due: 4 } });
    // More than what is due is refused; an account of the other currency too.
    const over = await part(id, { method: 'cash', currency: 'USD', amount: 4.5 });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.amount[0]).toMatch(/^El pago supera lo que falta por pagar \(4,00\sUS\$\)$/);
    const wrong = await part(id, {
      method: 'transfer',
      currency: 'VES',
      amount: 10,
      bank_id: ctx.f.usd.id,
      reference: '1',
    });
    expect(wrong.json().errors.bank_id).toEqual(['La cuenta no es de la moneda del pago']);
    const missing = await part(id, { method: 'transfer', currency: 'VES', amount: 10 });
    expect(Object.keys(missing.json().errors).sort()).toEqual(['bank_id', 'reference']);

    // The rest in bolívares at the store's rate (the sale in dollars has none of its own).
    const rate = (await ctx.t.inject({ method: 'GET', url: `/api/shop/${ALIAS}/accounts` })).json()
      .dollar_rate;
    const bs = Math.round(4 * Number(rate) * 100) / 100;
    const form = multipart([
      { name: 'method', value: 'transfer' },
      { name: 'currency', value: 'VES' },
      { name: 'amount', value: String(bs) },
      { name: 'bank_id', value: String(ctx.f.ves.id) },
      { name: 'reference', value: '00123456' },
      { name: 'proof', value: await testImage('png'), filename: 'pm.png', type: 'image/png' },
    ]);
    const last = await ctx.t.injectAs(ROLES.CASHIER, {
      method: 'POST',
      url: `/api/bill/${id}/payments`,
      ...form,
    });
    expect(last.statusCode, last.body).toBe(201);
    const sale = last.json().data;
    expect(sale).toMatchObject({ status: 1, payment_status: 1, payments: { paid: 7, due: 0 } });
    expect(sale.payments.parts).toHaveLength(2);
    expect(sale.payments.parts[1]).toMatchObject({
      method: 'transfer',
      currency: 'VES',
      amount: bs,
      usd_amount: 4,
      reference: '00123456',
      recorded_by: expect.any(String),
    });
    expect(sale.payments.parts[1].proof_image).toMatch(/^\/api\/files\/private\//);
    expect(sale.history.at(-1)).toMatchObject({ from_status: 2, to_status: 1, event: 'paid_in_parts' });
    // Paid: no more parts, none taken back.
    expect((await part(id, { method: 'cash', currency: 'USD', amount: 1 })).statusCode).toBe(409);
    const back = await cashier('DELETE', `/bill/${id}/payments/${sale.payments.parts[0].id}`);
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(`La venta #${id} ya está pagada.`);
    const audit = await rows<{ kind: string }>(
      sql`select kind from audit_log where entity = 'bill' and entity_id = ${id} order by id`,
    );
    expect(audit.map((a) => a.kind)).toEqual(['sale.payment', 'sale.payment', 'sale.verify']);
  });

  it('settles an accepted cash order whose parts cover it, and takes back a part while unpaid', async () => {
    const saved = await ctx.t.injectAs(ROLES.CLIENT, {
      method: 'PUT',
      url: '/api/sale-settings',
      payload: { cash_on_pickup: true, cash_on_delivery: false, unpaid_order_hours: null },
    });
    expect(saved.statusCode).toBe(200);
    const placed = await ctx.f.checkout(
      { payment: 'cash', cash_currency: 'USD', bank_id: undefined, reference: undefined },
      null,
    );
    const id = placed.json().id;
    expect((await cashier('POST', `/bill/${id}/verify`)).json().data.payment_status).toBe(0);
    const mistake = (await part(id, { method: 'cash', currency: 'USD', amount: 5 })).json().data;
    const removed = await cashier('DELETE', `/bill/${id}/payments/${mistake.payments.parts[0].id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({
      message: 'Pago eliminado',
      data: { payments: { parts: [], paid: 0, due: 7 } },
    });
    expect((await cashier('DELETE', `/bill/${id}/payments/999999`)).statusCode).toBe(404);
    const a = await part(id, { method: 'cash', currency: 'USD', amount: 2 });
    const b = await part(id, { method: 'cash', currency: 'USD', amount: 5 });
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json().data).toMatchObject({ status: 1, payment_status: 1 });
    expect(b.json().data.history.at(-1)).toMatchObject({
      from_status: 1,
      to_status: 1,
      event: 'paid_in_parts',
    });
    const mails = await rows<{ text: string }>(
      sql`select payload->>'text' as text from outbox where channel = 'email' and recipient = 'ana@example.com' order by id`,
    );
    expect(mails.at(-1)!.text).toBe(`Recibimos el pago completo de tu pedido #${id}. ¡Gracias!`);
  });

  it('counts every part once when two cashiers record the last ones at the same time', async () => {
    const id = await order();
    const answers = await Promise.all(
      [1, 2, 3].map(() => part(id, { method: 'cash', currency: 'USD', amount: 3.5 })),
    );
    // 7.00 due: two parts of 3.50 fit, the third finds it paid.
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 409]);
    const [sum] = await rows<{ cents: number }>(
      sql`select sum(usd_cents)::int as cents from sale_payments where bill_id = ${id}`,
    );
    expect(sum!.cents).toBe(700);
  });

  it('is refused for a cancelled sale, another store’s sale and a delivery company', async () => {
    const id = await order();
    expect((await cashier('POST', `/bill/${id}/cancel`, { note: 'El cliente desistió' })).statusCode).toBe(
      200,
    );
    const closed = await part(id, { method: 'cash', currency: 'USD', amount: 1 });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(`La venta #${id} está cancelada o rechazada: no admite pagos.`);
    expect((await part(999999, { method: 'cash', currency: 'USD', amount: 1 })).statusCode).toBe(404);
    const company = await ctx.t.injectAs(ROLES.DELIVERY, {
      method: 'POST',
      url: `/api/bill/${id}/payments`,
      payload: { method: 'cash', currency: 'USD', amount: 1 },
    });
    expect(company.statusCode).toBe(403);
    expect((await part(id, { method: 'cash', currency: 'USD', amount: '1' })).statusCode).toBe(422);
  });
});
