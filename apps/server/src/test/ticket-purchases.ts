import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ROLES } from '@vitrina/contract';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import {
  ticketAccounts,
  ticketEvents,
  ticketManagers,
  ticketTypes,
} from '../modules/tickets/tickets.tables.ts';
import { users } from '../modules/users/users.tables.ts';
import { createAccount } from './accounts.ts';
import type { TestApp } from './harness.ts';
import { multipart } from './multipart.ts';

// Rows for the buyer's side (public event pages and purchase API): events of the demo ticket
// master and of a second one, written straight into the tables.

export const DOLLAR_PERCENT = 30;

async function managerOf(db: DbOrTx, email: string): Promise<number> {
  const [row] = await db
    .select({ id: ticketManagers.id })
    .from(ticketManagers)
    .innerJoin(users, eq(users.id, ticketManagers.userId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no ticket manager for ${email}`);
  return row.id;
}

export type EventOver = {
  name?: string;
  status?: number;
  startsAt?: Date;
  endsAt?: Date | null;
  types?: { name: string; priceCents: number; quota: number; sold?: number }[];
};

export async function insertPublicEvent(db: DbOrTx, managerId: number, over: EventOver = {}) {
  const [event] = await db
    .insert(ticketEvents)
    .values({
      managerId,
      name: over.name ?? 'Festival <Llano> & Joropo',
      description: 'Arpa, cuatro y maracas.',
      place: 'Poliedro de Caracas',
      status: over.status ?? 1,
      startsAt: over.startsAt ?? new Date(Date.now() + 7 * 86_400_000),
      endsAt: over.endsAt ?? null,
    })
    .returning();
  const types = await db
    .insert(ticketTypes)
    .values(
      (
        over.types ?? [
          { name: 'General', priceCents: 1000, quota: 500 },
          { name: 'VIP', priceCents: 2500, quota: 100 },
        ]
      ).map((t, position) => ({ eventId: event!.id, position, ...t })),
    )
    .returning();
  return { id: event!.id, name: event!.name, types };
}

export async function insertPublicAccount(db: DbOrTx, managerId: number, bankName = 'Banco de Venezuela') {
  const [row] = await db
    .insert(ticketAccounts)
    .values({
      managerId,
      bankName,
      accountType: 'VES',
      accountNumber: '01020000000000000001',
      ownerFullName: 'Teresa Taquilla',
      ownerIdenficationType: 'V',
      ownerIdenfication: '12345678',
      message: 'Envíe el capture por aquí',
    })
    .returning({ id: ticketAccounts.id });
  return row!.id;
}

/** The demo ticket master (dollar percent 30) and a second ticket master, each with an account. */
export async function purchaseFixture(t: TestApp) {
  const db = t.database.db;
  const managerId = await managerOf(db, 'taquilla@vitrina.test');
  await db
    .update(ticketManagers)
    .set({ dollarPercent: DOLLAR_PERCENT })
    .where(eq(ticketManagers.id, managerId));
  const otherEmail = `otra-taquilla-${Math.random().toString(36).slice(2, 8)}@vitrina.test`;
  await createAccount(t, otherEmail, ROLES.TICKETMASTER);
  const otherManagerId = await managerOf(db, otherEmail);
  return {
    managerId,
    otherManagerId,
    accountId: await insertPublicAccount(db, managerId),
    otherAccountId: await insertPublicAccount(db, otherManagerId, 'Banesco'),
  };
}

/** A buyer's form fields (without quantities or account). */
export const buyer = (over: Record<string, string> = {}): Record<string, string> => ({
  name: 'Luisa',
  lastname: 'Pérez',
  document_type: 'V',
  document: '18456789',
  email: 'luisa@example.com',
  phone: '+58 414 555 0101',
  reference: '000123456',
  ...over,
});

/** A multipart purchase body: the fields, and the proof part when given. */
export function purchaseBody(fields: Record<string, string>, proof?: Buffer) {
  return multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...(proof ? [{ name: 'proof', value: proof, filename: 'capture.png', type: 'image/png' }] : []),
  ]);
}

let address = 0;
/** A caller address of its own, so the per-address purchase throttle stays out of the way. */
export const freshAddress = (): Pick<InjectOptions, 'remoteAddress'> => {
  address++;
  return { remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` };
};

export const filesIn = (t: TestApp) => readdirSync(path.join(t.dataDir, 'files')).sort();

export async function soldOf(db: DbOrTx, typeId: number): Promise<number> {
  const [row] = await db
    .select({ sold: ticketTypes.sold })
    .from(ticketTypes)
    .where(eq(ticketTypes.id, typeId));
  return row!.sold;
}

/** Rows of a table of the tickets domain (bills, users, …), as raw SQL. */
export async function countRows(db: DbOrTx, table: 'ticket_bills' | 'ticket_users' | 'ticket_bill_lines') {
  const result = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}
