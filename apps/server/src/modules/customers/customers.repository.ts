import type { CustomerChannel } from '@vitrina/contract';
import { and, count, desc, eq, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client.ts';
import { customers } from './customers.tables.ts';

export type CustomerRow = typeof customers.$inferSelect;

export type CustomerFilter = { storeId?: number; channel?: CustomerChannel; q?: string };

/**
 * What a phone search compares: digits only, without the leading zeros of a local number, so
 * "0412-000-0001", "412 0000001" and "+58 412 000 0001" find the same shopper. Only a query
 * made of phone characters with a few digits counts (not "web2").
 */
function phoneDigits(q: string): string | undefined {
  if (!/^[\d\s()+.-]+$/.test(q)) return undefined;
  const digits = q.replace(/\D/g, '').replace(/^0+/, '');
  return digits.length >= 4 ? digits : undefined;
}

/** Name, lastname, e-mail, phone or user name contains `q`, ignoring case. */
function matching(q: string): SQL | undefined {
  const like = `%${q.replace(/[\\%_]/g, '\\$&')}%`;
  const digits = phoneDigits(q);
  return or(
    sql`(${customers.name} || ' ' || ${customers.lastname}) ilike ${like}`,
    ilike(customers.email, like),
    ilike(customers.phone, like),
    ilike(customers.username, like),
    digits
      ? sql`regexp_replace(coalesce(${customers.phone}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`
      : undefined,
  );
}

function conditions(f: CustomerFilter) {
  return and(
    f.storeId === undefined ? undefined : eq(customers.storeId, f.storeId),
    f.channel === undefined ? undefined : eq(customers.channel, f.channel),
    f.q ? matching(f.q) : undefined,
  );
}

/**
 * One page, newest first: keyset after `afterId` (cost independent of depth), or from
 * `offset` for the `?page=N` form.
 */
export async function pageCustomers(
  db: DbOrTx,
  f: CustomerFilter,
  limit: number,
  from: { afterId?: number; offset?: number },
) {
  const query = db
    .select()
    .from(customers)
    .where(and(conditions(f), from.afterId ? lt(customers.id, from.afterId) : undefined))
    .orderBy(desc(customers.id))
    .limit(limit);
  return from.offset ? query.offset(from.offset) : query;
}

export async function countCustomers(db: DbOrTx, f: CustomerFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(customers).where(conditions(f));
  return Number(row?.n ?? 0);
}

export async function findCustomer(db: DbOrTx, storeId: number, id: number) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.storeId, storeId)));
  return row;
}

/**
 * Records a shopper the first time it shows up on a channel and refreshes its contact data
 * afterwards; for the storefront and the bot.
 */
export async function upsertCustomer(
  db: DbOrTx,
  values: Omit<typeof customers.$inferInsert, 'id' | 'purchasesCount' | 'purchasesTotalCents' | 'createdAt'>,
): Promise<CustomerRow> {
  return upsert(db, values, {
    email: sql`coalesce(excluded.email, ${customers.email})`,
    phone: sql`coalesce(excluded.phone, ${customers.phone})`,
    username: sql`coalesce(excluded.username, ${customers.username})`,
  });
}

/**
 * Inserts a shopper, or, when its store already has it on that channel under that external id,
 * takes the new name and lastname and `refresh` of the row it had.
 */
async function upsert(
  db: DbOrTx,
  values: typeof customers.$inferInsert,
  refresh: PgUpdateSetSource<typeof customers>,
): Promise<CustomerRow> {
  const [row] = await db
    .insert(customers)
    .values(values)
    .onConflictDoUpdate({
      target: [customers.storeId, customers.channel, customers.externalId],
      set: { name: sql`excluded.name`, lastname: sql`excluded.lastname`, ...refresh },
    })
    .returning();
  return row!;
}

/** Records shoppers in one statement, with their own first-seen date (imports and the demo). */
export async function insertCustomers(
  db: DbOrTx,
  rows: Omit<typeof customers.$inferInsert, 'id' | 'purchasesCount' | 'purchasesTotalCents'>[],
): Promise<void> {
  if (rows.length > 0) await db.insert(customers).values(rows);
}

/** Ids of the store's customers matching a search (the sales list filters by them). */
export async function idsMatching(db: DbOrTx, storeId: number, q: string, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(conditions({ storeId, q }))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function findByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(customers).where(inArray(customers.id, ids));
}

/** Adds (sign 1) or takes away (sign -1) one paid purchase of `cents`. */
export async function addPurchase(db: DbOrTx, id: number, sign: 1 | -1, cents: number): Promise<void> {
  await db
    .update(customers)
    .set({
      purchasesCount: sql`${customers.purchasesCount} + ${sign}`,
      purchasesTotalCents: sql`${customers.purchasesTotalCents} + ${sign * cents}`,
    })
    .where(eq(customers.id, id));
}

/** Sets the purchase totals of every customer of a store: those listed, zero for the rest. */
export async function setPurchaseTotals(
  db: DbOrTx,
  storeId: number,
  totals: { customerId: number; count: number; cents: number }[],
): Promise<void> {
  await db
    .update(customers)
    .set({ purchasesCount: 0, purchasesTotalCents: 0 })
    .where(eq(customers.storeId, storeId));
  if (totals.length === 0) return;
  await db
    .update(customers)
    .set({ purchasesCount: sql`t.count`, purchasesTotalCents: sql`t.cents` })
    .from(
      sql`json_to_recordset(${JSON.stringify(totals)}::json) as t("customerId" int, count int, cents int)`,
    )
    .where(and(eq(customers.storeId, storeId), sql`t."customerId" = ${customers.id}`));
}

export async function countAll(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(customers);
  return Number(row?.n ?? 0);
}

/** A Telegram shopper from the bot's /start: recorded, or refreshed and reachable again. */
export async function upsertFromBot(
  db: DbOrTx,
  v: {
    storeId: number;
    chatId: string;
    name: string;
    lastname: string;
    username: string | null;
    language: string | null;
  },
): Promise<CustomerRow> {
  return upsert(
    db,
    {
      storeId: v.storeId,
      channel: 'telegram',
      externalId: v.chatId,
      name: v.name,
      lastname: v.lastname,
      username: v.username,
      language: v.language,
    },
    {
      username: sql`excluded.username`,
      language: sql`coalesce(excluded.language, ${customers.language})`,
      unreachableAt: null,
    },
  );
}

/** `ids` as one array parameter: any number of ids in one bound value. */
const idArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * Reachable: not marked unreachable; a web shopper also needs an e-mail. A Telegram "customer"
 * whose chat id is negative is a group or a channel an older version recorded: never reached.
 */
const reachable = sql`${customers.unreachableAt} is null and (${customers.channel} = 'telegram' and ${customers.externalId} not like '-%' or ${customers.channel} = 'web' and ${customers.email} is not null)`;

/** The reachable customers of a store on `channels`, optionally among `ids`, by id. */
export async function reachableOf(db: DbOrTx, storeId: number, channels: CustomerChannel[], ids?: number[]) {
  return db
    .select({
      id: customers.id,
      channel: customers.channel,
      externalId: customers.externalId,
      email: customers.email,
    })
    .from(customers)
    .where(
      and(
        eq(customers.storeId, storeId),
        inArray(customers.channel, channels),
        reachable,
        ids ? sql`${customers.id} = any(${idArray(ids)})` : undefined,
      ),
    )
    .orderBy(customers.id);
}

/** How many reachable customers a store has per channel, optionally among `ids`. */
export async function countReachable(db: DbOrTx, storeId: number, ids?: number[]) {
  const rows = await db
    .select({ channel: customers.channel, n: count() })
    .from(customers)
    .where(
      and(
        eq(customers.storeId, storeId),
        reachable,
        ids ? sql`${customers.id} = any(${idArray(ids)})` : undefined,
      ),
    )
    .groupBy(customers.channel);
  return Object.fromEntries(rows.map((r) => [r.channel, Number(r.n)])) as Record<string, number>;
}

/** Marks a customer the bot cannot reach (they blocked it, or the chat is gone). */
export async function markUnreachable(db: DbOrTx, id: number): Promise<void> {
  await db.update(customers).set({ unreachableAt: sql`now()` }).where(eq(customers.id, id));
}

/**
 * The Telegram customer of a store's private chat `chatId` marked unreachable (they blocked the
 * bot) or reachable again (they unblocked it); nobody is recorded for a chat the store never had.
 */
export async function setChatReachable(db: DbOrTx, storeId: number, chatId: string, reachable: boolean) {
  await db
    .update(customers)
    .set({ unreachableAt: reachable ? null : sql`coalesce(${customers.unreachableAt}, now())` })
    .where(
      and(
        eq(customers.storeId, storeId),
        eq(customers.channel, 'telegram'),
        eq(customers.externalId, chatId),
      ),
    );
}

/**
 * A web shopper of a store, known by its e-mail (lower-cased, the external id): recorded the
 * first time, its name and contact refreshed on each order.
 */
/** A web store's shopper as the checkout gives it. */
export type WebShopper = {
  storeId: number;
  email: string;
  name: string;
  lastname: string;
  phone: string | null;
  /** The web store's language, which the order's news are written in. */
  language: string | null;
};

export async function upsertWeb(db: DbOrTx, v: WebShopper): Promise<CustomerRow> {
  const email = v.email.trim().toLowerCase();
  return upsert(
    db,
    {
      storeId: v.storeId,
      channel: 'web',
      externalId: email,
      email,
      name: v.name,
      lastname: v.lastname,
      phone: v.phone,
      language: v.language,
    },
    {
      phone: sql`coalesce(excluded.phone, ${customers.phone})`,
      language: sql`coalesce(excluded.language, ${customers.language})`,
      unreachableAt: null,
    },
  );
}

/**
 * Keeps the e-mail and phone a Telegram shopper gave at checkout where the customer has none yet:
 * a contact saved before (by the shopper or the store) is never overwritten by an order's.
 */
export async function setContact(
  db: DbOrTx,
  id: number,
  v: { email?: string | null; phone?: string | null },
): Promise<void> {
  const set: Partial<Record<'email' | 'phone', SQL>> = {};
  if (v.email) set.email = sql`coalesce(nullif(${customers.email}, ''), ${v.email.trim().toLowerCase()})`;
  if (v.phone) set.phone = sql`coalesce(nullif(${customers.phone}, ''), ${v.phone})`;
  if (Object.keys(set).length > 0) await db.update(customers).set(set).where(eq(customers.id, id));
}
