import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { licencePayments, plans, platformSettings } from './licences.tables.ts';

export type PlanRow = typeof plans.$inferSelect;
export type PlanValues = Pick<
  typeof plans.$inferInsert,
  'name' | 'description' | 'months' | 'priceCents' | 'yearly' | 'productLimit' | 'active'
>;

/** Plans by length then price; only the active ones when asked. */
export function listPlans(db: DbOrTx, opts: { activeOnly: boolean }): Promise<PlanRow[]> {
  return db
    .select()
    .from(plans)
    .where(opts.activeOnly ? eq(plans.active, true) : undefined)
    .orderBy(desc(plans.active), asc(plans.months), asc(plans.priceCents), asc(plans.id));
}

export async function findPlan(db: DbOrTx, id: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  return row;
}

export async function findPlanForUpdate(db: DbOrTx, id: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id)).for('update');
  return row;
}

export async function planNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: plans.id, name: plans.name }).from(plans).where(inArray(plans.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function insertPlan(db: DbOrTx, values: PlanValues): Promise<PlanRow> {
  const [row] = await db.insert(plans).values(values).returning();
  return row!;
}

export async function updatePlan(db: DbOrTx, id: number, values: PlanValues): Promise<PlanRow | undefined> {
  const [row] = await db
    .update(plans)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(plans.id, id))
    .returning();
  return row;
}

export async function deletePlan(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(plans).where(eq(plans.id, id)).returning({ id: plans.id });
  return rows.length > 0;
}

export async function planHasPayments(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: licencePayments.id })
    .from(licencePayments)
    .where(eq(licencePayments.planId, id))
    .limit(1);
  return row !== undefined;
}

// Platform settings ----------------------------------------------------------------------------

export async function getSetting(db: DbOrTx, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: platformSettings.value })
    .from(platformSettings)
    .where(eq(platformSettings.key, key));
  return row?.value;
}

/** Sets a setting and answers the value it replaced (locked, so two admins do not both see it). */
export async function putSetting(db: DbOrTx, key: string, value: string): Promise<string | undefined> {
  const [old] = await db
    .select({ value: platformSettings.value })
    .from(platformSettings)
    .where(and(eq(platformSettings.key, key)))
    .for('update');
  await db
    .insert(platformSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: platformSettings.key, set: { value, updatedAt: sql`now()` } });
  return old?.value;
}

export type SettingRow = { key: string; value: string; updatedAt: Date };

/** Several settings at once, by key (the missing ones are absent). */
export async function getSettings(db: DbOrTx, keys: readonly string[]): Promise<Map<string, SettingRow>> {
  const rows = await db
    .select()
    .from(platformSettings)
    .where(inArray(platformSettings.key, [...keys]));
  return new Map(rows.map((row) => [row.key, row]));
}

/**
 * Claims a periodic job for this machine: marks `key` as run now unless it ran less than
 * `everyMs` ago. One statement, so of several machines asking at once exactly one is answered true.
 */
export async function claimSetting(db: DbOrTx, key: string, everyMs: number): Promise<boolean> {
  const due = sql`now() - make_interval(secs => ${everyMs / 1000})`;
  const rows = await db
    .insert(platformSettings)
    .values({ key, value: 'claimed' })
    .onConflictDoUpdate({
      target: platformSettings.key,
      set: { updatedAt: sql`now()` },
      setWhere: sql`${platformSettings.updatedAt} <= ${due}`,
    })
    .returning({ key: platformSettings.key });
  return rows.length > 0;
}

/** Locks a setting's row for the transaction, first writing `initial` where it has none; its value. */
export async function lockSetting(db: DbOrTx, key: string, initial: string): Promise<string> {
  await db.insert(platformSettings).values({ key, value: initial }).onConflictDoNothing();
  const [row] = await db
    .select({ value: platformSettings.value })
    .from(platformSettings)
    .where(eq(platformSettings.key, key))
    .for('update');
  return row?.value ?? initial;
}
