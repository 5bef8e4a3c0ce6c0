import {
  ROLES,
  type Statement,
  type StatementMapping,
  type StatementSettings,
  type StatementUploadBody,
  statementMapping,
} from '@vitrina/contract';
import type { DbOrTx } from '#server/db/client.ts';
import { forbidden, notFound } from '#server/lib/errors.ts';
import type { Principal } from '#server/lib/principal.ts';
import { storeOf } from '#server/lib/tenancy.ts';
import { platformAccounts, storeAccounts } from '#server/modules/banks/banks.service.ts';
import { userNames } from '#server/modules/users/users.service.ts';
import { platformLedger, storeLedger } from './ledgers.ts';
import { type AccountScope, zeroCounts } from './statement-matching.service.ts';
import * as repo from './statements.repository.ts';

// The accounts a caller reconciles, their settings and what the lists show of them.

/** An account's settings before its owner saves any: Bs. 1,00 (or 1,00 US$) of tolerance, 3 days. */
export const DEFAULTS = { toleranceCents: 100, windowDays: 3, cashierAllowed: false, mapping: null };

export const settingsView = (row: Omit<repo.SettingsRow, 'bankId' | 'updatedAt'>): StatementSettings => {
  const mapping = statementMapping.safeParse(row.mapping);
  return {
    tolerance_cents: row.toleranceCents,
    window_days: row.windowDays,
    cashier_allowed: row.cashierAllowed,
    mapping: mapping.success ? mapping.data : null,
  };
};

/** A custom layout from the upload's fields, when they name its three columns. */
export function mappingOf(body: StatementUploadBody): StatementMapping | undefined {
  const parsed = statementMapping.safeParse({ date_order: 'dmy', ...body });
  return parsed.success ? parsed.data : undefined;
}

/** Where the accounts' payments are read and settled (the platform's licences need these). */
export type LedgerDeps = { timeZone: string; publicUrl: string };

/**
 * The accounts a caller reconciles with their settings: the admin, the platform's (licence
 * payments); the owner, the store's (sales); a cashier, those of the store the owner opened.
 */
export async function accountsOf(db: DbOrTx, principal: Principal, deps: LedgerDeps) {
  const admin = principal.roleId === ROLES.ADMIN;
  const storeId = admin ? null : storeOf(principal);
  const ledger = storeId === null ? platformLedger(deps) : storeLedger(storeId);
  const banks = storeId === null ? await platformAccounts(db) : await storeAccounts(db, storeId);
  const saved = new Map(
    (
      await repo.settingsOf(
        db,
        banks.map((b) => b.id),
      )
    ).map((s) => [s.bankId, s]),
  );
  const all = banks.map((bank) => ({
    bank,
    settings: saved.get(bank.id) ?? { ...DEFAULTS, bankId: bank.id },
  }));
  const cashier = principal.roleId === ROLES.CASHIER;
  return { ledger, banks, accounts: cashier ? all.filter((a) => a.settings.cashierAllowed) : all, cashier };
}

/** One account the caller reconciles (404 for another's, 403 for a cashier the owner did not let). */
export async function accountFor(db: DbOrTx, principal: Principal, bankId: number, deps: LedgerDeps) {
  const { ledger, banks, accounts, cashier } = await accountsOf(db, principal, deps);
  const found = accounts.find((a) => a.bank.id === bankId);
  if (!found) {
    if (cashier && banks.some((b) => b.id === bankId)) throw forbidden();
    throw notFound();
  }
  const scope: AccountScope = {
    bankId,
    ledger,
    toleranceCents: found.settings.toleranceCents,
    windowDays: found.settings.windowDays,
  };
  return { ...found, scope };
}

export async function countsOf(db: DbOrTx, bankIds: number[]) {
  const out = new Map(bankIds.map((id) => [id, zeroCounts()]));
  for (const r of await repo.stateCounts(db, bankIds)) {
    const counts = out.get(r.bankId);
    if (counts) counts[r.state as keyof typeof counts] = r.n;
  }
  return out;
}

export async function statementViews(db: DbOrTx, rows: repo.StatementRow[]): Promise<Statement[]> {
  const names = await userNames(
    db,
    rows.flatMap((r) => (r.importedBy ? [r.importedBy] : [])),
  );
  return rows.map((r) => ({
    id: r.id,
    file_name: r.fileName,
    layout: r.layout as Statement['layout'],
    lines: r.lines,
    first_day: r.firstDay,
    last_day: r.lastDay,
    imported_at: r.createdAt.toISOString(),
    imported_by: r.importedBy ? (names.get(r.importedBy) ?? null) : null,
  }));
}
