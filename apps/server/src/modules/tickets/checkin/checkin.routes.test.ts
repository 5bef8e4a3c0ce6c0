import {
  type CheckInCountsReply,
  type CheckInReply,
  ROLES,
  TICKET_BILL_STATUS as S,
  type TicketBillDetail,
} from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { insertBill, insertBuyer, insertEvent, withTicketsFixture } from '#server/test/tickets.ts';

const s = withTicketsFixture();

const tm = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  s.t.injectAs(ROLES.TICKETMASTER, { method, url: `/api/${url}`, payload });
const scan = async (code: string, eventId = s.fx.event.id) => {
  const res = await tm('POST', 'ticket/check-in', { event_id: eventId, code });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CheckInReply>();
};
/** A sale of the fixture's event (or `over.event`), verified through the API: its ticket codes. */
async function verifiedCodes(over: Parameters<typeof s.fx.bill>[0] = {}) {
  const bill = await s.fx.bill(over);
  expect((await tm('PUT', `ticket/ticket-bills/${bill.id}`, { opt: 2 })).statusCode).toBe(200);
  const d = (await tm('GET', `ticket/ticket-bills/${bill.id}`)).json<TicketBillDetail>();
  return { bill, codes: d.tickets.map((t) => t.code) };
}
const hhmm = (iso: string) =>
  new Intl.DateTimeFormat('es-VE', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'America/Caracas',
  }).format(new Date(iso));

describe('POST ticket/check-in', () => {
  it('admits a ticket once (green, the buyer and type), then says when it came in (red)', async () => {
    const event = await insertEvent(s.t.database.db, s.managerId, { name: 'Noche de salsa' });
    const buyer = await insertBuyer(s.t.database.db, s.managerId, { name: 'Luis', lastname: 'Not set' });
    const { codes } = await verifiedCodes({ event, buyerId: buyer.id, lines: [{ type: 1, quantity: 2 }] });
    const first = await scan(codes[0]!, event.id);
    expect(first).toMatchObject({
      result: 'admitted',
      message: 'Bienvenido, Luis',
      ticket: { code: codes[0], ticket_type: 'VIP', buyer: 'Luis', event_name: 'Noche de salsa' },
      counts: { checked_in: 1, sold: 2 },
    });
    const at = first.ticket!.checked_in_at!;
    expect(at).not.toBeNull();
    const second = await scan(codes[0]!, event.id);
    expect(second).toMatchObject({
      result: 'already',
      message: `Ya ingresó a las ${hhmm(at)}`,
      ticket: { code: codes[0], checked_in_at: at },
      counts: { checked_in: 1, sold: 2 },
    });
    // Typed by hand: lower case, spaces and dashes are read as the code.
    const typed = codes[1]!.toLowerCase().replace(/(.{4})/g, '$1-');
    expect((await scan(typed, event.id)).result).toBe('admitted');
  });

  it("refuses another event's code, a rejected sale's code and an unknown code", async () => {
    const other = await insertEvent(s.t.database.db, s.managerId, { name: 'Otro evento' });
    const { codes: otherCodes } = await verifiedCodes({ event: other });
    const elsewhere = await scan(otherCodes[0]!);
    expect(elsewhere).toMatchObject({
      result: 'other_event',
      message: 'Esta entrada es de otro evento: Otro evento',
    });

    const { bill, codes } = await verifiedCodes();
    expect((await tm('PUT', `ticket/ticket-bills/${bill.id}`, { opt: 1 })).statusCode).toBe(200);
    const rejected = await scan(codes[0]!);
    expect(rejected).toMatchObject({
      result: 'not_valid',
      message: 'Entrada no válida: su compra fue rechazada',
    });
    expect(rejected.ticket?.checked_in_at).toBeNull();

    expect(await scan('ZZZZZZZZZZZZ')).toMatchObject({ result: 'unknown', ticket: null });

    // Another manager's ticket is as unknown as a code nobody was given.
    const foreignEvent = await insertEvent(s.t.database.db, s.otherManagerId);
    const foreignBuyer = await insertBuyer(s.t.database.db, s.otherManagerId);
    const foreign = await insertBill(s.t.database.db, {
      managerId: s.otherManagerId,
      event: foreignEvent,
      buyerId: foreignBuyer.id,
    });
    const put = await s.other.inject({
      method: 'PUT',
      url: `/api/ticket/ticket-bills/${foreign.id}`,
      payload: { opt: 2 },
    });
    expect(put.statusCode).toBe(200);
    const foreignCode = (
      await s.other.inject({ method: 'GET', url: `/api/ticket/ticket-bills/${foreign.id}` })
    ).json<TicketBillDetail>().tickets[0]!.code;
    expect(await scan(foreignCode)).toMatchObject({ result: 'unknown', ticket: null });
  });

  it('refuses to reject a sale one of whose tickets came in', async () => {
    const { bill, codes } = await verifiedCodes();
    expect((await scan(codes[1]!)).result).toBe('admitted');
    const res = await tm('PUT', `ticket/ticket-bills/${bill.id}`, { opt: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/ya ingresó/);
    const d = (await tm('GET', `ticket/ticket-bills/${bill.id}`)).json<TicketBillDetail>();
    expect(d.status).toBe(S.VERIFIED);
  });

  it('admits exactly one of two simultaneous scans of a code', async () => {
    const { codes } = await verifiedCodes({ lines: [{ type: 0, quantity: 1 }] });
    const replies = await Promise.all([scan(codes[0]!), scan(codes[0]!)]);
    expect(replies.map((r) => r.result).sort()).toEqual(['admitted', 'already']);
  });

  it('refuses bad input with 422 in Spanish', async () => {
    for (const payload of [
      { event_id: s.fx.event.id, code: '<script>' },
      { event_id: s.fx.event.id, code: 'ABC$123' },
      { event_id: s.fx.event.id, code: '' },
      { event_id: s.fx.event.id, code: 'A'.repeat(81) },
      { event_id: 0, code: 'ABCDEFGHJKLM' },
      { event_id: 'x', code: 'ABCDEFGHJKLM' },
      { code: 'ABCDEFGHJKLM' },
    ]) {
      const res = await tm('POST', 'ticket/check-in', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.values(res.json().errors).flat().join(' ')).toMatch(/El campo/);
    }
  });

  it("answers 404 for another manager's event and 403 to other roles", async () => {
    const foreignEvent = await insertEvent(s.t.database.db, s.otherManagerId);
    expect(
      (await tm('POST', 'ticket/check-in', { event_id: foreignEvent.id, code: 'ABCDEFGHJKLM' })).statusCode,
    ).toBe(404);
    expect((await tm('GET', `ticket/check-in/${foreignEvent.id}`)).statusCode).toBe(404);
    const mine = await s.other.inject({ method: 'GET', url: `/api/ticket/check-in/${s.fx.event.id}` });
    expect(mine.statusCode).toBe(404);
    for (const role of [ROLES.CLIENT, ROLES.CASHIER, ROLES.DELIVERY, ROLES.ADMIN]) {
      const res = await s.t.injectAs(role, {
        method: 'POST',
        url: '/api/ticket/check-in',
        payload: { event_id: s.fx.event.id, code: 'ABCDEFGHJKLM' },
      });
      expect(res.statusCode).toBe(403);
    }
    for (const role of [ROLES.CLIENT, ROLES.CASHIER]) {
      expect(
        (await s.t.injectAs(role, { method: 'GET', url: `/api/ticket/check-in/${s.fx.event.id}` }))
          .statusCode,
      ).toBe(403);
    }
  });
});

describe('GET ticket/check-in/{eventId}', () => {
  it("gives the event's counts and its latest admissions, newest first; the admin may read them", async () => {
    const event = await insertEvent(s.t.database.db, s.managerId, { name: 'Puerta' });
    const { codes } = await verifiedCodes({ event, lines: [{ type: 0, quantity: 3 }] });
    await s.fx.bill({ event }); // pending: its seats are not sold tickets yet
    await scan(codes[2]!, event.id);
    await scan(codes[0]!, event.id);
    const res = await tm('GET', `ticket/check-in/${event.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<CheckInCountsReply>();
    expect(body).toMatchObject({ event_id: event.id, checked_in: 2, sold: 3 });
    expect(body.recent.map((r) => r.code)).toEqual([codes[0], codes[2]]);
    expect(body.recent[0]).toMatchObject({ buyer: 'Ana Pérez', ticket_type: 'General' });
    const admin = await s.t.injectAs(ROLES.ADMIN, { method: 'GET', url: `/api/ticket/check-in/${event.id}` });
    expect(admin.json()).toMatchObject({ checked_in: 2, sold: 3 });
    // A path id out of range is as absent as any other (the contract's idParam).
    expect((await tm('GET', 'ticket/check-in/0')).statusCode).toBe(404);
    expect((await tm('GET', 'ticket/check-in/abc')).statusCode).toBe(422);
  });
});

describe('GET /api/public/ticket-qr/{code}', () => {
  it("serves a ticket's QR picture without a session, cached for good; 404 for a code nobody has", async () => {
    const { codes } = await verifiedCodes({ lines: [{ type: 0, quantity: 1 }] });
    const res = await s.t.inject({ method: 'GET', url: `/api/public/ticket-qr/${codes[0]}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await s.t.inject({ method: 'GET', url: '/api/public/ticket-qr/ZZZZZZZZZZZZ' })).statusCode).toBe(
      404,
    );
    expect((await s.t.inject({ method: 'GET', url: '/api/public/ticket-qr/%3Cb%3E' })).statusCode).toBe(422);
  });
});
