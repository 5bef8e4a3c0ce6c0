import type { AuditChanges, AuditKind } from '@vitrina/contract';
import type { DbOrTx } from '#server/db/client.ts';
import type { Principal } from '#server/lib/principal.ts';
import * as repo from './audit.repository.ts';

/** Who acted: a signed-in user (its principal), or the platform itself (null: a job, the seed). */
export type AuditActor = Pick<Principal, 'userId' | 'roleId'> | null;

export type AuditRecord = {
  actor: AuditActor;
  kind: AuditKind;
  /** The record's kind as a table-level name (`bill`, `plan`, `user`, `store`…) and its id. */
  entity: string;
  entityId: number | null;
  /** The store the record belongs to, so its owner reads the entry; null for platform records. */
  storeId: number | null;
  changes?: AuditChanges;
};

/**
 * Writes one audit entry. Call it with the transaction of the change it records, so an entry
 * exists exactly when its change does.
 */
export async function recordAudit(tx: DbOrTx, r: AuditRecord): Promise<void> {
  await repo.insert(tx, {
    actorUserId: r.actor?.userId ?? null,
    actorRole: r.actor?.roleId ?? null,
    storeId: r.storeId,
    kind: r.kind,
    entity: r.entity,
    entityId: r.entityId,
    changes: r.changes ?? {},
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The before and after of the fields that changed between two versions of a record (only the
 * `fields` named; a field absent from `after` is left out). Secrets never belong in `fields`.
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
  fields: readonly (keyof T & string)[],
): AuditChanges {
  const changes: AuditChanges = {};
  for (const f of fields) {
    if (!(f in after) || after[f] === undefined) continue;
    if (!same(before[f], after[f])) changes[f] = { from: before[f] ?? null, to: after[f] ?? null };
  }
  return changes;
}

/** The fields of a deleted record, as the entry's "before". */
export function deletedFields<T extends Record<string, unknown>>(
  before: T,
  fields: readonly (keyof T & string)[],
): AuditChanges {
  const changes: AuditChanges = {};
  for (const f of fields) changes[f] = { from: before[f] ?? null };
  return changes;
}
