import {
  ROLES,
  type Statement,
  type StatementAccount,
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
import { managerIdOf } from '#server/modules/tickets/manager.service.ts';
import type { TicketStatementPayments } from '#server/modules/tickets/purchases/ticket-statement.service.ts';
import { userNames } from '#server/modules/users/users.service.ts';
import { platformLedger, storeLedger, ticketLedger } from './ledgers.ts';
import { type AccountScope, zeroCounts } from './statement-matching.service.ts';
import * as repo from './statements.repository.ts';

// The accounts a caller reconciles, their settings and what the lists show of them.

/** An account's settings before its owner saves any: Bs. 1,00 (or 1,00 US$) of tolerance, 3 days. */
export const DEFAULTS = { toleranceCents: 100, windowDays: 3, cashierAllowed: false, mapping: null };

export const settingsView = (
  row: Pick<repo.SettingsRow, 'toleranceCents' | 'windowDays' | 'cashierAllowed' | 'mapping'>,
): StatementSettings => {
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

/**
 * Where the accounts' payments are read and settled: the platform's licences need the time zone
 * and the public address; a ticket master's sales are served by the tickets module.
 */
export type LedgerDeps = { timeZone: string; publicUrl: string; tickets: TicketStatementPayments };

/** An account as the lists show it. */
type AccountRef = Pick<StatementAccount, 'id' | 'bank_name' | 'account_type' | 'account_number'>;

/** The caller's accounts, of which kind, and the ledger their statements are matched against. */
async function ledgerOf(db: DbOrTx, principal: Principal, deps: LedgerDeps) {
  if (principal.roleId === ROLES.TICKETMASTER) {
    const managerId = await managerIdOf(db, principal);
    const banks: AccountRef[] = await deps.tickets.accounts(db, managerId);
    return { kind: 'ticket' as const, ledger: ticketLedger(deps.tickets, managerId), banks };
  }
  if (principal.roleId === ROLES.ADMIN)
    return { kind: 'bank' as const, ledger: platformLedger(deps), banks: await platformAccounts(db) };
  const storeId = storeOf(principal);
  return { kind: 'bank' as const, ledger: storeLedger(storeId), banks: await storeAccounts(db, storeId) };
}

/**
 * The accounts a caller reconciles with their settings: the admin, the platform's (licence
 * payments); the owner, the store's (sales); a cashier, those of the store the owner opened; the
 * ticket master, its own (ticket sales).
 */
export async function accountsOf(db: DbOrTx, principal: Principal, deps: LedgerDeps) {
  const { kind, ledger, banks } = await ledgerOf(db, principal, deps);
  const saved = new Map(
    (
      await repo.settingsOf(
        db,
        kind,
        banks.map((b) => b.id),
      )
    ).map((s) => [repo.accountIdOf(s), s]),
  );
  const all = banks.map((bank) => ({ bank, settings: saved.get(bank.id) ?? DEFAULTS }));
  const cashier = principal.roleId === ROLES.CASHIER;
  return {
    kind,
    ledger,
    banks,
    accounts: cashier ? all.filter((a) => a.settings.cashierAllowed) : all,
    cashier,
  };
}

/** One account the caller reconciles (404 for another's, 403 for a cashier the owner did not let). */
export async function accountFor(db: DbOrTx, principal: Principal, bankId: number, deps: LedgerDeps) {
  const { kind, ledger, banks, accounts, cashier } = await accountsOf(db, principal, deps);
  const found = accounts.find((a) => a.bank.id === bankId);
  if (!found) {
    if (cashier && banks.some((b) => b.id === bankId)) throw forbidden();
    throw notFound();
  }
  const scope: AccountScope = {
    key: { kind, id: bankId },
    ledger,
    toleranceCents: found.settings.toleranceCents,
    windowDays: found.settings.windowDays,
  };
  return { ...found, scope };
}

export async function countsOf(db: DbOrTx, kind: repo.AccountKind, ids: number[]) {
  const out = new Map(ids.map((id) => [id, zeroCounts()]));
  for (const r of await repo.stateCounts(db, kind, ids)) {
    const counts = out.get(r.accountId);
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
