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
  type User,
} from '@vitrina/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { errorTexts, invalid, notFound } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { ownStore, storeOf } from '../../lib/tenancy.ts';
import { fieldError } from '../../lib/validation.ts';
import * as authRepo from '../auth/auth.repository.ts';
import type { Principal } from '../auth/auth.service.ts';
import { deliveryCompanies } from '../delivery/delivery.tables.ts';
import * as storesRepo from '../stores/stores.repository.ts';
import { ticketManagers } from '../tickets/tickets.tables.ts';
import * as repo from './users.repository.ts';

export type NewAccount = {
  name: string;
  lastname: string;
  email: string;
  phone?: string | null;
  password: string;
  roleId: RoleId;
  /** For a cashier: the store it works for. */
  storeId?: number | null;
  /** For a store owner or a delivery company: the business created with the account. */
  business?: { name: string; description?: string };
};

export const emailTaken = () => invalid(fieldError('email', 'emailTaken'));

/**
 * Creates a user and, by role, the tenant it acts for: a store for an owner, a company for
 * a delivery account, a ticket manager for a ticket master. Run inside a transaction.
 */
export async function createAccount(tx: DbOrTx, account: NewAccount) {
  if (await repo.findByEmail(tx, account.email)) throw emailTaken();
  let user: repo.UserRow;
  try {
    user = await repo.insertUser(tx, {
      name: account.name,
      lastname: account.lastname,
      email: account.email.toLowerCase(),
      phone: account.phone ?? null,
      passwordHash: await hashPassword(account.password),
      roleId: account.roleId,
      storeId: account.roleId === ROLES.CASHIER ? (account.storeId ?? null) : null,
    });
  } catch (err) {
    if (repo.isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
  const businessName = account.business?.name ?? `${account.name} ${account.lastname}`;
  let storeId: number | null = user.storeId;
  let companyId: number | null = null;
  if (account.roleId === ROLES.CLIENT) {
    const store = await storesRepo.insertStore(tx, {
      ownerId: user.id,
      name: businessName,
      description: account.business?.description ?? '',
      phone: account.phone ?? null,
    });
    storeId = store.id;
  } else if (account.roleId === ROLES.DELIVERY) {
    const [company] = await tx
      .insert(deliveryCompanies)
      .values({ name: businessName, primaryAdminId: user.id })
      .returning({ id: deliveryCompanies.id });
    companyId = company!.id;
  } else if (account.roleId === ROLES.TICKETMASTER) {
    await tx.insert(ticketManagers).values({ userId: user.id });
  }
  return { user, storeId, companyId };
}

export function toUser(row: repo.UserRow, storeId: number | null): User {
  return {
    id: row.id,
    name: row.name,
    lastname: row.lastname,
    email: row.email,
    phone: row.phone,
    role_id: row.roleId as RoleId,
    status_id: row.statusId,
    plan_id: row.planId,
    store_id: storeId,
    created_at: row.createdAt.toISOString(),
  };
}

export async function createUserByAdmin(tx: DbOrTx, body: CreateUserBody): Promise<User> {
  if (body.role_id === ROLES.CASHIER) {
    const store = body.store_id ? await storesRepo.findById(tx, body.store_id) : undefined;
    if (!store) throw invalid(fieldError('store_id', 'invalid'));
  }
  const { user, storeId } = await createAccount(tx, {
    name: body.name,
    lastname: body.lastname,
    email: body.email,
    phone: body.phone,
    password: body.password,
    roleId: body.role_id,
    storeId: body.store_id,
    business: body.storeName ? { name: body.storeName } : undefined,
  });
  return toUser(user, storeId);
}

const toCashier = (row: { user: repo.UserRow; statusName: string | null }): Cashier => ({
  id: row.user.id,
  name: row.user.name,
  lastname: row.user.lastname,
  email: row.user.email,
  phone: row.user.phone,
  status_id: row.user.statusId,
  statusName: row.statusName ?? '',
  created_at: row.user.createdAt.toISOString(),
});

const toManaged = (row: NonNullable<Awaited<ReturnType<typeof repo.findManaged>>>): ManagedUser => ({
  ...toCashier(row),
  role_id: row.user.roleId as RoleId,
  store_id: row.storeId,
});

/** The admin edits anyone; a store owner only the cashiers of its own store. */
const scopeOf = (principal: Principal): repo.UserScope =>
  principal.roleId === ROLES.ADMIN ? { any: true } : { cashierOf: storeOf(principal) };

export function createUsersService(db: Db) {
  async function managed(id: number, scope: repo.UserScope): Promise<ManagedUser> {
    const row = await repo.findManaged(db, id, scope);
    if (!row) throw notFound();
    return toManaged(row);
  }

  return {
    create: (body: CreateUserBody) => db.transaction((tx) => createUserByAdmin(tx, body)),

    async statuses(): Promise<Status[]> {
      return (await repo.listStatuses(db)).map((s) => ({ id: s.id, status_name: s.statusName }));
    },

    async listCashiers(principal: Principal, storeId: number): Promise<Cashier[]> {
      if (principal.roleId === ROLES.ADMIN) {
        if (!(await storesRepo.findById(db, storeId))) throw notFound();
      } else {
        ownStore(principal, storeId);
      }
      return (await repo.listCashiers(db, storeId)).map(toCashier);
    },

    async createCashier(principal: Principal, body: CreateCashierBody): Promise<Cashier> {
      let storeId: number;
      if (principal.roleId === ROLES.ADMIN) {
        if (body.store_id == null) throw invalid(fieldError('store_id', 'required'));
        if (!(await storesRepo.findById(db, body.store_id))) throw invalid(fieldError('store_id', 'invalid'));
        storeId = body.store_id;
      } else {
        // The owner's own store, whatever the body says.
        storeId = storeOf(principal);
      }
      const { user } = await db.transaction((tx) =>
        createAccount(tx, {
          name: body.name,
          lastname: body.lastname,
          email: body.email,
          phone: body.phone,
          password: body.password,
          roleId: ROLES.CASHIER,
          storeId,
        }),
      );
      return managed(user.id, { any: true });
    },

    async update(principal: Principal, id: number, body: UpdateUserBody): Promise<ManagedUser> {
      const scope = scopeOf(principal);
      if (id === principal.userId && body.status_id === USER_STATUS.INACTIVE) {
        throw invalid({ status_id: [errorTexts.cannotDeactivateSelf] });
      }
      const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password);
      await db.transaction(async (tx) => {
        if (!(await repo.findManaged(tx, id, scope))) throw notFound();
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
          if (repo.isUniqueViolation(err)) throw emailTaken();
          throw err;
        }
        if (!updated) throw notFound();
        // A deactivated account, or one whose password someone else set, is signed out at
        // once; an admin changing its own password keeps the session it is using.
        if (body.status_id === USER_STATUS.INACTIVE || passwordHash !== undefined) {
          if (id === principal.userId) await authRepo.revokeOtherTokens(tx, id, principal.tokenId);
          else await authRepo.revokeAllTokens(tx, id);
        }
      });
      return managed(id, scope);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
