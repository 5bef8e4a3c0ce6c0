import {
  type Bill,
  type DeliveryCompany,
  type DeliveryRoute,
  type Page,
  type QuoteReply,
  type Session,
  SHIPMENT_STATES,
  type ShipmentRow,
  type StoreCompany,
} from '@vitrina/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyApp } from '#server/test/harness.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';
import { DEMO_GEO_COMPANY_ADMIN } from './demo-delivery.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  const empty = await createEmptyApp('vitrina-demo-delivery-');
  ({ app, close } = empty);
  await seedDemo(empty.database.db, empty.files, { timeZone: 'America/Caracas' });
});
afterAll(() => close?.());

async function as(email: string) {
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${login.json<Session>().access_token}` };
  return async <T>(method: 'GET' | 'POST', url: string, payload?: object) =>
    (await app.inject({ method, url, payload, headers })).json<T>();
}

describe('the demo delivery data', () => {
  it('links two companies to the demo store: one by routes with 4 couriers, one by distance', async () => {
    const company = await as('delivery@vitrina.test');
    const mine = await company<DeliveryCompany>('GET', '/api/deliver/mycompany');
    expect(mine).toMatchObject({
      geolocation_mode: false,
      can_charge: true,
      fee: 1,
      rate_per_km: 0.45,
      min_rate: 2,
    });
    expect((await company<DeliveryRoute[]>('GET', '/api/deliver/price')).length).toBeGreaterThanOrEqual(8);
    expect(await company<unknown[]>('GET', '/api/deliver/dealer')).toHaveLength(4);
    expect(await company<unknown[]>('GET', '/api/deliver/stores')).toHaveLength(1);
    const geo = await (await as(DEMO_GEO_COMPANY_ADMIN))<DeliveryCompany>('GET', '/api/deliver/mycompany');
    expect(geo).toMatchObject({
      name: 'Moto Ya Delivery',
      geolocation_mode: true,
      rate_per_km: 0.6,
      min_rate: 2.5,
    });

    const owner = await as('tienda@vitrina.test');
    const linked = (await owner<StoreCompany[]>('GET', '/api/company')).filter((c) => c.linked);
    expect(linked.map((c) => c.id).sort()).toEqual([mine.id, geo.id].sort());
    expect((await owner<unknown[]>('GET', '/api/deliveryprices')).length).toBeGreaterThanOrEqual(2);
    // A shopper in Chacao, next door: every way is offered with a price.
    const routes = await company<DeliveryRoute[]>('GET', '/api/deliver/price');
    const chacao = routes.find((r) => r.destination_city_id !== null)!;
    const quote = await owner<QuoteReply>('POST', '/api/delivery/quote', {
      destination: {
        country_id: chacao.destination_country_id,
        state_id: chacao.destination_state_id,
        city_id: chacao.destination_city_id,
      },
      subtotal: 20,
    });
    expect(quote.offers.map((o) => [o.kind, o.available])).toEqual([
      ['pickup', true],
      ['store', true],
      ['company', true],
      ['company', true],
    ]);
    // Chacao's 3 % route of the demo company: 0.60 + 1.00 fee.
    expect(quote.offers.find((o) => o.company_id === mine.id)!.price).toBe(1.6);
  });
});

// In this file rather than its own: the demo is seeded once for both (about 10 s each time).
describe('the demo shipments', () => {
  it('gives the demo company shipments in every state, some settled, some with a photo, named on the sale', async () => {
    const company = await as('delivery@vitrina.test');
    for (const state of SHIPMENT_STATES) {
      const page = await company<Page<ShipmentRow>>('GET', `/api/deliver/delivery?state=${state}&per_page=5`);
      expect(page.data.length, state).toBeGreaterThan(0);
      expect(page.data.every((r) => r.state === state)).toBe(true);
    }
    const settled = await company<Page<ShipmentRow>>(
      'GET',
      '/api/deliver/delivery?settled=true&per_page=100',
    );
    expect(settled.data.length).toBeGreaterThan(0);
    const delivered = await company<Page<ShipmentRow>>(
      'GET',
      '/api/deliver/delivery?state=delivered&per_page=100',
    );
    const proven = delivered.data.find((r) => r.proof_image !== null);
    expect(proven).toBeDefined();
    expect(delivered.data.some((r) => !r.settled)).toBe(true);

    const owner = await as('tienda@vitrina.test');
    const bill = await owner<Bill>('GET', `/api/bill/${proven!.id}`);
    expect(bill.shipping_info).toMatchObject({
      company_name: 'Envíos Rápidos Caracas',
      courier: { name: proven!.courier!.name },
      delivery_proof: proven!.proof_image,
    });
    expect(bill.history.some((h) => h.actor?.startsWith('Envíos Rápidos Caracas'))).toBe(true);
    expect((await app.inject({ method: 'GET', url: proven!.proof_image! })).statusCode).toBe(200);
  });
});
