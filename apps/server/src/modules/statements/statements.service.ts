import type {
  Page,
  Statement,
  StatementAccount,
  StatementImport,
  StatementLine,
  StatementLinesQuery,
  StatementPreview,
  StatementSettings,
  StatementSettingsBody,
  StatementUploadBody,
} from '@vitrina/contract';
import type { Db } from '#server/db/client.ts';
import { invalid } from '#server/lib/errors.ts';
import { keysetPage } from '#server/lib/keyset.ts';
import type { Principal } from '#server/lib/principal.ts';
import {
  accountFor,
  accountsOf,
  countsOf,
  type LedgerDeps,
  mappingOf,
  settingsView,
  statementViews,
} from './statement-accounts.service.ts';
import { readStatementFile, StatementFileError } from './statement-file.ts';
import { NothingNew, recordImport } from './statement-import.service.ts';
import { readLines } from './statement-layouts.ts';
import { createStatementMatching, lineViews, rematch, zeroCounts } from './statement-matching.service.ts';
import * as repo from './statements.repository.ts';

export function createStatementsService(deps: { db: Db; onOutbox: () => void } & LedgerDeps) {
  const { db } = deps;
  const matching = createStatementMatching(deps);

  async function read(principal: Principal, bankId: number, file: Buffer, body: StatementUploadBody) {
    const account = await accountFor(db, principal, bankId, deps);
    const mapping = mappingOf(body) ?? settingsView(account.settings).mapping;
    try {
      return { account, read: readLines(await readStatementFile(file), body.layout, mapping) };
    } catch (err) {
      if (err instanceof StatementFileError) throw invalid({ file: [err.message] }, err.message);
      throw err;
    }
  }

  return {
    async accounts(principal: Principal): Promise<StatementAccount[]> {
      const { kind, accounts } = await accountsOf(db, principal, deps);
      const counts = await countsOf(
        db,
        kind,
        accounts.map((a) => a.bank.id),
      );
      return accounts.map(({ bank, settings }) => ({
        id: bank.id,
        bank_name: bank.bank_name,
        account_type: bank.account_type,
        account_number: bank.account_number,
        settings: settingsView(settings),
        counts: counts.get(bank.id) ?? zeroCounts(),
      }));
    },

    async saveSettings(
      principal: Principal,
      bankId: number,
      body: StatementSettingsBody,
    ): Promise<StatementSettings> {
      const { settings, scope } = await accountFor(db, principal, bankId, deps);
      const row = await repo.saveSettings(db, scope.key, {
        toleranceCents: body.tolerance_cents,
        windowDays: body.window_days,
        cashierAllowed: body.cashier_allowed,
        mapping: settings.mapping,
      });
      return settingsView(row);
    },

    async preview(
      principal: Principal,
      bankId: number,
      file: Buffer,
      body: StatementUploadBody,
    ): Promise<StatementPreview> {
      const { read: r } = await read(principal, bankId, file, body);
      return {
        layout: r.layout,
        headers: r.headers,
        total: r.lines.length,
        skipped: r.skipped,
        lines: r.lines.slice(0, 20),
      };
    },

    async importFile(
      principal: Principal,
      bankId: number,
      file: { bytes: Buffer; filename: string },
      body: StatementUploadBody,
    ): Promise<StatementImport> {
      const { account, read: r } = await read(principal, bankId, file.bytes, body);
      const result = await db
        .transaction((tx) =>
          recordImport(tx, account, r, {
            fileName: file.filename,
            userId: principal.userId,
            mapping: r.layout === 'custom' ? (mappingOf(body) ?? null) : undefined,
          }),
        )
        .catch((err: unknown) => {
          // A file whose every line was imported before leaves no statement behind.
          if (err instanceof NothingNew) return null;
          throw err;
        });
      const { key } = account.scope;
      const counts = (await countsOf(db, key.kind, [key.id])).get(key.id) ?? zeroCounts();
      const statement = result ? (await statementViews(db, [result.statement]))[0]! : null;
      return { statement, already_imported: r.lines.length - (result?.added ?? 0), counts };
    },

    async statements(
      principal: Principal,
      bankId: number,
      q: { cursor?: string; per_page: number },
    ): Promise<Page<Statement>> {
      const { key } = (await accountFor(db, principal, bankId, deps)).scope;
      const page = await keysetPage(q, {
        page: (limit, after) => repo.statementsOf(db, key, limit, after),
        count: async () => ({ total: await repo.countStatements(db, key), capped: false }),
        idOf: (r) => r.id,
      });
      return { data: await statementViews(db, page.rows), meta: page.meta };
    },

    async lines(principal: Principal, bankId: number, q: StatementLinesQuery): Promise<Page<StatementLine>> {
      const { scope } = await accountFor(db, principal, bankId, deps);
      const filter = { account: scope.key, state: q.state, statementId: q.statement_id };
      const page = await keysetPage(q, {
        page: (limit, after) => repo.linesOf(db, filter, limit, after),
        count: async () => ({ total: await repo.countLines(db, filter), capped: false }),
        idOf: (r) => r.id,
      });
      return { data: await lineViews(db, scope, page.rows), meta: page.meta };
    },

    async rematch(principal: Principal, bankId: number) {
      const { scope } = await accountFor(db, principal, bankId, deps);
      await db.transaction((tx) => rematch(tx, scope));
      const { key } = scope;
      return { counts: (await countsOf(db, key.kind, [key.id])).get(key.id) ?? zeroCounts() };
    },

    async confirmLine(principal: Principal, bankId: number, lineId: number, paymentId: number) {
      const { scope } = await accountFor(db, principal, bankId, deps);
      return matching.confirmLine(scope, principal, lineId, paymentId);
    },

    async confirmExact(principal: Principal, bankId: number) {
      const { scope } = await accountFor(db, principal, bankId, deps);
      return matching.confirmExact(scope, principal);
    },
  };
}
export type StatementsService = ReturnType<typeof createStatementsService>;
