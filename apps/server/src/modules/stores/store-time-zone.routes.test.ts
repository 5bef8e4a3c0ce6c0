import { ROLES, type Session, type ShopStore, type Store, type TicketEvent } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { dayIn } from '#server/lib/days.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { saleCalls, salesFixture } from '#server/test/sales.ts';
import { ALIAS } from '#server/test/shop.ts';
import { eventCalls } from '#server/test/ticket-events.ts';

// The platform's zone (UTC-12) and the store's (UTC+14) are 26 hours apart: at any moment their
// calendars name different days, so each assertion below fails if the platform's zone is used.
const PLATFORM = 'Etc/GMT+12';
const STORE = 'Etc/GMT-14';

let t: TestApp;
let storeId: number;
beforeAll(async () => {
  t = await createTestApp({ env: { TIME_ZONE: PLATFORM } });
  storeId = (await t.login('tienda@vitrina.test')).store_id!;
});
afterAll(() => t.close());

const owner = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
  t.injectAs(ROLES.CLIENT, { method, url: `/api${url}`, payload });
const profile = { name: 'Bodegón La Esquina', description: 'Víveres y más' };
const mine = async () => (await owner('GET', '/store/mystore')).json<Store>();
const shopStore = async () =>
  (await t.inject({ method: 'GET', url: `/api/shop/${ALIAS}` })).json<ShopStore>();

describe("a store's time zone", () => {
  it("is the platform's until the owner sets one; a zone that is none is refused and changes nothing", async () => {
    expect((await mine()).time_zone).toBe(PLATFORM);

    const bad = await owner('PATCH', `/store/${storeId}`, { ...profile, time_zone: 'Marte/Olympus' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.time_zone).toEqual([expect.stringMatching(/zona horaria/i)]);
    expect((await mine()).time_zone).toBe(PLATFORM);

    const set = await owner('PATCH', `/store/${storeId}`, { ...profile, time_zone: STORE });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<Store>().time_zone).toBe(STORE);
    // A later profile save that does not name the zone keeps it.
    await owner('PATCH', `/store/${storeId}`, { ...profile, description: 'Otra descripción' });
    expect((await mine()).time_zone).toBe(STORE);
    expect((await shopStore()).time_zone).toBe(STORE);
  });

  it("gives its owner and cashiers the store's zone at sign-in, everyone else the platform's", async () => {
    await owner('PATCH', `/store/${storeId}`, { ...profile, time_zone: STORE });
    const zoneOf = async (email: string) =>
      (
        await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'demo1234' } })
      ).json<Session>().time_zone;
    expect(await zoneOf('tienda@vitrina.test')).toBe(STORE);
    expect(await zoneOf('cajero@vitrina.test')).toBe(STORE);
    expect(await zoneOf('admin@vitrina.test')).toBe(PLATFORM);
    expect(await zoneOf('taquilla@vitrina.test')).toBe(PLATFORM);
  });

  it("reads the store's hours in its zone: open all of today there is open now", async () => {
    // A day's hours end at 23:59: in that last minute of the store's day, a zone an hour behind
    // (still 25 hours from the platform's, so still another day there) keeps "now" inside them.
    const clock = (zone: string) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(
        new Date(),
      );
    const zone = clock(STORE) === '23:59' ? 'Etc/GMT-13' : STORE;
    const weekday = new Date(`${dayIn(zone, new Date())}T12:00:00Z`).getUTCDay();
    const week = { schedules: [{ weekday, opens_at: '00:00', closes_at: '23:59' }] };
    expect((await owner('POST', `/store/${storeId}/schedule`, week)).statusCode).toBe(200);
    await owner('PATCH', `/store/${storeId}`, { ...profile, time_zone: zone });
    expect((await shopStore()).open_now).toBe(true);
    // In the platform's zone it is another day, on which the store is closed.
    await owner('PATCH', `/store/${storeId}`, { ...profile, time_zone: null });
    expect((await mine()).time_zone).toBe(PLATFORM);
    expect((await shopStore()).open_now).toBe(false);
    await owner('POST', `/store/${storeId}/schedule`, { schedules: [] });
  });

  it("files a sale under the store's day, which its reports and dashboard count", async () => {
    await owner('PATCH', `/store/${storeId}`, { ...profile, time_zone: STORE });
    const { place } = await salesFixture(t, storeId);
    const id = await place();
    const [row] = await queryRows<{ day: string }>(
      t.database.db,
      sql`select to_char(sale_day, 'YYYY-MM-DD') as day from bills where id = ${id}`,
    );
    expect(row!.day).toBe(dayIn(STORE, new Date()));
    // The dashboard's default range ends on the store's today, so today's paid sale is in it.
    expect((await saleCalls(() => t).act(ROLES.CASHIER, id, 'verify')).statusCode).toBe(200);
    const weekly = await owner('GET', '/mostselled');
    expect(weekly.statusCode, weekly.body).toBe(200);
    expect(JSON.stringify(weekly.json())).toContain('Arepa reina pepiada');
  });
});

describe("an event's time zone", () => {
  const events = eventCalls(() => t);

  it('shows the event at the hour of its place on its public page and to the ticket master', async () => {
    const e: TicketEvent = await events.create({
      starts_at: '2030-07-01T19:00:00+02:00',
      ends_at: null,
      time_zone: 'Europe/Madrid',
    });
    expect(e.time_zone).toBe('Europe/Madrid');
    const page = await t.inject({ method: 'GET', url: `/evento/${e.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('19:00');

    const bad = await events.update(e.id, {
      ...events.event(),
      ticket_types: events.typesOf(e),
      time_zone: 'Europa/Nada',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['time_zone']);
  });

  it("is the platform's for an event that names none", async () => {
    const e = await events.create({ starts_at: '2030-07-01T19:00:00-12:00', ends_at: null });
    expect(e.time_zone).toBe(PLATFORM);
    expect((await t.inject({ method: 'GET', url: `/evento/${e.id}` })).body).toContain('19:00');
  });
});
