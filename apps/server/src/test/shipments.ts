import { type Page, ROLES, type ShipmentRow } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { createAccount, type OtherAccount } from './accounts.ts';
import { multipart } from './multipart.ts';
import { callers, withTwoOwners } from './requests.ts';
import { salesFixture } from './sales.ts';

/** What a shipments test starts from (set once its file starts). */
export type ShipmentsWorld = {
  fx: Awaited<ReturnType<typeof salesFixture>>;
  /** A second delivery company's administrator, and its company. */
  rival: OtherAccount;
  companyId: number;
  rivalCompanyId: number;
  couriers: { pedro: number; idle: number; rivals: number };
};

/**
 * For a whole test file of a delivery company's shipments: a test app with two store owners,
 * the demo store linked to the demo company and to a rival one, couriers of both (`world`, set
 * once the file starts), and the company's calls on a shipment.
 */
export function withShipments() {
  const s = withTwoOwners();
  const { cashier, company } = callers(() => s.t);
  const world = {} as ShipmentsWorld;

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
    const id = await world.fx.place({
      shipping: {
        mode: 'route',
        companyId: opts.by ?? world.companyId,
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

  const verify = (id: number, dealer_id = world.couriers.pedro) =>
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
    world.fx = await salesFixture(s.t, s.storeId);
    world.companyId = await companyOfUser('delivery@vitrina.test');
    world.rival = await createAccount(s.t, 'rival-envios@example.com', ROLES.DELIVERY);
    world.rivalCompanyId = await companyOfUser('rival-envios@example.com');
    await s.t.database.db.execute(
      sql`insert into store_delivery_links (store_id, company_id) values (${s.storeId}, ${world.companyId}), (${s.storeId}, ${world.rivalCompanyId})`,
    );
    world.couriers = {
      pedro: await addCourier(world.companyId, 'Pedro'),
      idle: await addCourier(world.companyId, 'Inactivo', false),
      rivals: await addCourier(world.rivalCompanyId, 'Rival'),
    };
  });

  return { s, world, one, shipment, verify, pickup, deliver, list };
}
