import {
  type Bill,
  type Page,
  ROLES,
  PURCHASE_STATUS as S,
  type Shipment,
  type ShipmentReport,
  type ShipmentRow,
  type ShipmentTotals,
} from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { createAccount, type OtherAccount } from '#server/test/accounts.ts';
import { multipart, testImage } from '#server/test/multipart.ts';
import { callers, type Method, withTwoOwners } from '#server/test/requests.ts';
import { salesFixture } from '#server/test/sales.ts';

const s = withTwoOwners();
const { owner, admin, cashier, as } = callers(() => s.t);
const company = (method: Method, url: string, payload?: object) =>
  s.t.injectAs(ROLES.DELIVERY, { method, url, payload });
let fx: Awaited<ReturnType<typeof salesFixture>>;
let rival: OtherAccount;
let companyId: number;
let rivalCompanyId: number;
let couriers: { pedro: number; idle: number; rivals: number };

const one = async <T>(q: ReturnType<typeof sql>) => (await queryRows<T>(s.t.database.db, q))[0]!;
const companyOfUser = async (email: string) =>
  (
    await one<{ id: number }>(
      sql`select c.id from delivery_companies c join users u on u.id = c.primary_admin_id where u.email = ${email}`,
    )
  ).id;
const addCourier = async (company: number, name: string, active = true) =>
  (
    await one<{ id: number }>(
      sql`insert into dealers (company_id, name, lastname, phone, identification_type, identification, active)
          values (${company}, ${name}, 'Repartidor', '+58 412 555 0101', 'V', '12345678', ${active}) returning id`,
    )
  ).id;

/** A sale of the demo store shipped by `by` (the demo company unless given); verified by the store unless told. */
async function shipment(opts: { by?: number; verified?: boolean; chargeCents?: number } = {}) {
  const id = await fx.place({
    shipping: {
      mode: 'route',
      companyId: opts.by ?? companyId,
      address: 'Av. Francisco de Miranda, Chacao',
      km: 4.2,
      feeCents: 300,
      chargeCents: opts.chargeCents,
    },
  });
  if (opts.verified !== false) {
    const res = await cashier('POST', `/api/bill/${id}/verify`);
    expect(res.statusCode, res.body).toBe(200);
  }
  return id;
}

const verify = (id: number, dealer_id = couriers.pedro) =>
  company('POST', `/api/deliver/delivery/${id}/verify`, { dealer_id });
const pickup = (id: number) => company('POST', `/api/deliver/delivery/${id}/pickup`);
async function deliver(id: number, note = 'Entregado a la conserje', image?: Buffer) {
  const form = multipart([
    ...(image === undefined
      ? []
      : [{ name: 'image', value: image, filename: 'entrega.png', type: 'image/png' }]),
    { name: 'note', value: note },
  ]);
  return s.t.injectAs(ROLES.DELIVERY, {
    method: 'POST',
    url: `/api/deliver/delivery/${id}/deliver`,
    ...form,
  });
}
const list = async (query = '') =>
  (await company('GET', `/api/deliver/delivery${query}`)).json<Page<ShipmentRow>>();

beforeAll(async () => {
  fx = await salesFixture(s.t, s.storeId);
  companyId = await companyOfUser('delivery@vitrina.test');
  rival = await createAccount(s.t, 'rival-envios@example.com', ROLES.DELIVERY);
  rivalCompanyId = await companyOfUser('rival-envios@example.com');
  await s.t.database.db.execute(
    sql`insert into store_delivery_links (store_id, company_id) values (${s.storeId}, ${companyId}), (${s.storeId}, ${rivalCompanyId})`,
  );
  couriers = {
    pedro: await addCourier(companyId, 'Pedro'),
    idle: await addCourier(companyId, 'Inactivo', false),
    rivals: await addCourier(rivalCompanyId, 'Rival'),
  };
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

describe('the company’s list', () => {
  it('filters by state, store, courier, day and sale number, and pages by cursor', async () => {
    const ids = [await shipment(), await shipment(), await shipment()];
    await verify(ids[0]!);
    const verified = await list('?state=verified');
    expect(verified.data.every((r) => r.state === 'verified')).toBe(true);
    expect(verified.data.map((r) => r.id)).toContain(ids[0]);
    expect(
      (await list(`?dealer_id=${couriers.pedro}`)).data.every((r) => r.courier?.id === couriers.pedro),
    ).toBe(true);
    expect((await list(`?store_id=${s.storeId}`)).meta.total).toBe((await list()).meta.total);
    expect((await list('?store_id=999999')).data).toEqual([]);
    expect((await list(`?q=%23${ids[1]}`)).data.map((r) => r.id)).toEqual([ids[1]]);
    expect((await list('?q=Mar%C3%ADa')).data.length).toBeGreaterThan(0);
    expect((await list('?q=Nadie')).data).toEqual([]);
    expect((await list('?from=2000-01-01&to=2000-01-02')).data).toEqual([]);
    expect((await list('?settled=true')).data.every((r) => r.settled)).toBe(true);

    const all = await list();
    const first = await list('?per_page=2');
    expect(first.data).toHaveLength(2);
    expect(first.meta.total).toBe(all.meta.total);
    const second = await list(`?per_page=2&cursor=${first.meta.next_cursor}`);
    expect(second.data.map((r) => r.id)).toEqual(all.data.slice(2, 4).map((r) => r.id));
  });
});

describe('the store’s shipments', () => {
  it('lists every shipment of the store with its company, courier, state, price and proof', async () => {
    const id = await shipment();
    const rivals = await shipment({ by: rivalCompanyId });
    await verify(id);
    const mine = (await owner('GET', '/api/delivery')).json<Page<ShipmentRow>>();
    expect(mine.data.map((r) => r.id)).toEqual(expect.arrayContaining([id, rivals]));
    expect(mine.data.find((r) => r.id === id)).toMatchObject({
      company: { name: 'Envíos Rápidos Caracas' },
      courier: { name: 'Pedro Repartidor' },
      state: 'verified',
    });
    const byCompany = (await cashier('GET', `/api/delivery?company_id=${rivalCompanyId}`)).json<
      Page<ShipmentRow>
    >();
    expect(byCompany.data.map((r) => r.id)).toEqual([rivals]);
    expect((await owner('GET', `/api/delivery/${id}`)).json<Shipment>()).toMatchObject({
      id,
      allowed_actions: [],
    });
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

describe('the admin’s view of a company’s shipments', () => {
  const adminList = async (company: number, query = '') => {
    const res = await admin('GET', `/api/admin/deliver/${company}/delivery${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page<ShipmentRow>>();
  };

  it('lists that company’s shipments only, newest first, with the company’s filters and keyset paging', async () => {
    const [a, b] = [await shipment(), await shipment()];
    const theirs = await shipment({ by: rivalCompanyId });
    const all = await adminList(companyId);
    expect(all.data.every((r) => r.company.id === companyId)).toBe(true);
    expect(all.data.map((r) => r.id)).toEqual(expect.arrayContaining([a, b]));
    expect(all.data.map((r) => r.id)).not.toContain(theirs);
    expect(all.data.map((r) => r.id)).toEqual((await list()).data.map((r) => r.id));
    expect((await adminList(rivalCompanyId)).data.map((r) => r.id)).toContain(theirs);

    const first = await adminList(companyId, '?per_page=1');
    expect(first.data).toHaveLength(1);
    expect(first.meta.next_cursor).not.toBeNull();
    const second = await adminList(companyId, `?per_page=1&cursor=${first.meta.next_cursor}`);
    expect(second.data[0]!.id).toBeLessThan(first.data[0]!.id);
    expect((await adminList(companyId, '?state=to-verify')).data.every((r) => r.state === 'to-verify')).toBe(
      true,
    );
  });

  it('is the admin’s only; an unknown company is 404 and a bad query a Spanish 422', async () => {
    for (const call of [owner, cashier, company]) {
      expect((await call('GET', `/api/admin/deliver/${companyId}/delivery`)).statusCode).toBe(403);
    }
    expect((await admin('GET', '/api/admin/deliver/999999/delivery')).statusCode).toBe(404);
    const badState = await admin('GET', `/api/admin/deliver/${companyId}/delivery?state=perdido`);
    expect(badState.statusCode).toBe(422);
    expect(badState.json().errors.state[0]).toMatch(/inválid|válid|permitid/i);
    expect((await admin('GET', `/api/admin/deliver/${companyId}/delivery?cursor=nope`)).statusCode).toBe(422);
    expect((await admin('GET', `/api/admin/deliver/${companyId}/delivery?per_page=500`)).statusCode).toBe(
      422,
    );
    expect((await admin('GET', '/api/admin/deliver/0/delivery')).statusCode).toBe(404);
  });
});
