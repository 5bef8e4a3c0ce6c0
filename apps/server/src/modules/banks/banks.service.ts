import { type AccountType, type Bank, type BankBody, type DocumentType, ROLES } from '@vitrina/contract';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { forbidden, notFound } from '#server/lib/errors.ts';
import type { Principal } from '#server/lib/principal.ts';
import { companyOf, storeOf } from '#server/lib/tenancy.ts';
import { deletedFields, recordAudit } from '#server/modules/audit/audit.service.ts';
import * as repo from './banks.repository.ts';

/** Which list a route acts on: `banks` (admin: platform, owner: own store) or `company/banks`. */
export type BankSide = 'panel' | 'company';

const PLATFORM: repo.BankOwner = { storeId: null, companyId: null };

/** The owner of the accounts a caller manages; from the session, never from the request. */
function ownerOf(principal: Principal, side: BankSide): repo.BankOwner {
  if (side === 'company') {
    if (principal.roleId !== ROLES.DELIVERY) throw forbidden();
    return { storeId: null, companyId: companyOf(principal) };
  }
  if (principal.roleId === ROLES.ADMIN) return PLATFORM;
  if (principal.roleId === ROLES.CLIENT) return { storeId: storeOf(principal), companyId: null };
  throw forbidden();
}

/** The columns of a payment account, wherever it is kept (banks, ticket accounts). */
type AccountColumns = Pick<repo.BankRow, 'id' | keyof repo.BankValues>;

/** A payment account's row as the wire names it (shared with the tickets' accounts). */
export const bankOf = (row: AccountColumns): Bank => ({
  id: row.id,
  bank_name: row.bankName,
  account_type: row.accountType as AccountType,
  account_number: row.accountNumber,
  owner_full_name: row.ownerFullName,
  owner_idenfication_type: row.ownerIdenficationType as DocumentType,
  owner_idenfication: row.ownerIdenfication,
});

/** A payment account's body as the columns name it (shared with the tickets' accounts). */
export const bankValuesOf = (body: BankBody): repo.BankValues => ({
  bankName: body.bank_name,
  accountType: body.account_type,
  accountNumber: body.account_number,
  ownerFullName: body.owner_full_name,
  ownerIdenficationType: body.owner_idenfication_type,
  ownerIdenfication: body.owner_idenfication,
});

export function createBanksService(db: Db) {
  return {
    /** The accounts; a cashier reads the store's (a part of a sale is paid into one of them). */
    async list(principal: Principal, side: BankSide): Promise<Bank[]> {
      const owner =
        side === 'panel' && principal.roleId === ROLES.CASHIER
          ? { storeId: storeOf(principal), companyId: null }
          : ownerOf(principal, side);
      return (await repo.list(db, owner)).map(bankOf);
    },

    async create(principal: Principal, side: BankSide, body: BankBody): Promise<Bank> {
      const owner = ownerOf(principal, side);
      return bankOf(await repo.insert(db, owner, bankValuesOf(body)));
    },

    async update(principal: Principal, side: BankSide, id: number, body: BankBody): Promise<Bank> {
      const owner = ownerOf(principal, side);
      const row = await repo.update(db, owner, id, bankValuesOf(body));
      if (!row) throw notFound();
      return bankOf(row);
    },

    async remove(principal: Principal, side: BankSide, id: number): Promise<void> {
      const owner = ownerOf(principal, side);
      await db.transaction(async (tx) => {
        const row = await repo.remove(tx, owner, id);
        if (!row) throw notFound();
        await recordAudit(tx, {
          actor: principal,
          kind: 'bank.delete',
          entity: 'bank',
          entityId: id,
          storeId: owner.storeId,
          changes: deletedFields(bankOf(row), [
            'bank_name',
            'account_type',
            'account_number',
            'owner_full_name',
          ]),
        });
      });
    },

    /** The platform's accounts, where store owners pay their plans (GET plans). */
    platformAccounts: () => platformAccounts(db),
  };
}
export type BanksService = ReturnType<typeof createBanksService>;

/** The account a sale was paid to, as the sale shows it (for the sales module). */
export async function bankSummary(db: DbOrTx, id: number) {
  const row = await repo.findById(db, id);
  return row && { id: row.id, bank_name: row.bankName, account_type: row.accountType };
}

/** The platform's accounts (store id and company id null), where store owners pay their plans. */
export async function platformAccounts(db: DbOrTx): Promise<Bank[]> {
  return (await repo.list(db, PLATFORM)).map(bankOf);
}

/** One of the platform's accounts, or undefined when the id is not one (another owner's, gone). */
export async function platformAccount(db: DbOrTx, id: number): Promise<Bank | undefined> {
  const row = await repo.findById(db, id);
  return row && row.storeId === null && row.companyId === null ? bankOf(row) : undefined;
}

/** A store's accounts, where its shoppers transfer (the storefront, the checkout). */
export async function storeAccounts(db: DbOrTx, storeId: number): Promise<Bank[]> {
  return (await repo.list(db, { storeId, companyId: null })).map(bankOf);
}

/** One of a store's accounts, or undefined when the id is not one of that store's. */
export async function storeAccount(db: DbOrTx, storeId: number, id: number): Promise<Bank | undefined> {
  const row = await repo.findById(db, id);
  return row && row.storeId === storeId && row.companyId === null ? bankOf(row) : undefined;
}
