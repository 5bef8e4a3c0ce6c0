import {
  type Cashier,
  type CreateCashierBody,
  type CreateUserBody,
  type ManagedUser,
  ROLES,
  type RoleId,
  type Status,
  type UpdateUserBody,
  USER_STATUS,
} from '@vitrina/contract';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { errorTexts, invalid, notFound } from '#server/lib/errors.ts';
import { hashPassword } from '#server/lib/passwords.ts';
import { isUniqueViolation } from '#server/lib/pg-errors.ts';
import type { Principal } from '#server/lib/principal.ts';
import { ownStore, storeOf } from '#server/lib/tenancy.ts';
import { fieldError } from '#server/lib/validation.ts';
import { storeExists, storeIdOwnedBy } from '#server/modules/stores/stores.service.ts';
import { type AccountOpener, emailTaken, type SessionRevoker } from './accounts.service.ts';
import { recordCreation, recordUpdate } from './user-audit.service.ts';
import * as repo from './users.repository.ts';

type ManagedRow = { user: repo.UserRow; statusName: string | null };

const toCashier = (row: ManagedRow): Cashier => ({
  id: row.user.id,
  name: row.user.name,
  lastname: row.user.lastname,
  email: row.user.email,
  phone: row.user.phone,
  status_id: row.user.statusId,
  statusName: row.statusName ?? '',
  created_at: row.user.createdAt.toISOString(),
});

/** The admin edits anyone; a store owner only the cashiers of its own store. */
const scopeOf = (principal: Principal): repo.UserScope =>
  principal.roleId === ROLES.ADMIN ? { any: true } : { cashierOf: storeOf(principal) };

/** Accounts managed by someone else: the admin's users, an owner's cashiers. */
export function createUsersService(db: Db, accounts: AccountOpener, revokeSessions: SessionRevoker) {
  async function managed(id: number, scope: repo.UserScope): Promise<ManagedUser> {
    const row = await repo.findManaged(db, id, scope);
    if (!row) throw notFound();
    // The store it acts for: a cashier's, or an owner's own.
    const storeId =
      row.user.storeId ?? (row.user.roleId === ROLES.CLIENT ? await storeIdOwnedBy(db, row.user.id) : null);
    return { ...toCashier(row), role_id: row.user.roleId as RoleId, store_id: storeId };
  }

  return {
    create: (principal: Principal, body: CreateUserBody) =>
      db.transaction(async (tx) => {
        const user = await accounts.createUserByAdmin(tx, body);
        await recordCreation(tx, principal, user);
        return user;
      }),

    async statuses(): Promise<Status[]> {
      return (await repo.listStatuses(db)).map((s) => ({ id: s.id, status_name: s.statusName }));
    },

    async listCashiers(principal: Principal, storeId: number): Promise<Cashier[]> {
      if (principal.roleId !== ROLES.ADMIN) ownStore(principal, storeId);
      else if (!(await storeExists(db, storeId))) throw notFound();
      return (await repo.listCashiers(db, storeId)).map(toCashier);
    },

    async createCashier(principal: Principal, body: CreateCashierBody): Promise<Cashier> {
      let storeId: number;
      if (principal.roleId === ROLES.ADMIN) {
        if (body.store_id == null) throw invalid(fieldError('store_id', 'required'));
        if (!(await storeExists(db, body.store_id))) throw invalid(fieldError('store_id', 'invalid'));
        storeId = body.store_id;
      } else {
        // The owner's own store, whatever the body says.
        storeId = storeOf(principal);
      }
      const { user } = await db.transaction(async (tx) => {
        const created = await accounts.createAccount(tx, { ...body, roleId: ROLES.CASHIER, storeId });
        await recordCreation(tx, principal, { ...created.user, store_id: storeId, role_id: ROLES.CASHIER });
        return created;
      });
      return managed(user.id, { any: true });
    },

    async update(principal: Principal, id: number, body: UpdateUserBody): Promise<ManagedUser> {
      const scope = scopeOf(principal);
      if (id === principal.userId && body.status_id === USER_STATUS.INACTIVE) {
        throw invalid({ status_id: [errorTexts.cannotDeactivateSelf] });
      }
      const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password);
      await db.transaction(async (tx) => {
        const before = await repo.findManaged(tx, id, scope);
        if (!before) throw notFound();
        if (body.email !== undefined && (await repo.emailUsedByOther(tx, body.email, id))) throw emailTaken();
        let updated: boolean;
        try {
          updated = await repo.updateUser(tx, id, scope, {
            name: body.name,
            lastname: body.lastname,
            email: body.email,
            phone: body.phone,
            statusId: body.status_id,
            passwordHash,
          });
        } catch (err) {
          if (isUniqueViolation(err)) throw emailTaken();
          throw err;
        }
        if (!updated) throw notFound();
        await recordUpdate(tx, principal, before.user, body);
        // A deactivated account, or one whose password someone else set, is signed out at
        // once; an admin changing its own password keeps the session it is using.
        if (body.status_id === USER_STATUS.INACTIVE || passwordHash !== undefined) {
          await revokeSessions(tx, id, id === principal.userId ? principal.tokenId : undefined);
        }
      });
      return managed(id, scope);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;

/** Full names of the given users, for modules that show who did something (sales history). */
export async function userNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  const rows = await repo.findNames(db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, `${r.name} ${r.lastname}`.trim()]));
}

/** Name, e-mail and role of the given users (a delivery company's administrators). */
export async function userContacts(db: DbOrTx, ids: number[]) {
  const rows = await repo.findNames(db, [...new Set(ids)]);
  return new Map(
    rows.map((r) => [
      r.id,
      { id: r.id, name: `${r.name} ${r.lastname}`.trim(), email: r.email, roleId: r.roleId },
    ]),
  );
}

/**
 * Active users of `roleId` matching `q` (name or e-mail), except `excludeIds`: id, full name
 * and e-mail, by name, at most `limit` (the admin's picker of a company's administrators).
 */
export async function searchUsersOfRole(
  db: DbOrTx,
  roleId: RoleId,
  opts: { q?: string; excludeIds: number[]; limit: number },
) {
  const rows = await repo.searchActiveOfRole(db, { roleId, ...opts });
  return rows.map((r) => ({ id: r.id, name: `${r.name} ${r.lastname}`.trim(), email: r.email }));
}

/** Ids of the active cashiers of a store (new-sale alerts go to their devices). */
export async function activeCashierIds(db: DbOrTx, storeId: number): Promise<number[]> {
  const rows = await repo.listCashiers(db, storeId);
  return rows.filter((r) => r.user.statusId === USER_STATUS.ACTIVE).map((r) => r.user.id);
}
