import { type AuditEntry, type AuditKind, type AuditQuery, type Page, ROLES } from '@vitrina/contract';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { decodeCursor, encodeCursor } from '#server/lib/cursor.ts';
import { dayEndIn, dayStartIn } from '#server/lib/days.ts';
import { invalid } from '#server/lib/errors.ts';
import { idsOf } from '#server/lib/ids.ts';
import type { Principal } from '#server/lib/principal.ts';
import { storeOf } from '#server/lib/tenancy.ts';
import { fieldError } from '#server/lib/validation.ts';
import * as repo from './audit.repository.ts';

// The cursor: the last entry's id and the first page's count (`t`), so later pages do not count.
const auditCursor = z.object({ id: z.number().int(), t: z.number().int().min(0) });

/**
 * The names an entry shows, from the users and stores modules (given by the composition root:
 * they record audit entries themselves, so this module does not import them).
 */
export type AuditNames = {
  userContacts: (db: Db, ids: number[]) => Promise<Map<number, { name: string; roleId: number }>>;
  storeNames: (db: Db, ids: number[]) => Promise<Map<number, string>>;
};

/**
 * Reading the audit log (GET audit): the admin reads every entry, with filters by actor,
 * store, kind and days of the platform calendar; a store owner reads only its store's.
 */
export function createAuditLogService(deps: { db: Db; timeZone: string; names: AuditNames }) {
  const { db, timeZone } = deps;
  const { userContacts, storeNames } = deps.names;

  async function toEntries(rows: repo.AuditRow[]): Promise<AuditEntry[]> {
    const actors = await userContacts(db, idsOf(rows, 'actorUserId'));
    const stores = await storeNames(db, idsOf(rows, 'storeId'));
    return rows.map((r) => {
      const actor = r.actorUserId === null ? undefined : actors.get(r.actorUserId);
      return {
        id: r.id,
        kind: r.kind as AuditKind,
        entity: r.entity,
        entity_id: r.entityId,
        // An actor whose account is gone keeps its id and role.
        actor:
          r.actorUserId === null
            ? null
            : { id: r.actorUserId, name: actor?.name ?? '', role_id: r.actorRole ?? actor?.roleId ?? 0 },
        store_id: r.storeId,
        store_name: r.storeId === null ? null : (stores.get(r.storeId) ?? null),
        changes: r.changes as AuditEntry['changes'],
        created_at: r.createdAt.toISOString(),
      };
    });
  }

  return {
    async list(principal: Principal, q: AuditQuery): Promise<Page<AuditEntry>> {
      if (q.from && q.to && q.from > q.to) throw invalid(fieldError('to', 'dateOrder'));
      const after = decodeCursor(q.cursor, auditCursor);
      const filter: repo.AuditFilter = {
        // An owner reads its own store's entries, whatever the query names.
        storeId: principal.roleId === ROLES.ADMIN ? q.store_id : storeOf(principal),
        actorUserId: q.actor_id,
        kind: q.kind,
        from: q.from ? dayStartIn(timeZone, q.from) : undefined,
        to: q.to ? dayEndIn(timeZone, q.to) : undefined,
      };
      const rows = await repo.list(db, { ...filter, beforeId: after?.id }, q.per_page + 1);
      const total = after ? after.t : await repo.countEntries(db, filter);
      const pageRows = rows.slice(0, q.per_page);
      const last = pageRows.at(-1);
      return {
        data: await toEntries(pageRows),
        meta: {
          per_page: q.per_page,
          total,
          next_cursor: rows.length > q.per_page && last ? encodeCursor({ id: last.id, t: total }) : null,
        },
      };
    },
  };
}
export type AuditLogService = ReturnType<typeof createAuditLogService>;
