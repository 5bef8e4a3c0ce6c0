import {
  type Bill,
  type Page,
  PURCHASE_STATUS as S,
  type Shipment,
  type ShipmentRow,
} from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testImage } from '#server/test/multipart.ts';
import { callers, type Method } from '#server/test/requests.ts';
import { type ShipmentsWorld, withShipments } from '#server/test/shipments.ts';

// A shipment's way from to-verify to delivered and settled, and who may take it. The lists:
// shipment-lists.routes.test.ts; the company's report and CSV: shipment-report.routes.test.ts.

const { s, world, shipment, verify, pickup, deliver, list } = withShipments();
const { owner, admin, cashier, company, as } = callers(() => s.t);
let rival: ShipmentsWorld['rival'];
let companyId: number;
let rivalCompanyId: number;
let couriers: ShipmentsWorld['couriers'];

beforeAll(() => {
  ({ rival, companyId, rivalCompanyId, couriers } = world);
});

describe('a shipment from to-verify to delivered and settled', () => {
  it('appears to the company once the store has verified the payment', async () => {
    const id = await shipment({ verified: false });
    expect((await company('GET', `/api/deliver/delivery/${id}`)).statusCode).toBe(404);
    expect((await list()).data.map((r) => r.id)).not.toContain(id);
    await cashier('POST', `/api/bill/${id}/verify`);
    const row = (await list('?state=to-verify')).data.find((r) => r.id === id);
    expect(row).toMatchObject({
      state: 'to-verify',
      status: S.VERIFIED,
      store: { id: s.storeId },
      company: { id: companyId, name: 'Envíos Rápidos Caracas' },
      shopper_name: 'María González',
      address: 'Av. Francisco de Miranda, Chacao',
      km: 4.2,
      price: 3,
      courier: null,
      settled: false,
    });
    const detail = (await company('GET', `/api/deliver/delivery/${id}`)).json<Shipment>();
    expect(detail).toMatchObject({
      shopper: { name: 'María González', username: 'mariag' },
      subtotal: 8.25,
      allowed_actions: ['verify'],
    });
    expect(detail.items.map((i) => [i.name, i.quantity])).toEqual([
      ['Arepa reina pepiada', 2],
      ['Malta', 1],
    ]);
  });

  it('is verified with one of the company’s active couriers, picked up, delivered with a photo and settled once', async () => {
    const id = await shipment({ chargeCents: 450 });
    for (const dealer of [couriers.idle, couriers.rivals, 999_999]) {
      const bad = await verify(id, dealer);
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({ dealer_id: ['El repartidor no existe o no está activo'] });
    }
    // Out of order: picked up, delivered or settled before it is verified.
    const early = await pickup(id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('aún no ha sido verificado');
    expect((await company('PATCH', `/api/delivery/pay/${id}`)).statusCode).toBe(409);

    const verified = await verify(id);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({
      message: 'Envío verificado exitosamente',
      data: { state: 'verified', courier: { id: couriers.pedro, name: 'Pedro Repartidor' }, price: 4.5 },
    });
    expect((await verify(id)).statusCode).toBe(409);
    expect((await deliver(id, 'x', await testImage())).statusCode).toBe(409);

    const picked = await pickup(id);
    expect(picked.json()).toMatchObject({
      message: 'Envio confirmado exitosamente',
      data: { state: 'shipped' },
    });
    expect((await pickup(id)).statusCode).toBe(409);

    const noPhoto = await deliver(id);
    expect(noPhoto.statusCode).toBe(422);
    expect(noPhoto.json().errors).toEqual({ image: ['La foto de la entrega es obligatoria'] });
    const longNote = await deliver(id, 'x'.repeat(501), await testImage());
    expect(longNote.statusCode).toBe(422);
    expect(longNote.json().errors.note[0]).toMatch(/500/);

    const delivered = await deliver(id, 'Entregado a la conserje', await testImage());
    expect(delivered.statusCode, delivered.body).toBe(200);
    const shipped = delivered.json<{ data: Shipment }>().data;
    expect(shipped).toMatchObject({
      state: 'delivered',
      status: S.DELIVERED,
      delivery_note: 'Entregado a la conserje',
      allowed_actions: ['pay'],
    });
    expect(shipped.proof_image).toMatch(/^\/api\/files\//);
    expect(shipped.history.map((h) => [h.from_status, h.to_status])).toEqual([
      [null, S.NOT_VERIFIED],
      [S.NOT_VERIFIED, S.VERIFIED],
      [S.VERIFIED, S.VERIFIED],
      [S.VERIFIED, S.SHIPPED],
      [S.SHIPPED, S.DELIVERED],
    ]);
    expect(shipped.history.slice(2).every((h) => h.actor?.startsWith('Envíos Rápidos Caracas'))).toBe(true);
    expect((await s.t.inject({ method: 'GET', url: shipped.proof_image! })).statusCode).toBe(200);

    // The store's sale page names the company and the courier and shows the proof.
    const bill = (await owner('GET', `/api/bill/${id}`)).json<Bill>();
    expect(bill.status).toBe(S.DELIVERED);
    expect(bill.shipping_info).toMatchObject({
      company_id: companyId,
      company_name: 'Envíos Rápidos Caracas',
      courier: { id: couriers.pedro, name: 'Pedro Repartidor' },
      delivery_proof: shipped.proof_image,
      delivery_note: 'Entregado a la conserje',
    });

    const paid = await company('PATCH', `/api/delivery/pay/${id}`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      message: 'Pago actualizado exitosamente',
      data: { settled: true, settled_by: 'Diego Despachos', allowed_actions: [] },
    });
    const again = await company('PATCH', `/api/delivery/pay/${id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('ya fue marcado como pagado');
  });

  it('ends when the store cancels it before pick-up, and later steps answer 409', async () => {
    const id = await shipment();
    await verify(id);
    expect((await cashier('POST', `/api/bill/${id}/cancel`, { note: 'Sin existencia' })).statusCode).toBe(
      200,
    );
    expect((await pickup(id)).statusCode).toBe(409);
    expect((await list()).data.map((r) => r.id)).not.toContain(id);
  });

  it('leaves its pick-up and delivery to the company: the store is neither offered nor allowed them', async () => {
    const id = await shipment();
    const sale = (await owner('GET', `/api/bill/${id}`)).json<Bill>();
    expect(sale.allowed_actions).toEqual(['cancel']);
    const refused = await owner('POST', `/api/bill/${id}/shipping`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: `La venta #${id} la lleva una empresa de delivery: ella confirma el envío y la entrega.`,
      messageKey: 'serverMessages.shipmentCompanyCarries',
    });
    await verify(id);
    expect((await pickup(id)).statusCode).toBe(200);
    expect((await cashier('POST', `/api/bill/${id}/delivery`)).statusCode).toBe(409);
    expect((await deliver(id, 'En la puerta', await testImage())).statusCode).toBe(200);
  });

  it('lets exactly one of 20 simultaneous verifications through', async () => {
    const id = await shipment();
    const replies = await Promise.all(Array.from({ length: 20 }, () => verify(id)));
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const history = (await company('GET', `/api/deliver/delivery/${id}`)).json<Shipment>().history;
    expect(history.filter((h) => h.from_status === S.VERIFIED && h.to_status === S.VERIFIED)).toHaveLength(1);
  });

  it('takes no new work from a store that unlinked, and still shows its past shipments', async () => {
    const id = await shipment();
    await s.t.database.db.execute(
      sql`delete from store_delivery_links where store_id = ${s.storeId} and company_id = ${companyId}`,
    );
    try {
      const res = await verify(id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('ya no está vinculada');
      expect((await company('GET', `/api/deliver/delivery/${id}`)).statusCode).toBe(200);
    } finally {
      await s.t.database.db.execute(
        sql`insert into store_delivery_links (store_id, company_id) values (${s.storeId}, ${companyId})`,
      );
    }
  });
});

describe('isolation and roles', () => {
  it('keeps a company to its own shipments and a store to its own', async () => {
    const id = await shipment();
    const rivalCall = (method: Method, url: string, payload?: object) =>
      rival.inject({ method, url, payload } as never);
    expect((await rivalCall('GET', `/api/deliver/delivery/${id}`)).statusCode).toBe(404);
    expect(
      (await rivalCall('POST', `/api/deliver/delivery/${id}/verify`, { dealer_id: couriers.rivals }))
        .statusCode,
    ).toBe(404);
    expect((await rivalCall('POST', `/api/deliver/delivery/${id}/pickup`)).statusCode).toBe(404);
    expect((await rivalCall('PATCH', `/api/delivery/pay/${id}`)).statusCode).toBe(404);
    const rivalList = (await rivalCall('GET', '/api/deliver/delivery')).json<Page<ShipmentRow>>();
    expect(rivalList.data.every((r) => r.company.id === rivalCompanyId)).toBe(true);
    // Another store sees none of this store's shipments.
    expect((await as(s.other, 'GET', `/api/delivery/${id}`)).statusCode).toBe(404);
    expect((await as(s.other, 'GET', '/api/delivery')).json().data).toEqual([]);
  });

  it('refuses every other role with 403', async () => {
    const id = await shipment();
    for (const call of [owner, cashier, admin]) {
      expect((await call('GET', '/api/deliver/delivery')).statusCode).toBe(403);
      expect((await call('GET', `/api/deliver/delivery/${id}`)).statusCode).toBe(403);
      expect((await call('POST', `/api/deliver/delivery/${id}/verify`, { dealer_id: 1 })).statusCode).toBe(
        403,
      );
      expect((await call('POST', `/api/deliver/delivery/${id}/pickup`)).statusCode).toBe(403);
      expect((await call('PATCH', `/api/delivery/pay/${id}`)).statusCode).toBe(403);
      expect(
        (await call('POST', '/api/deliver/report', { initial_date: '2026-01-01', final_date: '2026-01-31' }))
          .statusCode,
      ).toBe(403);
    }
    expect((await company('GET', '/api/delivery')).statusCode).toBe(403);
    expect((await company('GET', `/api/delivery/${id}`)).statusCode).toBe(403);
    expect((await admin('GET', '/api/delivery')).statusCode).toBe(403);
    expect((await company('GET', `/api/admin/deliver/${companyId}/shipments`)).statusCode).toBe(403);
    expect((await s.t.inject({ method: 'GET', url: '/api/deliver/delivery' })).statusCode).toBe(401);
  });

  it('answers bad input with Spanish 422s', async () => {
    const id = await shipment();
    const badState = await company('GET', '/api/deliver/delivery?state=perdido');
    expect(badState.statusCode).toBe(422);
    expect(badState.json().errors.state[0]).toMatch(/inválid|válid|permitid/i);
    expect((await company('GET', '/api/deliver/delivery?cursor=nope')).statusCode).toBe(422);
    expect((await company('GET', '/api/deliver/delivery?from=2026-02-30')).statusCode).toBe(422);
    expect((await owner('GET', '/api/delivery?per_page=500')).statusCode).toBe(422);
    const noCourier = await verify(id, 'x' as never);
    expect(noCourier.statusCode).toBe(422);
    expect(noCourier.json().message).toBe('Los datos ingresados son inválidos');
    const reversed = await company('POST', '/api/deliver/report', {
      initial_date: '2026-02-01',
      final_date: '2026-01-01',
    });
    expect(reversed.statusCode).toBe(422);
    expect(
      (await company('GET', '/api/deliver/report/export?initial_date=2020-01-01&final_date=2026-01-01'))
        .statusCode,
    ).toBe(422);
    expect((await company('GET', '/api/deliver/delivery/0')).statusCode).toBe(404);
  });
});
