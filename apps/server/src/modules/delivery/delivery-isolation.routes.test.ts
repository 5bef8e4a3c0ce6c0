import { ROLE_IDS, ROLES, type RoleId } from '@vitrina/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type OtherAccount } from '#server/test/accounts.ts';
import { venezuela } from '#server/test/places.ts';
import { callers, type Method, withTwoOwners } from '#server/test/requests.ts';

const s = withTwoOwners();
const { owner, as } = callers(() => s.t);
const company = (method: Method, url: string, payload?: object) =>
  s.t.injectAs(ROLES.DELIVERY, { method, url, payload });

type Call = [Method, string, object?];
let rival: OtherAccount;
let companyId: number;
let routeId: number;
let dealerId: number;
let storeRouteId: number;
let route: object;

beforeAll(async () => {
  const p = await venezuela(s.t);
  rival = await createAccount(s.t, 'rival-iso@example.com', ROLES.DELIVERY);
  companyId = (await company('GET', '/api/deliver/mycompany')).json().id;
  route = {
    origin_country_id: p.ve,
    destination_country_id: p.ve,
    destination_state_id: p.zulia,
    percentage: 7,
  };
  routeId = (await company('POST', '/api/deliver/price', route)).json().id;
  dealerId = (
    await company('POST', '/api/deliver/dealer', {
      name: 'Ana',
      phone: '+58 412 000 0000',
      identification_type: 'V',
      identification: '12345678',
    })
  ).json().id;
  storeRouteId = (await owner('POST', '/api/deliveryprices', route)).json().id;
  await owner('POST', '/api/company', { company_id: companyId });
});

/** Calls of the company side; those naming one of its rows come first. */
const companyCalls = (): { owned: Call[]; other: Call[] } => ({
  owned: [
    ['GET', `/api/deliver/dealer/${dealerId}`],
    ['PATCH', `/api/deliver/dealer/${dealerId}`, { active: false }],
    ['DELETE', `/api/deliver/dealer/${dealerId}`],
    ['PATCH', `/api/deliver/price/${routeId}`, { percentage: 1 }],
    ['DELETE', `/api/deliver/price/${routeId}`],
    ['PATCH', `/api/deliver/${companyId}`, { name: 'Intrusa' }],
    ['PATCH', `/api/delivery/${companyId}/update-mode`, { id: companyId, mode: true }],
    ['POST', `/api/rate-delivery-location/${companyId}/create`, { rate_per_km: 9, min_rate: 9 }],
  ],
  other: [
    ['GET', '/api/deliver/mycompany'],
    ['GET', '/api/deliver'],
    ['PATCH', '/api/deliver', { name: 'X' }],
    ['GET', '/api/rate-delivery-location/get-all-rate-delivery-location'],
    ['GET', '/api/deliver/dealer'],
    ['POST', '/api/deliver/dealer', {}],
    ['GET', '/api/deliver/price'],
    ['POST', '/api/deliver/price', route],
    ['GET', '/api/deliver/stores'],
  ],
});
const storeCalls = (): { owned: Call[]; other: Call[] } => ({
  owned: [
    ['PATCH', `/api/deliveryprices/${storeRouteId}`, { percentage: 1 }],
    ['DELETE', `/api/deliveryprices/${storeRouteId}`],
    ['DELETE', `/api/company/${companyId}`],
  ],
  other: [
    ['GET', '/api/company'],
    ['POST', '/api/company', { company_id: companyId }],
    ['GET', '/api/deliveryprices'],
    ['POST', '/api/deliveryprices', route],
    ['POST', '/api/delivery/quote', { subtotal: 1, coordinates: { latitude: 1, longitude: 1 } }],
  ],
});
const adminCalls = (): Call[] => [
  ['GET', '/api/admin/deliver'],
  ['POST', '/api/admin/deliver', { name: 'X', primary_admin_id: 1 }],
  ['GET', `/api/admin/deliver/${companyId}`],
  ['PATCH', `/api/admin/deliver/${companyId}`, { name: 'X' }],
  ['PATCH', `/api/admin/deliver/${companyId}/status`, { status_id: 2 }],
  ['GET', '/api/admin/deliver/admins?q=a'],
  ['GET', `/api/admin/deliver/${companyId}/delivery`],
];

async function expectRefused(allowed: RoleId, calls: Call[]) {
  for (const [method, url, payload] of calls) {
    expect((await s.t.inject({ method, url, payload })).statusCode, `anonymous ${method} ${url}`).toBe(401);
    for (const role of ROLE_IDS.filter((r) => r !== allowed)) {
      const res = await s.t.injectAs(role, { method, url, payload });
      expect(res.statusCode, `role ${role} ${method} ${url}`).toBe(403);
    }
  }
}

describe('delivery isolation: routes × roles × tenants', () => {
  it('refuses every other role (403) and anonymous callers (401)', async () => {
    const c = companyCalls();
    const st = storeCalls();
    await expectRefused(ROLES.DELIVERY, [...c.owned, ...c.other]);
    await expectRefused(ROLES.CLIENT, [...st.owned, ...st.other]);
    await expectRefused(ROLES.ADMIN, adminCalls());
  });

  it('answers 404 to another company or store for the rows it does not own, and changes nothing', async () => {
    for (const [method, url, payload] of companyCalls().owned) {
      expect((await as(rival.session, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    for (const [method, url, payload] of storeCalls().owned) {
      expect((await as(s.other, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await company('GET', `/api/deliver/dealer/${dealerId}`)).json()).toMatchObject({ active: true });
    expect((await company('GET', '/api/deliver/price')).json()).toEqual([
      expect.objectContaining({ id: routeId, percentage: 7 }),
    ]);
    expect((await company('GET', '/api/deliver/mycompany')).json()).toMatchObject({
      geolocation_mode: false,
    });
    expect((await owner('GET', '/api/deliveryprices')).json()).toEqual([
      expect.objectContaining({ id: storeRouteId }),
    ]);
    expect((await company('GET', '/api/deliver/stores')).json()).toEqual([
      expect.objectContaining({ id: s.storeId }),
    ]);
    // Each tenant's lists hold only its own rows.
    expect((await as(rival.session, 'GET', '/api/deliver/price')).json()).toEqual([]);
    expect((await as(rival.session, 'GET', '/api/deliver/dealer')).json()).toEqual([]);
    expect((await as(rival.session, 'GET', '/api/deliver/stores')).json()).toEqual([]);
    expect((await as(s.other, 'GET', '/api/deliveryprices')).json()).toEqual([]);
    // A store's route id is not a company's, nor the other way round.
    expect((await company('PATCH', `/api/deliver/price/${storeRouteId}`, { percentage: 1 })).statusCode).toBe(
      404,
    );
    expect((await owner('PATCH', `/api/deliveryprices/${routeId}`, { percentage: 1 })).statusCode).toBe(404);
  });
});
