import { and, count, desc, eq, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { bankStatements, statementLines, statementSettings } from './statements.tables.ts';

export type SettingsRow = typeof statementSettings.$inferSelect;
export type StatementRow = typeof bankStatements.$inferSelect;
export type LineRow = typeof statementLines.$inferSelect;
export type NewLine = Omit<typeof statementLines.$inferInsert, 'id' | 'bankId' | 'statementId'>;

export async function settingsOf(db: DbOrTx, bankIds: number[]): Promise<SettingsRow[]> {
  if (bankIds.length === 0) return [];
  return db.select().from(statementSettings).where(inArray(statementSettings.bankId, bankIds));
}

export async function saveSettings(
  db: DbOrTx,
  values: Omit<SettingsRow, 'updatedAt' | 'mapping'> & { mapping?: unknown },
): Promise<SettingsRow> {
  const { bankId, ...rest } = values;
  const [row] = await db
    .insert(statementSettings)
    .values(values)
    .onConflictDoUpdate({ target: statementSettings.bankId, set: { ...rest, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

export async function insertStatement(
  db: DbOrTx,
  values: typeof bankStatements.$inferInsert,
): Promise<StatementRow> {
  const [row] = await db.insert(bankStatements).values(values).returning();
  return row!;
}

export async function setStatementLines(db: DbOrTx, id: number, lines: number): Promise<void> {
  await db.update(bankStatements).set({ lines }).where(eq(bankStatements.id, id));
}

/** Inserts the lines not imported before (by fingerprint); answers how many were added. */
export async function insertLines(
  db: DbOrTx,
  bankId: number,
  statementId: number,
  lines: NewLine[],
): Promise<number> {
  let added = 0;
  // PostgreSQL takes at most 65,535 parameters a statement: 1,000 lines of 11 columns each.
  for (let i = 0; i < lines.length; i += 1000) {
    const rows = await db
      .insert(statementLines)
      .values(lines.slice(i, i + 1000).map((l) => ({ ...l, bankId, statementId })))
      .onConflictDoNothing({ target: [statementLines.bankId, statementLines.fingerprint] })
      .returning({ id: statementLines.id });
    added += rows.length;
  }
  return added;
}

export const statementsOf = (db: DbOrTx, bankId: number, limit: number, afterId?: number) =>
  db
    .select()
    .from(bankStatements)
    .where(and(eq(bankStatements.bankId, bankId), afterId ? lt(bankStatements.id, afterId) : undefined))
    .orderBy(desc(bankStatements.id))
    .limit(limit);

export async function countStatements(db: DbOrTx, bankId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bankStatements).where(eq(bankStatements.bankId, bankId));
  return row?.n ?? 0;
}

export type LineFilter = { bankId: number; state?: string; statementId?: number };
const lineWhere = (f: LineFilter): SQL =>
  and(
    eq(statementLines.bankId, f.bankId),
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

/** Lines of each account by state. */
export const stateCounts = (db: DbOrTx, bankIds: number[]) =>
  bankIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ bankId: statementLines.bankId, state: statementLines.state, n: count() })
        .from(statementLines)
        .where(inArray(statementLines.bankId, bankIds))
        .groupBy(statementLines.bankId, statementLines.state);

/** The account's lines that have not confirmed a payment: what a new match reads. */
export const openLines = (db: DbOrTx, bankId: number) =>
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
    .where(and(eq(statementLines.bankId, bankId), ne(statementLines.state, 'confirmed')));

export type LineMatchValues = { id: number; state: string; paymentId: number | null; candidates: unknown };

/** Writes new matches, 500 lines a statement (one UPDATE … FROM VALUES each). */
export async function saveMatches(db: DbOrTx, bankId: number, matches: LineMatchValues[]): Promise<void> {
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
      where l.id = v.id and l.bank_id = ${bankId} and l.state <> 'confirmed'`);
  }
}

export async function findLine(db: DbOrTx, bankId: number, id: number): Promise<LineRow | undefined> {
  const [row] = await db
    .select()
    .from(statementLines)
    .where(and(eq(statementLines.id, id), eq(statementLines.bankId, bankId)));
  return row;
}

/**
 * Marks a line as the confirmation of `paymentId`, only if it has confirmed nothing yet: of two
 * confirmations at once, one gets the row. The unique index on confirmed sales refuses a second
 * line for one sale.
 */
export async function claimLine(
  db: DbOrTx,
  bankId: number,
  id: number,
  paymentId: number,
  userId: number,
): Promise<LineRow | undefined> {
  const [row] = await db
    .update(statementLines)
    .set({ state: 'confirmed', paymentId, confirmedBy: userId, confirmedAt: sql`now()` })
    .where(
      and(
        eq(statementLines.id, id),
        eq(statementLines.bankId, bankId),
        ne(statementLines.state, 'confirmed'),
      ),
    )
    .returning();
  return row;
}

/** The account's exact lines (id and sale), oldest first. */
export const exactLines = (db: DbOrTx, bankId: number) =>
  db
    .select({ id: statementLines.id, paymentId: statementLines.paymentId })
    .from(statementLines)
    .where(and(eq(statementLines.bankId, bankId), eq(statementLines.state, 'exact')))
    .orderBy(statementLines.id);
