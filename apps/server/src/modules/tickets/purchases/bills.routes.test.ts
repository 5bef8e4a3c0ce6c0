import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  type Page,
  ROLES,
  TICKET_BILL_STATUS as S,
  TICKET_CODE_LENGTH,
  type TicketBill,
  type TicketBillDetail,
} from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { insertBuyer, insertEvent, soldOf, withTicketsFixture } from '#server/test/tickets.ts';

const s = withTicketsFixture();

const tm = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  s.t.injectAs(ROLES.TICKETMASTER, { method, url: `/api/${url}`, payload });
const list = async (query: string) => {
  const res = await tm('GET', `ticket/ticket-bills?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<Page<TicketBill>>();
};
const detail = async (id: number) => (await tm('GET', `ticket/ticket-bills/${id}`)).json<TicketBillDetail>();
const review = (id: number, opt: unknown) => tm('PUT', `ticket/ticket-bills/${id}`, { opt });

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

const outboxOf = (db: typeof s.t.database.db, channel: string, since: number) =>
  queryRows<{ recipient: string; payload: Record<string, string>; bot_key: string | null }>(
    db,
    sql`select recipient, payload, bot_key from outbox where channel = ${channel} and id > ${since} order by id`,
  );
const lastOutboxId = async () =>
  Number(
    (await queryRows<{ id: number }>(s.t.database.db, sql`select coalesce(max(id), 0) as id from outbox`))[0]!
      .id,
  );

describe('PUT ticket/ticket-bills/{id}', () => {
  it('verifies: one ticket per seat with unique readable codes, e-mailed with their QR and the status link', async () => {
    const bill = await s.fx.bill({
      lines: [
        { type: 0, quantity: 2 },
        { type: 1, quantity: 1 },
      ],
    });
    const since = await lastOutboxId();
    const res = await review(bill.id, 2);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Venta verificada', status: S.VERIFIED });
    const d = await detail(bill.id);
    expect(d.status).toBe(S.VERIFIED);
    expect(d.reviewed_at).not.toBeNull();
    expect(d.tickets.map((t) => t.ticket_type)).toEqual(['General', 'General', 'VIP']);
    const codes = d.tickets.map((t) => t.code);
    expect(new Set(codes).size).toBe(3);
    for (const t of d.tickets) {
      expect(t.code).toMatch(new RegExp(`^[2-9A-HJ-NP-Z]{${TICKET_CODE_LENGTH}}$`));
      expect(t.qr_url).toBe(`/api/public/ticket-qr/${t.code}`);
      expect(t.checked_in_at).toBeNull();
    }
    const mails = await outboxOf(s.t.database.db, 'email', since);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipient).toBe(s.fx.buyer.email);
    for (const code of codes) {
      expect(mails[0]!.payload.text).toContain(code);
      expect(mails[0]!.payload.html).toContain(`src="http://panel.test/api/public/ticket-qr/${code}"`);
    }
    expect(mails[0]!.payload.text).toContain(
      `http://panel.test/evento/${s.fx.event.id}/compra/${bill.accessToken}`,
    );
    expect(await outboxOf(s.t.database.db, 'telegram', since)).toEqual([]);
  });

  it('sends a sale bought in the bot one Telegram photo per ticket through the event bot', async () => {
    const buyer = await insertBuyer(s.t.database.db, s.managerId, { telegramChatId: 777123 });
    const bill = await s.fx.bill({
      buyerId: buyer.id,
      channel: 'telegram',
      lines: [{ type: 1, quantity: 2 }],
    });
    const since = await lastOutboxId();
    expect((await review(bill.id, 2)).statusCode).toBe(200);
    const sent = await outboxOf(s.t.database.db, 'telegram', since);
    const codes = (await detail(bill.id)).tickets.map((t) => t.code);
    expect(sent).toHaveLength(2);
    for (const [i, row] of sent.entries()) {
      expect(row).toMatchObject({ recipient: '777123', bot_key: `t:${s.fx.event.id}` });
      expect(row.payload.text).toContain(codes[i]);
      expect(existsSync(path.join(s.t.dataDir, 'files', row.payload.photo!))).toBe(true);
    }
    expect(await outboxOf(s.t.database.db, 'email', since)).toHaveLength(1);
  });

  it('rejects: the seats go back and the buyer is told; a rejected sale stays rejected', async () => {
    const [general, vip] = s.fx.event.types;
    const bill = await s.fx.bill({
      lines: [
        { type: 0, quantity: 3 },
        { type: 1, quantity: 1 },
      ],
    });
    const before = [await soldOf(s.t.database.db, general!.id), await soldOf(s.t.database.db, vip!.id)];
    const since = await lastOutboxId();
    const res = await review(bill.id, 1);
    expect(res.json()).toEqual({ message: 'Venta rechazada', status: S.REJECTED });
    expect([await soldOf(s.t.database.db, general!.id), await soldOf(s.t.database.db, vip!.id)]).toEqual([
      before[0]! - 3,
      before[1]! - 1,
    ]);
    const mails = await outboxOf(s.t.database.db, 'email', since);
    expect(mails.map((m) => [m.recipient, m.payload.subject])).toEqual([
      [s.fx.buyer.email, expect.stringContaining('rechazada')],
    ]);
    const again = await review(bill.id, 2);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Esta venta ya fue revisada; actualice la página para ver su estado');
    expect(await soldOf(s.t.database.db, general!.id)).toBe(before[0]! - 3);
  });

  it('marks a sale not verified, and it can still be verified later; never back to pending', async () => {
    const bill = await s.fx.bill();
    expect((await review(bill.id, 4)).json()).toEqual({
      message: 'Venta marcada como no verificada',
      status: S.NOT_VERIFIED,
    });
    expect((await review(bill.id, 4)).statusCode).toBe(409);
    const back = await review(bill.id, 3);
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('Una venta revisada no puede volver a pendiente');
    expect((await review(bill.id, 2)).statusCode).toBe(200);
  });

  it('lets exactly one of 20 simultaneous verifications of a sale through, and issues its tickets once', async () => {
    const bill = await s.fx.bill({ lines: [{ type: 0, quantity: 2 }] });
    await detail(bill.id); // signed in before the burst, even when this test runs alone
    const replies = await Promise.all(Array.from({ length: 20 }, () => review(bill.id, 2)));
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const d = await detail(bill.id);
    expect(d.status).toBe(S.VERIFIED);
    expect(d.tickets).toHaveLength(2);
  });

  it('keeps a sale whole when verifications and rejections race: each wins at most once, in an allowed order', async () => {
    const bill = await s.fx.bill({ lines: [{ type: 0, quantity: 2 }] });
    await detail(bill.id);
    const opts = Array.from({ length: 20 }, (_, i) => (i % 2 ? 2 : 1));
    const replies = await Promise.all(opts.map((opt) => review(bill.id, opt)));
    const won = (opt: number) => replies.filter((r, i) => opts[i] === opt && r.statusCode === 200).length;
    expect(replies.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(won(2)).toBeLessThanOrEqual(1);
    expect(won(1)).toBeLessThanOrEqual(1);
    const d = await detail(bill.id);
    // Verified first, a rejection may still refund it (no ticket has entered); a rejection first is final.
    if (won(1) === 1) expect(d.status).toBe(S.REJECTED);
    else expect(d.status).toBe(S.VERIFIED);
    expect(d.tickets).toHaveLength(won(2) === 1 ? 2 : 0);
  });

  it('refuses a bad review with 422 in Spanish', async () => {
    const bill = await s.fx.bill();
    for (const payload of [{ opt: 0 }, { opt: 5 }, { opt: 'x' }, { opt: 1.5 }, {}]) {
      const res = await tm('PUT', `ticket/ticket-bills/${bill.id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors.opt.join(' ')).toMatch(/^El campo/);
    }
    expect((await detail(bill.id)).status).toBe(S.PENDING);
  });
});
