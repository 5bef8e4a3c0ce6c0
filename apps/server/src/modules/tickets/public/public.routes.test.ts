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
import { purchaseTexts } from '#server/modules/tickets/purchases/purchase.texts.ts';
import { ticketBills, tickets } from '#server/modules/tickets/tickets.tables.ts';
import { storedFiles } from '#server/test/stored-files.ts';
import {
  buyer,
  countRows,
  DOLLAR_PERCENT,
  insertPublicEvent,
  purchaseCall,
  withPurchaseApp,
} from '#server/test/ticket-purchases.ts';
import { soldOf } from '#server/test/tickets.ts';

// The buyer's side of an event through the API: its page, a purchase that goes through, and the
// sale's page with its tickets. What a purchase refuses: purchase-refusals.routes.test.ts.

const ctx = withPurchaseApp();
const buy = purchaseCall(ctx);

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
    expect(await storedFiles(ctx.t.files)).toContain(bill!.proofImage);
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
