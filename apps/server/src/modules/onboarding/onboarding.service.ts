import { type CreateUserBody, ROLES, TRIAL_DAYS, type User } from '@vitrina/contract';
import type { DbOrTx } from '#server/db/client.ts';
import { invalid } from '#server/lib/errors.ts';
import { fieldError } from '#server/lib/validation.ts';
import { createCompany } from '#server/modules/delivery/delivery.service.ts';
import { recordTrial } from '#server/modules/licences/membership.service.ts';
import { createStore, storeExists } from '#server/modules/stores/stores.service.ts';
import { createTicketManager } from '#server/modules/tickets/manager.service.ts';
import {
  type AccountOpener,
  type CreatedAccount,
  insertUser,
  type NewAccount,
  toUser,
} from '#server/modules/users/accounts.service.ts';

// Opening an account sits above the domains it creates: a user (users), and by role the store
// (stores) with its trial (licences), the delivery company (delivery) or the ticket manager
// (tickets). Sign-up, the admin's new user, an owner's new cashier and the admin's new delivery
// company reach it through the AccountOpener that app.ts hands their modules; the demo loader
// imports it directly.

/**
 * Creates a user and, by role, the tenant it acts for: a store for an owner, a company for
 * a delivery account, a ticket manager for a ticket master. Run inside a transaction.
 */
export async function createAccount(tx: DbOrTx, account: NewAccount): Promise<CreatedAccount> {
  const trialEnd = new Date(Date.now() + TRIAL_DAYS * 86_400_000);
  // A new store owner starts with the free trial (written to its membership's history below).
  const user = await insertUser(tx, account, account.roleId === ROLES.CLIENT ? trialEnd : null);
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

/** What app.ts hands the modules that open accounts. */
export const accountOpener: AccountOpener = { createAccount, createUserByAdmin };
