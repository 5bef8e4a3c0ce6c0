import { type CreateUserBody, ROLES, type RoleId, type User } from '@vitrina/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { invalid } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { fieldError } from '../../lib/validation.ts';
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
  if (account.roleId === ROLES.CLIENT) {
    const store = await storesRepo.insertStore(tx, {
      ownerId: user.id,
      name: businessName,
      description: account.business?.description ?? '',
      phone: account.phone ?? null,
    });
    storeId = store.id;
  } else if (account.roleId === ROLES.DELIVERY) {
    await tx.insert(deliveryCompanies).values({ name: businessName, primaryAdminId: user.id });
  } else if (account.roleId === ROLES.TICKETMASTER) {
    await tx.insert(ticketManagers).values({ userId: user.id });
  }
  return { user, storeId };
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

export function createUsersService(db: Db) {
  return {
    create: (body: CreateUserBody) => db.transaction((tx) => createUserByAdmin(tx, body)),
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
