import { and, count, desc, eq, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client.ts';
import { bankStatements, statementLines, statementSettings } from './statements.tables.ts';

export type SettingsRow = typeof statementSettings.$inferSelect;
export type StatementRow = typeof bankStatements.$inferSelect;
export type LineRow = typeof statementLines.$inferSelect;
export type NewLine = Omit<
  typeof statementLines.$inferInsert,
  'id' | 'bankId' | 'ticketAccountId' | 'statementId'
>;

/**
 * Which account: a bank account (a store's or the platform's, `bank`) or a ticket master's
 * (`ticket`). The two have their own ids; every statement row names one.
 */
export type AccountKind = 'bank' | 'ticket';
export type AccountKey = { kind: AccountKind; id: number };

type AccountColumns = { bankId: AnyPgColumn; ticketAccountId: AnyPgColumn };
const columnOf = (t: AccountColumns, kind: AccountKind) => (kind === 'bank' ? t.bankId : t.ticketAccountId);
const ofAccount = (t: AccountColumns, key: AccountKey) => eq(columnOf(t, key.kind), key.id);
/** The two account columns of a new row. */
const accountValues = (key: AccountKey) =>
  key.kind === 'bank' ? { bankId: key.id, ticketAccountId: null } : { bankId: null, ticketAccountId: key.id };
/** An account's id on a row of its kind. */
export const accountIdOf = (row: { bankId: number | null; ticketAccountId: number | null }) =>
  row.bankId ?? row.ticketAccountId ?? 0;

export async function settingsOf(db: DbOrTx, kind: AccountKind, ids: number[]): Promise<SettingsRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(statementSettings)
    .where(inArray(columnOf(statementSettings, kind), ids));
}

export type SettingsValues = Pick<SettingsRow, 'toleranceCents' | 'windowDays' | 'cashierAllowed'> & {
  mapping?: unknown;
};

export async function saveSettings(
  db: DbOrTx,
  key: AccountKey,
  values: SettingsValues,
): Promise<SettingsRow> {
  const [row] = await db
    .insert(statementSettings)
    .values({ ...accountValues(key), ...values })
    .onConflictDoUpdate({
      target: columnOf(statementSettings, key.kind),
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

export async function insertStatement(
  db: DbOrTx,
  key: AccountKey,
  values: Omit<typeof bankStatements.$inferInsert, 'bankId' | 'ticketAccountId'>,
): Promise<StatementRow> {
  const [row] = await db
    .insert(bankStatements)
    .values({ ...accountValues(key), ...values })
    .returning();
  return row!;
}

export async function setStatementLines(db: DbOrTx, id: number, lines: number): Promise<void> {
  await db.update(bankStatements).set({ lines }).where(eq(bankStatements.id, id));
}

/** Inserts the lines not imported before (by fingerprint); answers how many were added. */
export async function insertLines(
  db: DbOrTx,
  key: AccountKey,
  statementId: number,
  lines: NewLine[],
): Promise<number> {
  let added = 0;
  const account = accountValues(key);
  // PostgreSQL takes at most 65,535 parameters a statement: 1,000 lines of 12 columns each.
  for (let i = 0; i < lines.length; i += 1000) {
    const rows = await db
      .insert(statementLines)
      .values(lines.slice(i, i + 1000).map((l) => ({ ...l, ...account, statementId })))
      .onConflictDoNothing({ target: [columnOf(statementLines, key.kind), statementLines.fingerprint] })
      .returning({ id: statementLines.id });
    added += rows.length;
  }
  return added;
}

export const statementsOf = (db: DbOrTx, key: AccountKey, limit: number, afterId?: number) =>
  db
    .select()
    .from(bankStatements)
    .where(and(ofAccount(bankStatements, key), afterId ? lt(bankStatements.id, afterId) : undefined))
    .orderBy(desc(bankStatements.id))
    .limit(limit);

export async function countStatements(db: DbOrTx, key: AccountKey): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bankStatements).where(ofAccount(bankStatements, key));
  return row?.n ?? 0;
}

export type LineFilter = { account: AccountKey; state?: string; statementId?: number };
const lineWhere = (f: LineFilter): SQL =>
  and(
    ofAccount(statementLines, f.account),
    f.state ? eq(statementLines.state, f.state) : undefined,
    f.statementId ? eq(statementLines.statementId, f.statementId) : undefined,
  )!;

export const linesOf = (db: DbOrTx, f: LineFilter, limit: number, afterId?: number) =>
  db
    .select()
    .from(statementLines)
    .where(and(lineWhere(f), afterId ? lt(statementLines.id, afterId) : undefined))
    .orderBy(desc(statementLines.id))
    .limit(limit);

export async function countLines(db: DbOrTx, f: LineFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(statementLines).where(lineWhere(f));
  return row?.n ?? 0;
}

/** Lines of each account of a kind by state. */
export async function stateCounts(db: DbOrTx, kind: AccountKind, ids: number[]) {
  if (ids.length === 0) return [];
  const column = columnOf(statementLines, kind);
  const rows = await db
    .select({ accountId: column, state: statementLines.state, n: count() })
    .from(statementLines)
    .where(inArray(column, ids))
    .groupBy(column, statementLines.state);
  return rows.map((r) => ({ accountId: Number(r.accountId), state: r.state, n: r.n }));
}

/** The account's lines that have not confirmed a payment: what a new match reads. */
export const openLines = (db: DbOrTx, key: AccountKey) =>
  db
    .select({
      id: statementLines.id,
      reference: statementLines.reference,
      amountCents: statementLines.amountCents,
      day: statementLines.day,
      state: statementLines.state,
      paymentId: statementLines.paymentId,
      candidates: statementLines.candidates,
    })
    .from(statementLines)
    .where(and(ofAccount(statementLines, key), ne(statementLines.state, 'confirmed')));

export type LineMatchValues = { id: number; state: string; paymentId: number | null; candidates: unknown };

/** Writes new matches, 500 lines a statement (one UPDATE … FROM VALUES each). */
export async function saveMatches(db: DbOrTx, key: AccountKey, matches: LineMatchValues[]): Promise<void> {
  const column = sql.identifier(key.kind === 'bank' ? 'bank_id' : 'ticket_account_id');
  for (let i = 0; i < matches.length; i += 500) {
    const rows = matches
      .slice(i, i + 500)
      .map(
        (m) =>
          sql`(${m.id}::int, ${m.state}::text, ${m.paymentId}::int, ${JSON.stringify(m.candidates)}::jsonb)`,
      );
    await db.execute(sql`update ${statementLines} as l
      set state = v.state, payment_id = v.payment_id, candidates = v.candidates
      from (values ${sql.join(rows, sql`, `)}) as v(id, state, payment_id, candidates)
      where l.id = v.id and l.${column} = ${key.id} and l.state <> 'confirmed'`);
  }
}

export async function findLine(db: DbOrTx, key: AccountKey, id: number): Promise<LineRow | undefined> {
  const [row] = await db
    .select()
    .from(statementLines)
    .where(and(eq(statementLines.id, id), ofAccount(statementLines, key)));
  return row;
}

/**
 * Marks a line as the confirmation of `paymentId`, only if it has confirmed nothing yet: of two
 * confirmations at once, one gets the row. The unique index on confirmed sales refuses a second
 * line for one sale.
 */
export async function claimLine(
  db: DbOrTx,
  key: AccountKey,
  id: number,
  paymentId: number,
  userId: number,
): Promise<LineRow | undefined> {
  const [row] = await db
    .update(statementLines)
    .set({ state: 'confirmed', paymentId, confirmedBy: userId, confirmedAt: sql`now()` })
    .where(
      and(eq(statementLines.id, id), ofAccount(statementLines, key), ne(statementLines.state, 'confirmed')),
    )
    .returning();
  return row;
}

/** The account's exact lines (id and sale), oldest first. */
export const exactLines = (db: DbOrTx, key: AccountKey) =>
  db
    .select({ id: statementLines.id, paymentId: statementLines.paymentId })
    .from(statementLines)
    .where(and(ofAccount(statementLines, key), eq(statementLines.state, 'exact')))
    .orderBy(statementLines.id);
