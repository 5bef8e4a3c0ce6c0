import type { ShipmentReport, ShipmentTotals } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testImage } from '#server/test/multipart.ts';
import { callers } from '#server/test/requests.ts';
import { type ShipmentsWorld, withShipments } from '#server/test/shipments.ts';

const { s, world, one, shipment, verify, pickup, deliver } = withShipments();
const { admin, company } = callers(() => s.t);
let companyId: number;
let couriers: ShipmentsWorld['couriers'];

beforeAll(() => {
  ({ companyId, couriers } = world);
});

describe('the company’s report and CSV', () => {
  it('adds up shipments, charges earned, settled and unsettled per store, courier and day', async () => {
    const [a, b] = [await shipment({ chargeCents: 500 }), await shipment({ chargeCents: 700 })];
    for (const id of [a, b]) {
      await verify(id);
      await pickup(id);
      expect((await deliver(id, 'ok', await testImage())).statusCode).toBe(200);
    }
    await company('PATCH', `/api/delivery/pay/${a}`);
    const today = (await one<{ d: string }>(sql`select sale_day::text as d from bills where id = ${a}`)).d;
    const res = await company('POST', '/api/deliver/report', { initial_date: today, final_date: today });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<ShipmentReport>();
    const delivered = await one<{ n: number; earned: number; settled: number }>(sql`
      select count(*)::int as n, sum(coalesce(delivery_charge_cents, shipping_cents))::int as earned,
             coalesce(sum(coalesce(delivery_charge_cents, shipping_cents)) filter (where delivery_settled_at is not null), 0)::int as settled
      from bills where shipping_company_id = ${companyId} and status in (4, 5) and sale_day = ${today}`);
    expect(report.totals).toMatchObject({
      delivered: delivered.n,
      earned: delivered.earned / 100,
      settled: delivered.settled / 100,
      unsettled: (delivered.earned - delivered.settled) / 100,
    });
    expect(report.by_day).toEqual([expect.objectContaining({ day: today, count: report.totals.count })]);
    expect(report.by_store).toEqual([
      expect.objectContaining({ store: { id: s.storeId, name: expect.any(String) } }),
    ]);
    expect(report.by_courier[0]).toMatchObject({ courier: { id: couriers.pedro, name: 'Pedro Repartidor' } });
    expect(report.by_state.find((x) => x.state === 'delivered')!.count).toBe(delivered.n);

    const csv = await company('GET', `/api/deliver/report/export?initial_date=${today}&final_date=${today}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toContain('envio,fecha,tienda');
    expect(lines.length - 1).toBe(report.totals.count);
    expect(lines.find((l) => l.startsWith(`${a},`))).toContain('5.00');

    const totals = (await admin('GET', `/api/admin/deliver/${companyId}/shipments`)).json<ShipmentTotals>();
    expect(totals.settled).toBeGreaterThanOrEqual(5);
    expect(totals.unsettled).toBeGreaterThanOrEqual(7);
    expect((await admin('GET', '/api/admin/deliver/999999/shipments')).statusCode).toBe(404);
  });
});
