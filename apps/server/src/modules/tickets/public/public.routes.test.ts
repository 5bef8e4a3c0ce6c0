import { createHash } from 'node:crypto';
import {
  type PublicEvent,
  TICKET_BILL_STATUS,
  type TicketOrder,
  type TicketPurchaseReply,
} from '@vitrina/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { errorTexts } from '#server/lib/errors.ts';
import { purchaseTexts } from '#server/modules/tickets/purchases/purchase.texts.ts';
import { ticketBills, tickets } from '#server/modules/tickets/tickets.tables.ts';
import {
  buyer,
  countRows,
  DOLLAR_PERCENT,
  filesIn,
  freshAddress,
  insertPublicEvent,
  purchaseBody,
  soldOf,
  withPurchaseApp,
} from '#server/test/tickets.ts';

const ctx = withPurchaseApp();

const buy = (eventId: number, fields: Record<string, string>, proof: Buffer | null = ctx.png) =>
  ctx.t.inject({
    method: 'POST',
    url: `/api/public/events/${eventId}/purchase`,
    ...purchaseBody(fields, proof ?? undefined),
    ...freshAddress(),
  });

describe('GET public/events/{id}', () => {
  it('shows the event, its types with USD and VES prices and seats left, and only its manager’s accounts', async () => {
    const e = await insertPublicEvent(ctx.t.database.db, ctx.fx.managerId, {
      types: [
        { name: 'General', priceCents: 1000, quota: 50, sold: 12 },
        { name: 'Palco', priceCents: 4000, quota: 4, sold: 4 },
      ],
    });
    const res = await ctx.t.inject({ method: 'GET', url: `/api/public/events/${e.id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json<PublicEvent>();
    expect(body).toMatchObject({ id: e.id, on_sale: true, dollar_percent: DOLLAR_PERCENT, ends_at: null });
    expect(body.ticket_types).toEqual([
      {
        id: e.types[0]!.id,
        name: 'General',
        price: 10,
        price_ves: +(10 * body.dollar_rate).toFixed(2),
        left: 38,
      },
      {
        id: e.types[1]!.id,
        name: 'Palco',
        price: 40,
        price_ves: +(40 * body.dollar_rate).toFixed(2),
        left: 0,
      },
    ]);
    expect(body.accounts.map((a) => a.id)).toEqual([ctx.fx.accountId]);
    expect(body.accounts[0]!.message).toBe('Envíe el capture por aquí');
  });

  it('answers 404 for an unknown event and shows an inactive one as not on sale', async () => {
    expect((await ctx.t.inject({ method: 'GET', url: '/api/public/events/999999' })).statusCode).toBe(404);
    const e = await insertPublicEvent(ctx.t.database.db, ctx.fx.managerId, { status: 0 });
    expect((await ctx.t.inject({ method: 'GET', url: `/api/public/events/${e.id}` })).json().on_sale).toBe(
      false,
    );
  });
});

describe('POST public/events/{id}/purchase', () => {
  it('stores a pending sale priced by the server, takes the seats and queues the e-mail', async () => {
    const e = await insertPublicEvent(ctx.t.database.db, ctx.fx.managerId);
    const [general, vip] = e.types;
    const fields = {
      ...buyer({ email: 'Comprador@Example.com' }),
      account_id: String(ctx.fx.accountId),
      [`qty_${general!.id}`]: '2',
      [`qty_${vip!.id}`]: '1',
      // A price in the form changes nothing.
      price: '0.01',
      total: '0.01',
    };
    const res = await buy(e.id, fields);
    expect(res.statusCode).toBe(201);
    const reply = res.json<TicketPurchaseReply>();
    expect(reply.message).toBe(purchaseTexts.received);
    expect(reply.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(reply.status_url).toBe(`http://panel.test/evento/${e.id}/compra/${reply.token}`);

    const [bill] = await ctx.t.database.db
      .select()
      .from(ticketBills)
      .where(eq(ticketBills.accessToken, reply.token));
    const rate = Number(bill!.dollarRate);
    expect(bill).toMatchObject({
      status: TICKET_BILL_STATUS.PENDING,
      channel: 'web',
      quantity: 3,
      totalCents: 4500,
      usdCents: 1350,
      vesCents: Math.round(3150 * rate),
      dollarPercent: DOLLAR_PERCENT,
      accountId: ctx.fx.accountId,
      reference: '000123456',
      proofHash: createHash('sha256').update(ctx.png).digest('hex'),
    });
    expect(filesIn(ctx.t)).toContain(bill!.proofImage);
    expect(await soldOf(ctx.t.database.db, general!.id)).toBe(2);
    expect(await soldOf(ctx.t.database.db, vip!.id)).toBe(1);

    const lines = await queryRows<{ name: string; quantity: number; price_cents: number }>(
      ctx.t.database.db,
      sql`select name, quantity, price_cents from ticket_bill_lines where bill_id = ${bill!.id} order by ticket_type_id`,
    );
    expect(lines).toEqual([
      { name: 'General', quantity: 2, price_cents: 1000 },
      { name: 'VIP', quantity: 1, price_cents: 2500 },
    ]);
    const [mail] = await queryRows<{
      recipient: string;
      payload: { subject: string; text: string; html: string };
    }>(
      ctx.t.database.db,
      sql`select recipient, payload from outbox where channel = 'email' and recipient = 'comprador@example.com'`,
    );
    expect(mail!.payload.subject).toContain('Recibimos tu compra');
    expect(mail!.payload.text).toContain(reply.status_url);
    // The event's name is escaped in the HTML part.
    expect(mail!.payload.html).toContain('Festival &lt;Llano&gt; &amp; Joropo');

    const order = await ctx.t.inject({ method: 'GET', url: `/api/public/ticket-orders/${reply.token}` });
    expect(order.statusCode).toBe(200);
    expect(order.json<TicketOrder>()).toMatchObject({
      status: TICKET_BILL_STATUS.PENDING,
      event: { id: e.id, name: e.name },
      buyer: 'Luisa Pérez',
      lines: [
        { name: 'General', quantity: 2, price: 10 },
        { name: 'VIP', quantity: 1, price: 25 },
      ],
      total: 45,
      usd_amount: 13.5,
      ves_amount: Math.round(3150 * rate) / 100,
      reference: '000123456',
      tickets: [],
    });
  });

  it('takes JSON with `lines`, keeps one buyer per e-mail and brings it up to date', async () => {
    const e = await insertPublicEvent(ctx.t.database.db, ctx.fx.managerId);
    const users = await countRows(ctx.t.database.db, 'ticket_users');
    for (const name of ['Ana', 'Ana María']) {
      const res = await buy(e.id, {
        ...buyer({ name, email: 'ana@example.com', lastname: '' }),
        account_id: String(ctx.fx.accountId),
        lines: JSON.stringify([{ ticket_type_id: e.types[0]!.id, quantity: 1 }]),
      });
      expect(res.statusCode).toBe(201);
    }
    expect(await countRows(ctx.t.database.db, 'ticket_users')).toBe(users + 1);
    const [row] = await queryRows<{ name: string; lastname: string }>(
      ctx.t.database.db,
      sql`select name, lastname from ticket_users where email = 'ana@example.com'`,
    );
    expect(row).toEqual({ name: 'Ana María', lastname: 'Not set' });
  });

  it('refuses a purchase without a proof, with a file that is not a picture, or over 5 MB', async () => {
    const e = await insertPublicEvent(ctx.t.database.db, ctx.fx.managerId);
    const fields = { ...buyer(), account_id: String(ctx.fx.accountId), [`qty_${e.types[0]!.id}`]: '1' };
    const before = filesIn(ctx.t);
    const missing = await buy(e.id, fields, null);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.proof).toEqual([purchaseTexts.proofRequired]);
    const json = await ctx.t.inject({
      method: 'POST',
      url: `/api/public/events/${e.id}/purchase`,
      payload: { ...fields, lines: [{ ticket_type_id: e.types[0]!.id, quantity: 1 }] },
      ...freshAddress(),
    });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors.proof).toEqual([purchaseTexts.proofRequired]);
    const text = await buy(e.id, fields, Buffer.from('%PDF-1.4 not a picture'));
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.proof).toEqual([errorTexts.imageType]);
    const huge = await buy(e.id, fields, Buffer.concat([ctx.png, Buffer.alloc(5 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    expect(filesIn(ctx.t)).toEqual(before);
    expect(await soldOf(ctx.t.database.db, e.types[0]!.id)).toBe(0);
  });

  it('refuses a type of another event and an account of another manager (422)', async () => {
    const e = await insertPublicEvent(ctx.t.database.db, ctx.fx.managerId);
    const other = await insertPublicEvent(ctx.t.database.db, ctx.fx.otherManagerId);
    const foreignType = await buy(e.id, {
      ...buyer(),
      account_id: String(ctx.fx.accountId),
      [`qty_${other.types[0]!.id}`]: '1',
    });
    expect(foreignType.statusCode).toBe(422);
    expect(foreignType.json().errors.lines).toEqual([purchaseTexts.unknownType]);
    const foreignAccount = await buy(e.id, {
      ...buyer(),
      account_id: String(ctx.fx.otherAccountId),
      [`qty_${e.types[0]!.id}`]: '1',
    });
    expect(foreignAccount.statusCode).toBe(422);
    expect(foreignAccount.json().errors.account_id).toEqual([purchaseTexts.unknownAccount]);
    expect(await soldOf(ctx.t.database.db, other.types[0]!.id)).toBe(0);
  });

  it.each([
    ['inactive', { status: 0 }],
    [
      'over (its end passed)',
      { startsAt: new Date(Date.now() - 5 * 3_600_000), endsAt: new Date(Date.now() - 60_000) },
    ],
    ['over (started 13 h ago, no end)', { startsAt: new Date(Date.now() - 13 * 3_600_000) }],
  ])('refuses an event that is %s (409)', async (_, over) => {
    const e = await insertPublicEvent(ctx.t.database.db, ctx.fx.managerId, over);
    const res = await buy(e.id, {
      ...buyer(),
      account_id: String(ctx.fx.accountId),
      [`qty_${e.types[0]!.id}`]: '1',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(purchaseTexts.salesClosed);
  });

  it('still sells an event that started 6 hours ago without an end', async () => {
    const e = await insertPublicEvent(ctx.t.database.db, ctx.fx.managerId, {
      startsAt: new Date(Date.now() - 6 * 3_600_000),
    });
    const res = await buy(e.id, {
      ...buyer(),
      account_id: String(ctx.fx.accountId),
      [`qty_${e.types[0]!.id}`]: '1',
    });
    expect(res.statusCode).toBe(201);
  });

  it.each([['0'], ['21'], ['-1'], ['dos']])('refuses a quantity of %s (422, Spanish)', async (qty) => {
    const e = await insertPublicEvent(ctx.t.database.db, ctx.fx.managerId);
    const res = await buy(e.id, {
      ...buyer(),
      account_id: String(ctx.fx.accountId),
      [`qty_${e.types[0]!.id}`]: qty,
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    const lineErrors = Object.entries(errors).filter(([k]) => k.startsWith('lines'));
    expect(lineErrors.flatMap(([, v]) => v).join(' ')).toMatch(/cantidad/i);
  });

  it('refuses more seats than are left (409) and stores nothing, proof file included', async () => {
    const e = await insertPublicEvent(ctx.t.database.db, ctx.fx.managerId, {
      types: [
        { name: 'General', priceCents: 1000, quota: 10 },
        { name: 'Mesa', priceCents: 9000, quota: 3, sold: 2 },
      ],
    });
    const bills = await countRows(ctx.t.database.db, 'ticket_bills');
    const files = filesIn(ctx.t);
    const res = await buy(e.id, {
      ...buyer(),
      account_id: String(ctx.fx.accountId),
      [`qty_${e.types[0]!.id}`]: '2',
      [`qty_${e.types[1]!.id}`]: '2',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Solo queda 1 entrada de «Mesa»');
    expect(await soldOf(ctx.t.database.db, e.types[0]!.id)).toBe(0);
    expect(await soldOf(ctx.t.database.db, e.types[1]!.id)).toBe(2);
    expect(await countRows(ctx.t.database.db, 'ticket_bills')).toBe(bills);
    expect(filesIn(ctx.t)).toEqual(files);
  });

  it('sells exactly the seats left to 50 simultaneous buyers', { timeout: 120_000 }, async () => {
    const e = await insertPublicEvent(ctx.t.database.db, ctx.fx.managerId, {
      types: [{ name: 'Última fila', priceCents: 1500, quota: 100, sold: 90 }],
    });
    const typeId = e.types[0]!.id;
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        buy(e.id, {
          ...buyer({ email: `fila${i}@example.com` }),
          account_id: String(ctx.fx.accountId),
          [`qty_${typeId}`]: '1',
        }),
      ),
    );
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    expect(await soldOf(ctx.t.database.db, typeId)).toBe(100);
    const [sold] = await queryRows<{ n: number }>(
      ctx.t.database.db,
      sql`select count(*)::int as n from ticket_bills where event_id = ${e.id}`,
    );
    expect(sold!.n).toBe(10);
  });

  it('throttles an address after 20 attempts in 10 minutes (429)', async () => {
    const e = await insertPublicEvent(ctx.t.database.db, ctx.fx.managerId);
    const from = { remoteAddress: '192.0.2.77' };
    const attempt = () =>
      ctx.t.inject({ method: 'POST', url: `/api/public/events/${e.id}/purchase`, payload: buyer(), ...from });
    for (let i = 0; i < 20; i++) expect((await attempt()).statusCode).toBe(422);
    expect((await attempt()).statusCode).toBe(429);
  });
});

describe('GET public/ticket-orders/{token}', () => {
  it('answers 404 for an unknown token', async () => {
    const res = await ctx.t.inject({ method: 'GET', url: `/api/public/ticket-orders/${'x'.repeat(43)}` });
    expect(res.statusCode).toBe(404);
  });

  it('shows the tickets with their QR address once the sale is verified, and not before', async () => {
    const e = await insertPublicEvent(ctx.t.database.db, ctx.fx.managerId);
    const res = await buy(e.id, {
      ...buyer(),
      account_id: String(ctx.fx.accountId),
      [`qty_${e.types[1]!.id}`]: '1',
    });
    const { token } = res.json<TicketPurchaseReply>();
    const [bill] = await ctx.t.database.db
      .select()
      .from(ticketBills)
      .where(eq(ticketBills.accessToken, token));
    await ctx.t.database.db.insert(tickets).values({
      billId: bill!.id,
      eventId: e.id,
      ticketTypeId: e.types[1]!.id,
      code: `PUB${bill!.id}TICKET1`,
    });
    const url = `/api/public/ticket-orders/${token}`;
    expect((await ctx.t.inject({ method: 'GET', url })).json<TicketOrder>().tickets).toEqual([]);
    await ctx.t.database.db
      .update(ticketBills)
      .set({ status: TICKET_BILL_STATUS.VERIFIED })
      .where(eq(ticketBills.id, bill!.id));
    const order = (await ctx.t.inject({ method: 'GET', url })).json<TicketOrder>();
    expect(order.status).toBe(TICKET_BILL_STATUS.VERIFIED);
    expect(order.tickets).toEqual([
      {
        id: expect.any(Number),
        code: `PUB${bill!.id}TICKET1`,
        ticket_type: 'VIP',
        checked_in_at: null,
        qr_url: `/api/public/ticket-qr/PUB${bill!.id}TICKET1`,
      },
    ]);
  });
});
