import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { campaigns, telegramUpdates } from './messaging.tables.ts';

export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaign = typeof campaigns.$inferInsert;

/** Whose campaigns: a store's, or (storeId null) the platform admin's. */
export type CampaignScope = { storeId: number | null };

const inScope = (scope: CampaignScope) =>
  scope.storeId === null
    ? and(isNull(campaigns.storeId), eq(campaigns.kind, 'admin'))
    : eq(campaigns.storeId, scope.storeId);

export async function insertCampaign(db: DbOrTx, row: NewCampaign): Promise<CampaignRow> {
  const [created] = await db.insert(campaigns).values(row).returning();
  return created!;
}

export async function setTotal(db: DbOrTx, id: number, total: number): Promise<void> {
  await db.update(campaigns).set({ total }).where(eq(campaigns.id, id));
}

export async function findCampaign(db: DbOrTx, scope: CampaignScope, id: number) {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), inScope(scope)));
  return row;
}

/** A page newest first, after `beforeId`, optionally of one status. */
export async function pageCampaigns(
  db: DbOrTx,
  scope: CampaignScope,
  f: { status?: string; beforeId?: number; limit: number },
) {
  return db
    .select()
    .from(campaigns)
    .where(
      and(
        inScope(scope),
        f.status ? eq(campaigns.status, f.status) : undefined,
        f.beforeId ? lt(campaigns.id, f.beforeId) : undefined,
      ),
    )
    .orderBy(desc(campaigns.id))
    .limit(f.limit);
}

export async function countCampaigns(db: DbOrTx, scope: CampaignScope, status?: string) {
  const [row] = await db
    .select({ n: count() })
    .from(campaigns)
    .where(and(inScope(scope), status ? eq(campaigns.status, status) : undefined));
  return Number(row?.n ?? 0);
}

/**
 * Moves a campaign from one of `from` to `to` in one conditional statement: of concurrent
 * calls exactly one matches. Answers the row moved, or undefined.
 */
export async function transition(db: DbOrTx, scope: CampaignScope, id: number, from: string[], to: string) {
  const [row] = await db
    .update(campaigns)
    .set({
      status: to,
      ...(to === 'sending' ? { startedAt: sql`coalesce(${campaigns.startedAt}, now())` } : {}),
      ...(to === 'cancelled' || to === 'done' ? { finishedAt: sql`now()` } : {}),
    })
    .where(and(eq(campaigns.id, id), inScope(scope), inArray(campaigns.status, from)))
    .returning();
  return row;
}

/** Scheduled campaigns whose moment came (partial index campaigns_due_idx). */
export async function dueScheduled(db: DbOrTx, limit: number) {
  const rows = await db
    .select({ id: campaigns.id, storeId: campaigns.storeId })
    .from(campaigns)
    .where(and(eq(campaigns.status, 'scheduled'), sql`${campaigns.scheduledAt} <= now()`))
    .orderBy(campaigns.scheduledAt)
    .limit(limit);
  return rows;
}

/** Campaigns being sent (partial index campaigns_sending_idx). */
export async function sendingIds(db: DbOrTx, limit: number) {
  const rows = await db
    .select({ id: campaigns.id, storeId: campaigns.storeId })
    .from(campaigns)
    .where(eq(campaigns.status, 'sending'))
    .orderBy(campaigns.id)
    .limit(limit);
  return rows;
}

/** Records an update as handled; false when it already was (a retried webhook). */
export async function recordUpdate(db: DbOrTx, storeId: number, updateId: number): Promise<boolean> {
  const rows = await db
    .insert(telegramUpdates)
    .values({ storeId, updateId })
    .onConflictDoNothing()
    .returning({ id: telegramUpdates.updateId });
  return rows.length > 0;
}

/** Forgets handled updates older than `days` (index telegram_updates_received_idx). */
export async function pruneUpdates(db: DbOrTx, days: number): Promise<void> {
  await db
    .delete(telegramUpdates)
    .where(sql`${telegramUpdates.receivedAt} < now() - make_interval(days => ${days})`);
}
