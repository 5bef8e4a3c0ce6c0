import {
  type Page,
  ROLES,
  TICKET_BILL_STATUS as S,
  type TicketBillDetail,
  type TicketDashboardReply,
  type TicketUser,
} from '@vitrina/contract';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  insertAccount,
  insertBill,
  insertBuyer,
  insertEvent,
  withTwoTicketMasters,
} from '#server/test/tickets.ts';

// The second ticket master starts with nothing, so its figures are exact.
const s = withTwoTicketMasters();
const other = (method: InjectOptions['method'], url: string, payload?: object) =>
  s.other.inject({ method, url: `/api/${url}`, payload });

let event: Awaited<ReturnType<typeof insertEvent>>;
let later: Awaited<ReturnType<typeof insertEvent>>;
let carla: { id: number; email: string };
let pedro: { id: number };
let rosa: { id: number };
beforeAll(async () => {
  const db = s.t.database.db;
  const m = s.otherManagerId;
  event = await insertEvent(db, m, { name: 'Concierto', startsAt: new Date('2026-01-10T23:00:00Z') });
  later = await insertEvent(db, m, { name: 'Festival', startsAt: new Date('2027-03-01T20:00:00Z') });
  const accountId = await insertAccount(db, m);
  carla = await insertBuyer(db, m, {
    name: 'Carla',
    lastname: 'Not set',
    email: 'carla@example.com',
    document: '20111222',
    phone: '04247776655',
  });
  pedro = await insertBuyer(db, m, { name: 'Pedro', lastname: 'Salas', email: 'pedro@example.com' });
  rosa = await insertBuyer(db, m, { name: 'Rosa', lastname: 'Mora', email: 'rosa@example.com' });
  const bill = (buyerId: number, over: Partial<Parameters<typeof insertBill>[1]> = {}) =>
    insertBill(db, { managerId: m, event, buyerId, accountId, ...over });
  const verified = await bill(carla.id, { lines: [{ type: 0, quantity: 2 }] });
  await bill(carla.id, { status: S.REJECTED, lines: [{ type: 0, quantity: 1 }] });
  await bill(pedro.id, { lines: [{ type: 1, quantity: 1 }] });
  await bill(pedro.id, { status: S.NOT_VERIFIED, lines: [{ type: 0, quantity: 1 }] });
  await bill(rosa.id, { event: later, lines: [{ type: 0, quantity: 4 }] });
  expect((await other('PUT', `ticket/ticket-bills/${verified.id}`, { opt: 2 })).statusCode).toBe(200);
  const code = (await other('GET', `ticket/ticket-bills/${verified.id}`)).json<TicketBillDetail>().tickets[0]!
    .code;
  expect((await other('POST', 'ticket/check-in', { event_id: event.id, code })).json().result).toBe(
    'admitted',
  );
});

describe('GET ticket/ticket-users', () => {
  it('lists buyers newest first with their sales not rejected, seats and verified USD', async () => {
    const res = await other('GET', 'ticket/ticket-users');
    expect(res.statusCode).toBe(200);
    const page = res.json<Page<TicketUser>>();
    expect(page.meta.total).toBe(3);
    expect(page.data.map((u) => u.name)).toEqual(['Rosa', 'Pedro', 'Carla']);
    expect(page.data[2]).toMatchObject({
      id: carla.id,
      lastname: 'Not set',
      email: 'carla@example.com',
      purchases: 1,
      tickets: 2,
      total: 20,
    });
    expect(page.data[2]!.last_purchase_at).not.toBeNull();
    expect(page.data[1]).toMatchObject({ purchases: 2, tickets: 2, total: 0 });
  });

  it('searches by name, lastname, e-mail, document and phone, and filters by event', async () => {
    const names = async (query: string) =>
      (await other('GET', `ticket/ticket-users?${query}`)).json<Page<TicketUser>>().data.map((u) => u.name);
    expect(await names('q=carl')).toEqual(['Carla']);
    expect(await names('q=SALAS')).toEqual(['Pedro']);
    expect(await names('q=rosa%40example')).toEqual(['Rosa']);
    expect(await names('q=20111')).toEqual(['Carla']);
    expect(await names('q=0424777')).toEqual(['Carla']);
    expect(await names('q=%25')).toEqual([]);
    expect(await names(`event_id=${later.id}`)).toEqual(['Rosa']);
    const concert = (await other('GET', `ticket/ticket-users?event_id=${event.id}`)).json<Page<TicketUser>>();
    expect(concert.data.map((u) => u.name)).toEqual(['Pedro', 'Carla']);
  });

  it('pages by cursor: every buyer once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Page<TicketUser> = (
        await other('GET', `ticket/ticket-users?per_page=1${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      expect(page.meta.total).toBe(3);
      seen.push(...page.data.map((u) => u.name));
      cursor = page.meta.next_cursor;
    } while (cursor);
    expect(seen).toEqual(['Rosa', 'Pedro', 'Carla']);
  });

  it('refuses bad input with 422 in Spanish', async () => {
    for (const query of ['per_page=101', 'per_page=0', 'cursor=zzz', 'event_id=0', `q=${'a'.repeat(101)}`]) {
      const res = await other('GET', `ticket/ticket-users?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(Object.values(res.json().errors).flat().join(' ')).toMatch(/El campo/);
    }
  });

  it('keeps managers apart; the admin reads every one; owners and cashiers get 403', async () => {
    const demo = await s.t.injectAs(ROLES.TICKETMASTER, {
      method: 'GET',
      url: '/api/ticket/ticket-users?per_page=100',
    });
    expect(demo.json<Page<TicketUser>>().data.map((u) => u.email)).not.toContain('carla@example.com');
    const admin = await s.t.injectAs(ROLES.ADMIN, {
      method: 'GET',
      url: '/api/ticket/ticket-users?q=carla%40',
    });
    expect(admin.json<Page<TicketUser>>().data.map((u) => u.id)).toEqual([carla.id]);
    for (const role of [ROLES.CLIENT, ROLES.CASHIER, ROLES.DELIVERY])
      expect((await s.t.injectAs(role, { method: 'GET', url: '/api/ticket/ticket-users' })).statusCode).toBe(
        403,
      );
  });
});

describe('GET ticket/dashboard', () => {
  it('counts reviews waiting, verified seats, admissions and money per event and type', async () => {
    const res = await other('GET', 'ticket/dashboard');
    expect(res.statusCode).toBe(200);
    const d = res.json<TicketDashboardReply>();
    // Waiting: Pedro's pending and not verified sales, Rosa's pending one.
    expect(d).toMatchObject({
      pending_reviews: 3,
      tickets_sold: 2,
      checked_in: 1,
      revenue_usd: 10,
      revenue_ves: 400,
    });
    expect(d.events.map((e) => e.name)).toEqual(['Festival', 'Concierto']);
    expect(d.events[1]).toMatchObject({
      id: event.id,
      sold: 2,
      checked_in: 1,
      revenue_usd: 10,
      revenue_ves: 400,
      types: [
        { name: 'General', quota: 500, sold: 2, taken: 3 },
        { name: 'VIP', quota: 100, sold: 0, taken: 1 },
      ],
    });
    expect(d.events[0]).toMatchObject({ sold: 0, checked_in: 0, revenue_usd: 0 });
    expect(d.events[0]!.types[0]).toMatchObject({ sold: 0, taken: 4 });
  });

  it("shows the ticket master only its own events, the admin everyone's; 403 to owners and cashiers", async () => {
    const demo = await s.t.injectAs(ROLES.TICKETMASTER, { method: 'GET', url: '/api/ticket/dashboard' });
    expect(demo.statusCode).toBe(200);
    expect(demo.json<TicketDashboardReply>().events.map((e) => e.id)).not.toContain(event.id);
    const admin = await s.t.injectAs(ROLES.ADMIN, { method: 'GET', url: '/api/ticket/dashboard' });
    const all = admin.json<TicketDashboardReply>();
    expect(all.events.map((e) => e.id)).toEqual(expect.arrayContaining([event.id, later.id]));
    expect(all.tickets_sold).toBeGreaterThanOrEqual(2);
    for (const role of [ROLES.CLIENT, ROLES.CASHIER])
      expect((await s.t.injectAs(role, { method: 'GET', url: '/api/ticket/dashboard' })).statusCode).toBe(
        403,
      );
  });
});
