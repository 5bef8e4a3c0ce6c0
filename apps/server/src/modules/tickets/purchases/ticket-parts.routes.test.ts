import { ROLES, TICKET_BILL_STATUS as S } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { multipart, testImage } from '#server/test/multipart.ts';
import {
  insertAccount,
  insertBill,
  insertBuyer,
  insertEvent,
  ticketBillCalls,
  withTicketsFixture,
} from '#server/test/tickets.ts';

// A ticket sale paid in parts (issue 32 §2), as a store sale: the ticket master records what it
// received (cash at the box office, a transfer to one of its accounts); the parts covering the
// total verify the sale through its review, so its tickets are issued and sent once.

const s = withTicketsFixture();
const { detail } = ticketBillCalls(() => s.t);
const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(s.t.database.db, q);
const tm = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
  s.t.injectAs(ROLES.TICKETMASTER, { method, url: `/api/ticket/ticket-bills/${url}`, payload });
const part = (id: number, payload: object) => tm('POST', `${id}/payments`, payload);

/** Two General seats: 20.00 USD, bolívares at the sale's rate of 40. */
const pending = () => s.fx.bill();

describe('a ticket sale paid in parts', () => {
  it('is verified once dollars in cash and a bolívar transfer cover it: tickets issued and mailed, audited', async () => {
    const bill = await pending();
    const first = await part(bill.id, { method: 'cash', currency: 'USD', amount: 5 });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().message).toBe('Pago registrado');
    expect(first.json().data).toMatchObject({ status: S.PENDING, payments: { paid: 5, due: 15, rate: 40 } });
    expect(first.json().data.tickets).toEqual([]);

    // More than is due, an account of the other currency, another manager's account: refused.
    const over = await part(bill.id, { method: 'cash', currency: 'USD', amount: 15.5 });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.amount[0]).toMatch(/^El pago supera lo que falta por pagar \(15,00\sUS\$\)$/);
    const usd = await part(bill.id, {
      method: 'transfer',
      currency: 'USD',
      amount: 1,
      bank_id: s.fx.accountId,
      reference: '1',
    });
    expect(usd.json().errors.bank_id).toEqual(['La cuenta no es de la moneda del pago']);
    const theirs = await insertAccount(s.t.database.db, s.otherManagerId);
    const foreign = await part(bill.id, {
      method: 'transfer',
      currency: 'VES',
      amount: 1,
      bank_id: theirs,
      reference: '1',
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.bank_id).toEqual(['Elija una de sus cuentas de pago']);

    const since = (await rows<{ id: number }>(sql`select coalesce(max(id), 0) as id from outbox`))[0]!.id;
    const form = multipart([
      { name: 'method', value: 'transfer' },
      { name: 'currency', value: 'VES' },
      { name: 'amount', value: '600' },
      { name: 'bank_id', value: String(s.fx.accountId) },
      { name: 'reference', value: '00456789' },
      { name: 'proof', value: await testImage('png'), filename: 'pm.png', type: 'image/png' },
    ]);
    const last = await s.t.injectAs(ROLES.TICKETMASTER, {
      method: 'POST',
      url: `/api/ticket/ticket-bills/${bill.id}/payments`,
      ...form,
    });
    expect(last.statusCode, last.body).toBe(201);
    const d = last.json().data;
    expect(d.status).toBe(S.VERIFIED);
    expect(d.reviewed_at).not.toBeNull();
    expect(d.tickets).toHaveLength(2);
    expect(d.payments).toMatchObject({ paid: 20, due: 0 });
    expect(d.payments.parts).toMatchObject([
      { method: 'cash', currency: 'USD', amount: 5, usd_amount: 5, bank_name: null, proof_image: null },
      {
        method: 'transfer',
        currency: 'VES',
        amount: 600,
        usd_amount: 15,
        bank_name: 'Banco de Venezuela',
        reference: '00456789',
      },
    ]);
    expect(d.payments.parts[1].proof_image).toMatch(/^\/api\/files\//);
    expect(d.payments.parts[0].recorded_by).toBeTruthy();
    // The buyer gets its tickets once, by mail, as from a review.
    const mails = await rows<{ recipient: string }>(
      sql`select recipient from outbox where channel = 'email' and id > ${since}`,
    );
    expect(mails.map((m) => m.recipient)).toEqual([s.fx.buyer.email]);
    const audit = await rows<{ kind: string }>(
      sql`select kind from audit_log where entity = 'ticket_bill' and entity_id = ${bill.id} order by id`,
    );
    expect(audit.map((a) => a.kind)).toEqual(['ticket_sale.payment', 'ticket_sale.payment']);
    // Verified, it takes no more parts, and keeps the ones it has.
    const after = await part(bill.id, { method: 'cash', currency: 'USD', amount: 1 });
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe(`La venta #${bill.id} ya está pagada.`);
    expect((await tm('DELETE', `${bill.id}/payments/${d.payments.parts[0].id}`)).statusCode).toBe(409);
  });

  it('takes back a part recorded by mistake while the sale waits for its review', async () => {
    const bill = await pending();
    const recorded = (await part(bill.id, { method: 'cash', currency: 'USD', amount: 7 })).json().data;
    const id = recorded.payments.parts[0].id as number;
    const removed = await tm('DELETE', `${bill.id}/payments/${id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({
      message: 'Pago eliminado',
      data: { payments: { parts: [], paid: 0, due: 20 } },
    });
    expect((await tm('DELETE', `${bill.id}/payments/${id}`)).statusCode).toBe(404);
    expect((await detail(bill.id)).payments.due).toBe(20);
  });

  it('counts every part once and issues the tickets once when three parts arrive at the same time', async () => {
    const bill = await pending();
    const answers = await Promise.all(
      [1, 2, 3].map(() => part(bill.id, { method: 'cash', currency: 'USD', amount: 10 })),
    );
    // 20.00 due: two parts of 10.00 fit; the third finds the sale verified.
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 409]);
    const [sum] = await rows<{ cents: number }>(
      sql`select sum(usd_cents)::int as cents from ticket_payments where ticket_bill_id = ${bill.id}`,
    );
    expect(sum!.cents).toBe(2000);
    const d = await detail(bill.id);
    expect(d.status).toBe(S.VERIFIED);
    expect(d.tickets).toHaveLength(2);
  });

  it('is refused for a rejected sale, another manager’s sale, other roles and a number sent as text', async () => {
    const rejected = await s.fx.bill({ status: S.REJECTED });
    const closed = await part(rejected.id, { method: 'cash', currency: 'USD', amount: 1 });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(
      `La venta #${rejected.id} está cancelada o rechazada: no admite pagos.`,
    );
    const event = await insertEvent(s.t.database.db, s.otherManagerId);
    const buyer = await insertBuyer(s.t.database.db, s.otherManagerId);
    const theirs = await insertBill(s.t.database.db, {
      managerId: s.otherManagerId,
      event,
      buyerId: buyer.id,
    });
    expect((await part(theirs.id, { method: 'cash', currency: 'USD', amount: 1 })).statusCode).toBe(404);
    const bill = await pending();
    for (const role of [ROLES.ADMIN, ROLES.CASHIER, ROLES.CLIENT]) {
      const res = await s.t.injectAs(role, {
        method: 'POST',
        url: `/api/ticket/ticket-bills/${bill.id}/payments`,
        payload: { method: 'cash', currency: 'USD', amount: 1 },
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await part(bill.id, { method: 'cash', currency: 'USD', amount: '1' })).statusCode).toBe(422);
    expect((await detail(bill.id)).payments.parts).toEqual([]);
  });
});
