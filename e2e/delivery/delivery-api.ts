import { type APIRequestContext, expect } from '@playwright/test';
import { unique } from '../support/png.ts';
import { DEMO_PASSWORD, demo } from '../support/session.ts';

/** A bearer header for a demo or new account (POST auth/login). */
export async function bearer(request: APIRequestContext, email: string) {
  const reply = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(reply.ok()).toBe(true);
  const { access_token } = (await reply.json()) as { access_token: string };
  return { Authorization: `Bearer ${access_token}` };
}

/** Venezuela's id in the shipped geo data. */
export async function venezuelaId(request: APIRequestContext, headers: Record<string, string>) {
  const countries = (await (await request.get('/api/countries', { headers })).json()) as {
    id: number;
    name: string;
  }[];
  const venezuela = countries.find((c) => c.name === 'Venezuela');
  expect(venezuela).toBeTruthy();
  return venezuela?.id ?? 0;
}

/**
 * A new active company (through the admin's API) whose administrator has added one route,
 * Venezuela → Venezuela at 5 %, and a $1.50 fee charged to the shopper.
 */
export async function companyWithRoute(request: APIRequestContext) {
  const name = `Envíos ${unique()}`;
  const email = `empresa-${unique()}@vitrina.test`;
  const admin = await bearer(request, demo.admin.email);
  const created = await request.post('/api/admin/deliver', {
    headers: admin,
    data: {
      name,
      can_charge: true,
      fee: 1.5,
      primary_admin: {
        name: 'Rosa',
        lastname: 'Pérez',
        email,
        password: DEMO_PASSWORD,
        password_confirmation: DEMO_PASSWORD,
      },
    },
  });
  expect(created.ok()).toBe(true);
  const company = await bearer(request, email);
  const country = await venezuelaId(request, company);
  const route = await request.post('/api/deliver/price', {
    headers: company,
    data: { origin_country_id: country, destination_country_id: country, percentage: 5 },
  });
  expect(route.ok()).toBe(true);
  return { name, email };
}
