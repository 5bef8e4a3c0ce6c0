import { createHash } from 'node:crypto';
import type { StatementMapping } from '@vitrina/contract';
import type { DbOrTx } from '#server/db/client.ts';
import { storeLedger } from './ledgers.ts';
import { referenceKey } from './matcher.ts';
import { DEFAULTS } from './statement-accounts.service.ts';
import { readStatementFile } from './statement-file.ts';
import { type ReadStatement, readLines } from './statement-layouts.ts';
import { type AccountScope, rematch } from './statement-matching.service.ts';
import * as repo from './statements.repository.ts';

/** Thrown inside an import's transaction to undo it: the file added no line. */
export class NothingNew extends Error {}

/**
 * Each line's fingerprint: its day, reference, amount, description and its occurrence among
 * equal lines of the file, so a file imported twice, or two statements that overlap, add each
 * movement once while two equal transfers on one day stay two.
 */
function fingerprints(lines: ReadStatement['lines']): string[] {
  const seen = new Map<string, number>();
  return lines.map((l) => {
    const base = [l.date, referenceKey(l.reference), l.amount_cents, l.description.trim().toLowerCase()].join(
      '|',
    );
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return createHash('sha256').update(`${base}|${n}`).digest('hex');
  });
}

/** An account as an import needs it: where it matches, and its saved settings. */
export type ImportAccount = {
  scope: AccountScope;
  settings: Pick<repo.SettingsRow, 'toleranceCents' | 'windowDays' | 'cashierAllowed' | 'mapping'>;
};

/**
 * Stores a statement read from a file inside the caller's transaction: the statement, its lines
 * not imported before (by fingerprint), a custom layout's mapping for the account (`mapping`),
 * and the account's lines matched again. Throws NothingNew when every line was there already.
 */
export async function recordImport(
  tx: DbOrTx,
  account: ImportAccount,
  read: ReadStatement,
  opts: { fileName: string; userId: number | null; mapping?: StatementMapping | null },
): Promise<{ statement: repo.StatementRow; added: number }> {
  const { key } = account.scope;
  const { settings } = account;
  if (opts.mapping !== undefined) {
    await repo.saveSettings(tx, key, {
      toleranceCents: settings.toleranceCents,
      windowDays: settings.windowDays,
      cashierAllowed: settings.cashierAllowed,
      mapping: opts.mapping ?? settings.mapping,
    });
  }
  const days = read.lines.map((l) => l.date).sort();
  const statement = await repo.insertStatement(tx, key, {
    fileName: (opts.fileName || 'extracto').slice(0, 200),
    layout: read.layout,
    lines: 0,
    firstDay: days[0] ?? null,
    lastDay: days.at(-1) ?? null,
    importedBy: opts.userId,
  });
  const prints = fingerprints(read.lines);
  const lines = read.lines.map((l, i) => ({
    row: l.row,
    day: l.date,
    reference: l.reference,
    amountCents: l.amount_cents,
    description: l.description,
    fingerprint: prints[i]!,
    state: 'none',
  }));
  const added = await repo.insertLines(tx, key, statement.id, lines);
  if (added === 0) throw new NothingNew();
  await repo.setStatementLines(tx, statement.id, added);
  await rematch(tx, account.scope);
  return { statement: { ...statement, lines: added }, added };
}

/**
 * Imports a statement file for a store's account with its settings as saved (the demo's statement):
 * read by its headers, stored and matched inside the caller's transaction.
 */
export async function importStatementBytes(
  tx: DbOrTx,
  account: { storeId: number; bankId: number },
  file: { bytes: Buffer; name: string },
  userId: number | null,
) {
  const key = { kind: 'bank' as const, id: account.bankId };
  const [saved] = await repo.settingsOf(tx, key.kind, [key.id]);
  const settings = saved ?? DEFAULTS;
  const read = readLines(await readStatementFile(file.bytes));
  const scope = { key, ledger: storeLedger(account.storeId), ...settings };
  return recordImport(tx, { scope, settings }, read, {
    fileName: file.name,
    userId,
  });
}
