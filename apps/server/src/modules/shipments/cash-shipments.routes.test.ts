import type { Shipment, ShipmentReport, ShipmentRow, ShipmentTotals } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testImage } from '#server/test/multipart.ts';
import { callers } from '#server/test/requests.ts';
import { withShipments } from '#server/test/shipments.ts';

const { s, world, one, verify, pickup, deliver, list } = withShipments();
const { owner, admin, cashier, company } = callers(() => s.t);

/** A cash order of the demo store carried by the demo company, accepted by the store. */
async function cashShipment(currency: 'USD' | 'VES') {
  const id = await world.fx.place({
    shipping: { mode: 'route', companyId: world.companyId, address: 'Calle 5, Chacao', feeCents: 300 },
    payment: { currency, dollarRate: currency === 'VES' ? 40 : undefined, method: 'cash' },
  });
  const accepted = await cashier('POST', `/api/bill/${id}/verify`);
  expect(accepted.statusCode, accepted.body).toBe(200);
  expect(accepted.json().data).toMatchObject({ status: 1, payment_status: 0 });
  return id;
}

describe('cash on delivery by a company', () => {
  it('says what to collect, lets the company collect it once, and counts it in its settlement', async () => {
    const usd = await cashShipment('USD');
    const ves = await cashShipment('VES');
    // Arepas 2 × 3.50 + malta 1.25 + shipping 3.00 = 11.25 USD, or Bs. 450.00 at 40.
    const rows = (await list()).data;
    const row = (id: number) => rows.find((r: ShipmentRow) => r.id === id)!;
    expect(row(usd).cash).toEqual({ amount: 11.25, currency: 'USD', collected: false });
    expect(row(ves).cash).toEqual({ amount: 450, currency: 'VES', collected: false });

    // The company carries it: the store's staff do not collect it.
    const byStore = await cashier('POST', `/api/bill/${usd}/collect`);
    expect(byStore.statusCode).toBe(409);
    expect(byStore.json().message).toContain(`#${usd}`);
    for (const id of [usd, ves]) {
      await verify(id);
      await pickup(id);
    }
    const shipped = (await company('GET', `/api/deliver/delivery/${usd}`)).json<Shipment>();
    expect(shipped.allowed_actions).toEqual(['deliver', 'collect']);
    const collected = await company('POST', `/api/deliver/delivery/${usd}/collect`);
    expect(collected.statusCode, collected.body).toBe(200);
    expect(collected.json()).toMatchObject({
      message: 'Cobro en efectivo registrado',
      data: { cash: { collected: true }, allowed_actions: ['deliver'] },
    });
    expect((await company('POST', `/api/deliver/delivery/${usd}/collect`)).statusCode).toBe(409);
    const sale = (await owner('GET', `/api/bill/${usd}`)).json();
    expect(sale).toMatchObject({ payment_status: 1, payment_method: 'cash' });
    expect(sale.history.at(-1)).toMatchObject({
      event: 'cash_collected',
      actor: expect.stringContaining(''),
    });
    expect(
      (
        await one<{ n: number }>(
          sql`select count(*)::int as n from bill_history where bill_id = ${usd} and actor_company_id = ${world.companyId} and event = 'cash_collected'`,
        )
      ).n,
    ).toBe(1);

    // Delivered first, collected after: also fine.
    expect((await deliver(ves, 'ok', await testImage())).statusCode).toBe(200);
    expect((await company('GET', `/api/deliver/delivery/${ves}`)).json<Shipment>().allowed_actions).toEqual([
      'collect',
      'pay',
    ]);
    expect((await company('POST', `/api/deliver/delivery/${ves}/collect`)).statusCode).toBe(200);

    const today = (await one<{ d: string }>(sql`select sale_day::text as d from bills where id = ${usd}`)).d;
    const report = (
      await company('POST', '/api/deliver/report', { initial_date: today, final_date: today })
    ).json<ShipmentReport>();
    const cash = await one<{ usd: number; ves: number }>(sql`
      select coalesce(sum(total_cents), 0)::int as usd,
             coalesce(sum(ves_cents) filter (where payment_currency = 'VES'), 0)::int as ves
      from bills where shipping_company_id = ${world.companyId} and payment_method = 'cash'
        and payment_status = 1 and sale_day = ${today}`);
    expect(cash).toEqual({ usd: 2250, ves: 45000 });
    expect(report.totals).toMatchObject({ cash_collected: 22.5, cash_collected_ves: 450 });
    expect(report.by_courier[0]).toMatchObject({ cash_collected: 22.5 });
    expect(report.by_day.find((d) => d.day === today)).toMatchObject({ cash_collected: 22.5 });
    const totals = (
      await admin('GET', `/api/admin/deliver/${world.companyId}/shipments`)
    ).json<ShipmentTotals>();
    expect(totals).toMatchObject({ cash_collected: 22.5, cash_collected_ves: 450 });
  });

  it('offers no collection for a transfer shipment', async () => {
    const id = await world.fx.place({
      shipping: { mode: 'route', companyId: world.companyId, address: 'Calle 6', feeCents: 300 },
    });
    await cashier('POST', `/api/bill/${id}/verify`);
    await verify(id);
    await pickup(id);
    const got = (await company('GET', `/api/deliver/delivery/${id}`)).json<Shipment>();
    expect(got).toMatchObject({ cash: null, allowed_actions: ['deliver'] });
    const refused = await company('POST', `/api/deliver/delivery/${id}/collect`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `La venta #${id} no se paga en efectivo: no hay cobro que registrar.`,
    );
  });
});
