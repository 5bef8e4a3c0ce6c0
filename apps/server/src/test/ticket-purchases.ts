import { ROLES } from '@vitrina/contract';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { DbOrTx } from '#server/db/client.ts';
import { ticketManagers } from '#server/modules/tickets/tickets.tables.ts';
import { createAccount } from './accounts.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { multipart, testImage } from './multipart.ts';
import { type EventOver, insertAccount, insertEvent, managerIdByEmail } from './tickets.ts';

// The buyer's side of tickets, for API tests of the public event pages and the purchase API:
// events of the demo ticket master and of a second one, each with an account, and a buyer's
// purchase form.

/** An event as the buyer's pages test it: a name to escape, a description and a place. */
export const insertPublicEvent = (db: DbOrTx, managerId: number, over: EventOver = {}) =>
  insertEvent(db, managerId, {
    name: 'Festival <Llano> & Joropo',
    description: 'Arpa, cuatro y maracas.',
    place: 'Poliedro de Caracas',
    ...over,
  });

export const DOLLAR_PERCENT = 30;

/** An account as the buyer's page shows it (with a message to the buyer). */
const publicAccount = {
  ownerFullName: 'Teresa Taquilla',
  ownerIdenficationType: 'V',
  ownerIdenfication: '12345678',
  message: 'Envíe el capture por aquí',
};

/** The demo ticket master (dollar percent 30) and a second ticket master, each with an account. */
export async function purchaseFixture(t: TestApp) {
  const db = t.database.db;
  const managerId = await managerIdByEmail(db, 'taquilla@vitrina.test');
  await db
    .update(ticketManagers)
    .set({ dollarPercent: DOLLAR_PERCENT })
    .where(eq(ticketManagers.id, managerId));
  const otherEmail = `otra-taquilla-${Math.random().toString(36).slice(2, 8)}@vitrina.test`;
  await createAccount(t, otherEmail, ROLES.TICKETMASTER);
  const otherManagerId = await managerIdByEmail(db, otherEmail);
  return {
    managerId,
    otherManagerId,
    accountId: await insertAccount(db, managerId, publicAccount),
    otherAccountId: await insertAccount(db, otherManagerId, { ...publicAccount, bankName: 'Banesco' }),
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

/**
 * The bolívar part's fields a split price asks for (the demo manager's 30 % in dollars): the same
 * account as the dollar part, and a reference of its own; fields naming it already are kept.
 */
export const withVesPart = (fields: Record<string, string>): Record<string, string> =>
  'account_id' in fields && !('ves_account_id' in fields)
    ? { ...fields, ves_account_id: fields.account_id!, ves_reference: `BS-${fields.reference ?? ''}` }
    : fields;

/** A multipart purchase body: the fields, and the proof parts when given. */
export function purchaseBody(fields: Record<string, string>, proof?: Buffer, vesProof?: Buffer) {
  return multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...(proof ? [{ name: 'proof', value: proof, filename: 'capture.png', type: 'image/png' }] : []),
    ...(vesProof ? [{ name: 'ves_proof', value: vesProof, filename: 'pago-bs.png', type: 'image/png' }] : []),
  ]);
}

let address = 0;
/** A caller address of its own, so the per-address purchase throttle stays out of the way. */
export const freshAddress = (): Pick<InjectOptions, 'remoteAddress'> => {
  address++;
  return { remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` };
};

/** Rows of a table of the tickets domain (bills, users, …), as raw SQL. */
export async function countRows(db: DbOrTx, table: 'ticket_bills' | 'ticket_users' | 'ticket_bill_lines') {
  const result = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}

export type PurchaseFixture = Awaited<ReturnType<typeof purchaseFixture>>;

/** For a whole test file of the buyer's side: a test app, its purchase fixture and a PNG proof. */
export function withPurchaseApp(): { t: TestApp; fx: PurchaseFixture; png: Buffer; vesPng: Buffer } {
  const s = {} as { t: TestApp; fx: PurchaseFixture; png: Buffer; vesPng: Buffer };
  beforeAll(async () => {
    s.t = await createTestApp();
    s.fx = await purchaseFixture(s.t);
    s.png = await testImage('png');
    // The bolívar part's proof: another picture.
    s.vesPng = await testImage('png', 64, 300);
  });
  afterAll(async () => {
    await s.t?.close();
  });
  return s;
}

/** A purchase of an event's tickets as `fields`, with the proof (the PNG unless given or null), from an address of its own. */
export function purchaseCall(ctx: { t: TestApp; png: Buffer; vesPng: Buffer }) {
  return (
    eventId: number,
    fields: Record<string, string>,
    proof: Buffer | null = ctx.png,
    vesProof: Buffer | null = ctx.vesPng,
  ) =>
    ctx.t.inject({
      method: 'POST',
      url: `/api/public/events/${eventId}/purchase`,
      ...purchaseBody(withVesPart(fields), proof ?? undefined, vesProof ?? undefined),
      ...freshAddress(),
    });
}
