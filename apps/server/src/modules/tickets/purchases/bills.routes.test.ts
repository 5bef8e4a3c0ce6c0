import { type Page, ROLES, TICKET_BILL_STATUS as S, type TicketBill } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { insertBuyer, insertEvent, ticketBillCalls, withTicketsFixture } from '#server/test/tickets.ts';

// The ticket master's sales: the list and a sale's page. Reviewing one: review.routes.test.ts.

const s = withTicketsFixture();

const { tm, detail, review } = ticketBillCalls(() => s.t);
const list = async (query: string) => {
  const res = await tm('GET', `ticket/ticket-bills?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<Page<TicketBill>>();
};

describe('GET ticket/ticket-bills', () => {
  it('lists each review option as its stored status (opt + 1), newest first, and all with opt 5', async () => {
    const event = await insertEvent(s.t.database.db, s.managerId, { name: 'Festival de opciones' });
    const ids: Record<number, number> = {};
    for (const status of [S.REJECTED, S.VERIFIED, S.PENDING, S.NOT_VERIFIED])
      ids[status] = (await s.fx.bill({ event, status })).id;
    for (const opt of [1, 2, 3, 4]) {
      const page = await list(`opt=${opt}&event_id=${event.id}`);
      expect(page.data.map((b) => [b.id, b.status])).toEqual([[ids[opt + 1], opt + 1]]);
    }
    const all = await list(`opt=5&event_id=${event.id}`);
    expect(all.data.map((b) => b.id)).toEqual(Object.values(ids).sort((a, b) => b - a));
    expect(all.data[0]).toMatchObject({
      event_name: 'Festival de opciones',
      quantity: 2,
      total: 20,
      channel: 'web',
    });
  });

  it('pages by cursor: every sale exactly once', async () => {
    const event = await insertEvent(s.t.database.db, s.managerId, { name: 'Paginado' });
    const made = [];
    for (let i = 0; i < 7; i++) made.push((await s.fx.bill({ event })).id);
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Page<TicketBill> = await list(
        `opt=5&event_id=${event.id}&per_page=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.meta.total).toBe(7);
      seen.push(...page.data.map((b) => b.id));
      cursor = page.meta.next_cursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(made.reverse());
  });

  it('searches by buyer name, e-mail and document, event name and reference; % is a plain character', async () => {
    const db = s.t.database.db;
    const event = await insertEvent(db, s.managerId, { name: 'Gran Gala Búsqueda' });
    const buyer = await insertBuyer(db, s.managerId, {
      name: 'Wilfredo',
      lastname: 'Zambrano',
      email: 'wil.zambrano@example.com',
      document: '87654321',
    });
    const bill = await s.fx.bill({ event, buyerId: buyer.id, reference: 'TRX-99_%1' });
    const other = await s.fx.bill({ event });
    const found = async (q: string) => (await list(`opt=5&q=${encodeURIComponent(q)}`)).data.map((b) => b.id);
    for (const q of ['wilfredo', 'ZAMBRANO', 'wil.zambrano@', '87654321', 'TRX-99_%'])
      expect(await found(q)).toEqual([bill.id]);
    expect(await found('gala búsqueda')).toEqual([other.id, bill.id]);
    expect(await found('99%')).toEqual([]);
  });

  it('refuses bad input with 422 in Spanish', async () => {
    for (const query of ['opt=0', 'opt=6', 'opt=x', 'per_page=101', 'cursor=abc', 'event_id=0']) {
      const res = await tm('GET', `ticket/ticket-bills?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(Object.values(res.json().errors).flat().join(' ')).toMatch(/El campo/);
    }
  });

  it('keeps managers apart: the other ticket master sees none, the admin sees every manager', async () => {
    const mine = await s.fx.bill();
    const theirs = await s.other.inject({
      method: 'GET',
      url: '/api/ticket/ticket-bills?opt=5&per_page=100',
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data).toEqual([]);
    const otherEvent = await insertEvent(s.t.database.db, s.otherManagerId);
    const otherBuyer = await insertBuyer(s.t.database.db, s.otherManagerId);
    const { insertBill } = await import('#server/test/tickets.ts');
    const foreign = await insertBill(s.t.database.db, {
      managerId: s.otherManagerId,
      event: otherEvent,
      buyerId: otherBuyer.id,
    });
    const admin = await s.t.injectAs(ROLES.ADMIN, {
      method: 'GET',
      url: '/api/ticket/ticket-bills?opt=5&per_page=100',
    });
    const adminIds = admin.json<Page<TicketBill>>().data.map((b) => b.id);
    expect(adminIds).toEqual(expect.arrayContaining([mine.id, foreign.id]));
    expect((await list('opt=5&per_page=100')).data.map((b) => b.id)).not.toContain(foreign.id);
    expect((await tm('GET', `ticket/ticket-bills/${foreign.id}`)).statusCode).toBe(404);
    expect((await review(foreign.id, 2)).statusCode).toBe(404);
    const adminDetail = await s.t.injectAs(ROLES.ADMIN, {
      method: 'GET',
      url: `/api/ticket/ticket-bills/${foreign.id}`,
    });
    expect(adminDetail.statusCode).toBe(200);
    for (const role of [ROLES.CLIENT, ROLES.CASHIER, ROLES.DELIVERY]) {
      expect((await s.t.injectAs(role, { method: 'GET', url: '/api/ticket/ticket-bills' })).statusCode).toBe(
        403,
      );
      expect(
        (await s.t.injectAs(role, { method: 'GET', url: `/api/ticket/ticket-bills/${mine.id}` })).statusCode,
      ).toBe(403);
      const put = await s.t.injectAs(role, {
        method: 'PUT',
        url: `/api/ticket/ticket-bills/${mine.id}`,
        payload: { opt: 2 },
      });
      expect(put.statusCode).toBe(403);
    }
    // Reading is not reviewing: the admin may not review.
    const adminPut = await s.t.injectAs(ROLES.ADMIN, {
      method: 'PUT',
      url: `/api/ticket/ticket-bills/${mine.id}`,
      payload: { opt: 2 },
    });
    expect(adminPut.statusCode).toBe(403);
  });
});

describe('GET ticket/ticket-bills/{id}', () => {
  it('shows the buyer, lines, account, proof and the sales with the same reference or proof', async () => {
    const first = await s.fx.bill({
      reference: 'PAGO-123',
      proofHash: 'h-1',
      lines: [
        { type: 0, quantity: 1 },
        { type: 1, quantity: 2 },
      ],
    });
    const sameRef = await s.fx.bill({ reference: 'PAGO-123', proofHash: 'h-2' });
    const sameProof = await s.fx.bill({ reference: 'PAGO-456', proofHash: 'h-1' });
    const d = await detail(first.id);
    expect(d).toMatchObject({
      id: first.id,
      status: S.PENDING,
      quantity: 3,
      total: 60,
      ticket_user: {
        id: s.fx.buyer.id,
        name: 'Ana',
        lastname: 'Pérez',
        document_type: 'V',
        document: '12345678',
      },
      lines: [
        { name: 'General', quantity: 1, price: 10 },
        { name: 'VIP', quantity: 2, price: 25 },
      ],
      account: { id: s.fx.accountId, bank_name: 'Banco de Venezuela', account_type: 'VES' },
      proof_image: '/api/files/proof.jpg',
      tickets: [],
      reviewed_at: null,
      warnings: { same_reference: [sameRef.id], same_proof: [sameProof.id] },
    });
  });

  it('answers 404 for a sale that does not exist and 422 for a bad id', async () => {
    expect((await tm('GET', 'ticket/ticket-bills/99999')).statusCode).toBe(404);
    expect((await tm('GET', 'ticket/ticket-bills/abc')).statusCode).toBe(422);
  });
});
