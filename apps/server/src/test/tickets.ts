import { randomBytes } from 'node:crypto';
import { ROLES, TICKET_BILL_STATUS, type TicketBillDetail, type TicketBillStatus } from '@vitrina/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { DbOrTx } from '#server/db/client.ts';
import {
  ticketAccounts,
  ticketBillLines,
  ticketBills,
  ticketEvents,
  ticketManagers,
  ticketTypes,
  ticketUsers,
} from '#server/modules/tickets/tickets.tables.ts';
import { users } from '#server/modules/users/users.tables.ts';
import { createAccount, type OtherAccount } from './accounts.ts';
import { createTestApp, type TestApp } from './harness.ts';

// Ticket rows written straight into the tables, for API tests of the ticket master's panel:
// an event with its types, an account, buyers and sales in any status, of the demo ticket
// master and of a second one. The buyer's side (public pages, purchases): ticket-purchases.ts.

/** The ticket manager of an account (created with the account), by its e-mail. */
export async function managerIdByEmail(db: DbOrTx, email: string): Promise<number> {
  const [row] = await db
    .select({ id: ticketManagers.id })
    .from(ticketManagers)
    .innerJoin(users, eq(users.id, ticketManagers.userId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no ticket manager for ${email}`);
  return row.id;
}

export type FixtureEvent = {
  id: number;
  name: string;
  types: (typeof ticketTypes.$inferSelect)[];
};

export type EventOver = {
  name?: string;
  description?: string;
  place?: string;
  status?: number;
  startsAt?: Date;
  endsAt?: Date | null;
  types?: { name: string; priceCents: number; quota: number; sold?: number }[];
};

/** An event of the manager with two ticket types (General $10, VIP $25) unless given. */
export async function insertEvent(
  db: DbOrTx,
  managerId: number,
  over: EventOver = {},
): Promise<FixtureEvent> {
  const [event] = await db
    .insert(ticketEvents)
    .values({
      managerId,
      name: over.name ?? 'Concierto de prueba',
      description: over.description,
      place: over.place ?? 'Teatro Teresa Carreño',
      status: over.status ?? 1,
      startsAt: over.startsAt ?? new Date(Date.now() + 7 * 86_400_000),
      endsAt: over.endsAt ?? null,
    })
    .returning();
  const wanted = over.types ?? [
    { name: 'General', priceCents: 1000, quota: 500 },
    { name: 'VIP', priceCents: 2500, quota: 100 },
  ];
  const types = await db
    .insert(ticketTypes)
    .values(wanted.map((t, position) => ({ eventId: event!.id, position, ...t })))
    .returning();
  return { id: event!.id, name: event!.name, types };
}

export async function insertAccount(
  db: DbOrTx,
  managerId: number,
  over: Partial<typeof ticketAccounts.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .insert(ticketAccounts)
    .values({
      managerId,
      bankName: 'Banco de Venezuela',
      accountType: 'VES',
      accountNumber: '01020000000000000001',
      ownerFullName: 'Eventos C.A.',
      ownerIdenficationType: 'J',
      ownerIdenfication: '123456789',
      ...over,
    })
    .returning({ id: ticketAccounts.id });
  return row!.id;
}

export type FixtureBuyer = { id: number; name: string; lastname: string; email: string };

export async function insertBuyer(
  db: DbOrTx,
  managerId: number,
  over: Partial<typeof ticketUsers.$inferInsert> = {},
): Promise<FixtureBuyer> {
  const [row] = await db
    .insert(ticketUsers)
    .values({
      managerId,
      name: 'Ana',
      lastname: 'Pérez',
      email: `comprador-${randomBytes(4).toString('hex')}@example.com`,
      documentType: 'V',
      document: '12345678',
      phone: '04141234567',
      ...over,
    })
    .returning();
  return { id: row!.id, name: row!.name, lastname: row!.lastname, email: row!.email };
}

export type NewFixtureBill = {
  managerId: number;
  event: FixtureEvent;
  buyerId: number;
  /** Seats per type index of the event (default: 2 General). */
  lines?: { type: number; quantity: number }[];
  status?: TicketBillStatus;
  channel?: 'web' | 'telegram';
  reference?: string;
  proofHash?: string | null;
  accountId?: number | null;
};

/**
 * A ticket sale as the purchase leaves it (its seats taken from the types), in `status`
 * (PENDING unless given). Verified sales made here have no tickets: verify through the API.
 */
export async function insertBill(db: DbOrTx, b: NewFixtureBill) {
  const lines = (b.lines ?? [{ type: 0, quantity: 2 }]).map((l) => {
    const type = b.event.types[l.type]!;
    return { ticketTypeId: type.id, name: type.name, quantity: l.quantity, priceCents: type.priceCents };
  });
  const total = lines.reduce((s, l) => s + l.quantity * l.priceCents, 0);
  const usd = Math.round(total / 2);
  const [bill] = await db
    .insert(ticketBills)
    .values({
      managerId: b.managerId,
      eventId: b.event.id,
      ticketUserId: b.buyerId,
      status: b.status ?? TICKET_BILL_STATUS.PENDING,
      channel: b.channel ?? 'web',
      quantity: lines.reduce((s, l) => s + l.quantity, 0),
      totalCents: total,
      usdCents: usd,
      vesCents: (total - usd) * 40,
      dollarRate: '40',
      dollarPercent: 50,
      accountId: b.accountId ?? null,
      reference: b.reference ?? `REF${randomBytes(4).toString('hex')}`,
      proofImage: 'proof.jpg',
      proofHash: b.proofHash === undefined ? randomBytes(16).toString('hex') : b.proofHash,
      accessToken: randomBytes(24).toString('base64url'),
    })
    .returning();
  await db.insert(ticketBillLines).values(lines.map((l) => ({ billId: bill!.id, ...l })));
  if (bill!.status !== TICKET_BILL_STATUS.REJECTED) {
    for (const l of lines)
      await db
        .update(ticketTypes)
        .set({ sold: sql`${ticketTypes.sold} + ${l.quantity}` })
        .where(eq(ticketTypes.id, l.ticketTypeId));
  }
  return bill!;
}

/** Seats taken of a ticket type. */
export async function soldOf(db: DbOrTx, typeId: number): Promise<number> {
  const [row] = await db
    .select({ sold: ticketTypes.sold })
    .from(ticketTypes)
    .where(eq(ticketTypes.id, typeId));
  return row!.sold;
}

/** A manager's event, an account and a buyer: the usual start of a ticket test. */
export async function ticketsFixture(db: DbOrTx, managerId: number) {
  const event = await insertEvent(db, managerId);
  const accountId = await insertAccount(db, managerId);
  const buyer = await insertBuyer(db, managerId);
  const bill = (over: Partial<NewFixtureBill> = {}) =>
    insertBill(db, { managerId, event, buyerId: buyer.id, accountId, ...over });
  return { managerId, event, accountId, buyer, bill };
}

export type TwoTicketMasters = {
  t: TestApp;
  /** The demo ticket master's manager id. */
  managerId: number;
  /** A second ticket master (created by the admin), and its manager id. */
  other: OtherAccount;
  otherManagerId: number;
};

/** For a whole test file: a test app with the demo ticket master and a second one. */
export function withTwoTicketMasters(): TwoTicketMasters {
  const s = {} as TwoTicketMasters;
  beforeAll(async () => {
    const t = await createTestApp();
    const other = await createAccount(t, 'otra-taquilla@example.com', ROLES.TICKETMASTER);
    Object.assign(s, {
      t,
      other,
      managerId: await managerIdByEmail(t.database.db, 'taquilla@vitrina.test'),
      otherManagerId: await managerIdByEmail(t.database.db, 'otra-taquilla@example.com'),
    });
  });
  afterAll(() => s.t.close());
  return s;
}

export type TicketsFixture = Awaited<ReturnType<typeof ticketsFixture>>;

/** For a whole test file: two ticket masters, and the demo one's event, account and buyer (`fx`). */
export function withTicketsFixture(): TwoTicketMasters & { fx: TicketsFixture } {
  const s = withTwoTicketMasters() as TwoTicketMasters & { fx: TicketsFixture };
  beforeAll(async () => {
    s.fx = await ticketsFixture(s.t.database.db, s.managerId);
  });
  return s;
}

/**
 * The ticket master's calls on its sales, for a test file's app (read when called): `tm` under
 * `/api/`, a sale's detail, and its review (`opt`).
 */
export function ticketBillCalls(app: () => TestApp) {
  const tm = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    app().injectAs(ROLES.TICKETMASTER, { method, url: `/api/${url}`, payload });
  const detail = async (id: number) =>
    (await tm('GET', `ticket/ticket-bills/${id}`)).json<TicketBillDetail>();
  const review = (id: number, opt: unknown) => tm('PUT', `ticket/ticket-bills/${id}`, { opt });
  return { tm, detail, review };
}
