import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { auditLog } from './audit.tables.ts';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export async function insert(db: DbOrTx, row: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

export type AuditFilter = {
  storeId?: number;
  actorUserId?: number;
  kind?: string;
  /** Instants: from included, to excluded. */
  from?: Date;
  to?: Date;
  /** Keyset: entries older than this id. */
  beforeId?: number;
};

function conditions(f: AuditFilter): SQL | undefined {
  const where: SQL[] = [];
  if (f.storeId !== undefined) where.push(eq(auditLog.storeId, f.storeId));
  if (f.actorUserId !== undefined) where.push(eq(auditLog.actorUserId, f.actorUserId));
  if (f.kind !== undefined) where.push(eq(auditLog.kind, f.kind));
  if (f.from !== undefined) where.push(gte(auditLog.createdAt, f.from));
  if (f.to !== undefined) where.push(lt(auditLog.createdAt, f.to));
  if (f.beforeId !== undefined) where.push(lt(auditLog.id, f.beforeId));
  return and(...where);
}

/** Newest first, `limit` rows; every filter is served by an index on (filter, id). */
export async function list(db: DbOrTx, f: AuditFilter, limit: number): Promise<AuditRow[]> {
  return db.select().from(auditLog).where(conditions(f)).orderBy(desc(auditLog.id)).limit(limit);
}

/** How many entries match (the first page's total; later pages carry it in their cursor). */
export async function countEntries(db: DbOrTx, f: AuditFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog).where(conditions(f));
  return Number(row?.n ?? 0);
}
