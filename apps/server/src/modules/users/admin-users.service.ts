import { type AdminUser, type AdminUserQuery, type Page, ROLES, type RoleId } from '@vitrina/contract';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { decodeCursor, encodeCursor } from '#server/lib/cursor.ts';
import { notFound } from '#server/lib/errors.ts';
import { idsOf } from '#server/lib/ids.ts';
import { storeNames, storeStanding, storesOfOwners } from '#server/modules/stores/stores.service.ts';
import * as repo from './admin-users.repository.ts';
import { findById, type UserRow } from './users.repository.ts';

// The cursor carries the first page's count (`t`), so later pages do not count again.
const userCursor = z.object({ id: z.number().int(), t: z.number().int().min(0) });

/** The platform admin's view of every user (GET admin, GET admin/{id}). */
export function createAdminUsersService(db: Db) {
  /** Rows with the store each acts for: a cashier's, or an owner's own (two batched reads). */
  async function toAdminUsers(rows: UserRow[]): Promise<AdminUser[]> {
    const owned = await storesOfOwners(
      db,
      rows.filter((u) => u.roleId === ROLES.CLIENT).map((u) => u.id),
    );
    const names = await storeNames(db, idsOf(rows, 'storeId'));
    return rows.map((u) => {
      const store =
        u.roleId === ROLES.CLIENT
          ? (owned.get(u.id) ?? null)
          : u.storeId === null
            ? null
            : { id: u.storeId, name: names.get(u.storeId) ?? '' };
      return {
        id: u.id,
        name: u.name,
        lastname: u.lastname,
        email: u.email,
        phone: u.phone,
        role_id: u.roleId as RoleId,
        status_id: u.statusId,
        plan_id: u.planId,
        store_id: store?.id ?? null,
        store_name: store?.name ?? null,
        membership_until: u.membershipUntil?.toISOString() ?? null,
        created_at: u.createdAt.toISOString(),
        updated_at: u.updatedAt.toISOString(),
      };
    });
  }

  return {
    async list(q: AdminUserQuery): Promise<Page<AdminUser>> {
      const after = decodeCursor(q.cursor, userCursor);
      const filter: repo.AdminUserFilter = { q: q.q || undefined, roleId: q.role_id, statusId: q.status_id };
      if (q.store_id !== undefined) {
        filter.store = {
          cashiersOf: q.store_id,
          ownerId: (await storeStanding(db, q.store_id))?.ownerId ?? null,
        };
      }
      const offset = q.page && !q.cursor ? (q.page - 1) * q.per_page : undefined;
      const rows = await repo.pageUsers(db, filter, q.per_page + 1, { beforeId: after?.id, offset });
      const total = after ? after.t : await repo.countUsers(db, filter);
      const pageRows = rows.slice(0, q.per_page);
      const last = pageRows.at(-1);
      return {
        data: await toAdminUsers(pageRows),
        meta: {
          per_page: q.per_page,
          total,
          next_cursor: rows.length > q.per_page && last ? encodeCursor({ id: last.id, t: total }) : null,
        },
      };
    },

    async get(id: number): Promise<AdminUser> {
      const row = await findById(db, id);
      if (!row) throw notFound();
      return (await toAdminUsers([row]))[0]!;
    },
  };
}
export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
