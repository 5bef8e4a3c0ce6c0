import type { Page, Shipment, ShipmentRow } from '@vitrina/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { callers } from '#server/test/requests.ts';
import { type ShipmentsWorld, withShipments } from '#server/test/shipments.ts';

// The lists of shipments: the company's, the store's and the admin's view of a company's.

const { s, world, shipment, verify, list } = withShipments();
const { owner, admin, cashier, company } = callers(() => s.t);
let companyId: number;
let rivalCompanyId: number;
let couriers: ShipmentsWorld['couriers'];

beforeAll(() => {
  ({ companyId, rivalCompanyId, couriers } = world);
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
