import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_PASSWORD, demo } from './session.ts';

/** The demo owner's API: the store id and authorization header. */
export async function asOwner(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    data: { email: demo.owner.email, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const session = await login.json();
  return {
    storeId: session.store_id as number,
    headers: { authorization: `Bearer ${session.access_token}` },
  };
}

/**
 * Runs `journey` with the demo store open every day, whatever the hour of the run (the seed's
 * hours close it at night and on Sundays, and a closed store takes no orders); its own hours
 * come back afterwards.
 */
export async function withStoreOpen(request: APIRequestContext, journey: () => Promise<void>) {
  const owner = await asOwner(request);
  const url = `/api/store/${owner.storeId}/schedule`;
  const saved = (await (await request.get('/api/store/schedule', { headers: owner.headers })).json())
    .schedules as { weekday: number; opens_at: string; closes_at: string }[];
  const allDay = [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => [
    { weekday, opens_at: '00:00', closes_at: '12:00' },
    { weekday, opens_at: '12:00', closes_at: '23:59' },
  ]);
  expect((await request.post(url, { headers: owner.headers, data: { schedules: allDay } })).ok()).toBe(true);
  try {
    await journey();
  } finally {
    const restore = saved.map((r) => ({
      ...r,
      opens_at: r.opens_at.slice(0, 5),
      closes_at: r.closes_at.slice(0, 5),
    }));
    const restored = await request.post(url, { headers: owner.headers, data: { schedules: restore } });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
}

/**
 * Runs `journey` with the demo store letting unpaid orders expire after `hours` (so shoppers may
 * pay later); its sale settings come back afterwards.
 */
export async function withUnpaidExpiry(
  request: APIRequestContext,
  hours: number,
  journey: () => Promise<void>,
) {
  const owner = await asOwner(request);
  const saved = await (await request.get('/api/sale-settings', { headers: owner.headers })).json();
  const put = (data: object) => request.put('/api/sale-settings', { headers: owner.headers, data });
  expect((await put({ ...saved, unpaid_order_hours: hours })).ok()).toBe(true);
  try {
    await journey();
  } finally {
    const restored = await put(saved);
    expect(restored.ok(), await restored.text()).toBe(true);
  }
}
