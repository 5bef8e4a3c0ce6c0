import { type CreateUserBody, ROLES, type RoleId, TRIAL_DAYS, type User } from '@vitrina/contract';
import type { DbOrTx } from '#server/db/client.ts';
import { invalid } from '#server/lib/errors.ts';
import { hashPassword } from '#server/lib/passwords.ts';
import { isUniqueViolation } from '#server/lib/pg-errors.ts';
import { fieldError } from '#server/lib/validation.ts';
import { createCompany } from '#server/modules/delivery/delivery.service.ts';
import { recordTrial } from '#server/modules/licences/membership.service.ts';
import { createStore, storeExists } from '#server/modules/stores/stores.service.ts';
import { createTicketManager } from '#server/modules/tickets/tickets.service.ts';
import * as repo from './users.repository.ts';

// Accounts as other modules see them (auth signs in and signs up through these; stores reads
// status names). Each takes the handle, so a caller's transaction spans the whole change.

export type UserRow = repo.UserRow;

export type NewAccount = {
  name: string;
  lastname: string;
  email: string;
  phone?: string | null;
  password: string;
  /** The password's hash when the caller already has it (the demo hashes its one password once). */
  passwordHash?: string;
  roleId: RoleId;
  /** For a cashier: the store it works for. */
  storeId?: number | null;
  /** For a store owner or a delivery company: the business created with the account. */
  business?: { name: string; description?: string };
};

export const emailTaken = () => invalid(fieldError('email', 'emailTaken'));

export const findUserByEmail = (db: DbOrTx, email: string) => repo.findByEmail(db, email);
export const setPassword = (tx: DbOrTx, userId: number, passwordHash: string) =>
  repo.setPassword(tx, userId, passwordHash);
export const statusNameOf = async (db: DbOrTx, statusId: number) =>
  (await repo.findStatusName(db, statusId)) ?? null;
export const activeOwners = (db: DbOrTx) => repo.listActiveOwners(db);
/** A user's row (id, role, status, plan, membership end…), or undefined. */
export const accountById = (db: DbOrTx, userId: number) => repo.findById(db, userId);

/**
 * Extends a store owner's membership by `months` from the later of now and its current end,
 * atomically on the user's row (concurrent extensions add up), and puts it on `planId` when
 * given. Run inside the caller's transaction; undefined when the user does not exist.
 */
export const extendMembershipOf = (tx: DbOrTx, userId: number, months: number, planId: number | null) =>
  repo.extendMembership(tx, userId, months, planId);
/** Sets a membership's end outright (a new owner's trial, demo data). */
export const setMembershipUntil = (tx: DbOrTx, userId: number, until: Date, planId?: number | null) =>
  repo.setMembershipUntil(tx, userId, until, planId);
/** Active store owners whose membership ends after `from` and no later than `to`. */
export const ownersEndingBetween = (db: DbOrTx, from: Date, to: Date) =>
  repo.ownersEndingBetween(db, from, to);

/**
 * Creates a user and, by role, the tenant it acts for: a store for an owner, a company for
 * a delivery account, a ticket manager for a ticket master. Run inside a transaction.
 */
export async function createAccount(tx: DbOrTx, account: NewAccount) {
  if (await repo.findByEmail(tx, account.email)) throw emailTaken();
  const trialEnd = new Date(Date.now() + TRIAL_DAYS * 86_400_000);
  let user: repo.UserRow;
  try {
    user = await repo.insertUser(tx, {
      name: account.name,
      lastname: account.lastname,
      email: account.email.toLowerCase(),
      phone: account.phone ?? null,
      passwordHash: account.passwordHash ?? (await hashPassword(account.password)),
      roleId: account.roleId,
      storeId: account.roleId === ROLES.CASHIER ? (account.storeId ?? null) : null,
      // A new store owner starts with the free trial (written to its membership's history below).
      membershipUntil: account.roleId === ROLES.CLIENT ? trialEnd : null,
    });
  } catch (err) {
    // Two sign-ups with one address at once: the unique index decides.
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
  const businessName = account.business?.name ?? `${account.name} ${account.lastname}`;
  let storeId: number | null = user.storeId;
  let companyId: number | null = null;
  if (account.roleId === ROLES.CLIENT) {
    const store = await createStore(tx, {
      ownerId: user.id,
      name: businessName,
      description: account.business?.description ?? '',
      phone: account.phone ?? null,
    });
    storeId = store.id;
    await recordTrial(tx, user.id, trialEnd, TRIAL_DAYS);
  } else if (account.roleId === ROLES.DELIVERY) {
    companyId = await createCompany(tx, { name: businessName, primaryAdminId: user.id });
  } else if (account.roleId === ROLES.TICKETMASTER) {
    await createTicketManager(tx, user.id);
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

/** The admin's POST admin: any role; a cashier needs a real store. */
export async function createUserByAdmin(tx: DbOrTx, body: CreateUserBody): Promise<User> {
  if (body.role_id === ROLES.CASHIER && !(body.store_id && (await storeExists(tx, body.store_id)))) {
    throw invalid(fieldError('store_id', 'invalid'));
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
