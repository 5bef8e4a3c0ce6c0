import { type CreateUserBody, ROLES, type RoleId, type User } from '@vitrina/contract';
import type { DbOrTx } from '#server/db/client.ts';
import { invalid } from '#server/lib/errors.ts';
import { hashPassword } from '#server/lib/passwords.ts';
import { isUniqueViolation } from '#server/lib/pg-errors.ts';
import { fieldError } from '#server/lib/validation.ts';
import * as repo from './users.repository.ts';

// Accounts as other modules see them (auth signs in through these; stores reads status names;
// onboarding opens an account and its tenant with insertUser). Each takes the handle, so a caller's transaction spans the whole change.

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
 * Inserts a user (the trial membership of a new store owner, a cashier's store), the e-mail
 * unique even under a race. The tenant a role acts for is created above the domains, by the
 * onboarding module, which calls this in the same transaction.
 */
export async function insertUser(tx: DbOrTx, account: NewAccount, membershipUntil: Date | null) {
  if (await repo.findByEmail(tx, account.email)) throw emailTaken();
  try {
    return await repo.insertUser(tx, {
      name: account.name,
      lastname: account.lastname,
      email: account.email.toLowerCase(),
      phone: account.phone ?? null,
      passwordHash: account.passwordHash ?? (await hashPassword(account.password)),
      roleId: account.roleId,
      storeId: account.roleId === ROLES.CASHIER ? (account.storeId ?? null) : null,
      membershipUntil,
    });
  } catch (err) {
    // Two sign-ups with one address at once: the unique index decides.
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}

/** A new account and the tenant it acts for (its store, its company), as onboarding created them. */
/**
 * Ends a user's sessions (all, or all but the one in use): the auth module's, given to users
 * by the composition root, since auth reads accounts from this module.
 */
export type SessionRevoker = (tx: DbOrTx, userId: number, keepTokenId?: number) => Promise<void>;

export type CreatedAccount = { user: UserRow; storeId: number | null; companyId: number | null };

/**
 * What the users, delivery and auth modules receive to open an account with its tenant
 * (onboarding's `createAccount`, wired in app.ts): they sit below the domains it creates.
 */
export type AccountOpener = {
  createAccount(tx: DbOrTx, account: NewAccount): Promise<CreatedAccount>;
  createUserByAdmin(tx: DbOrTx, body: CreateUserBody): Promise<User>;
};

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
