import { type ConfirmExactReply, MATCH_STATES, type MatchState, type StatementLine } from '@vitrina/contract';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { AppError, conflict, notFound } from '#server/lib/errors.ts';
import { isUniqueViolation } from '#server/lib/pg-errors.ts';
import type { Principal } from '#server/lib/principal.ts';
import type { Ledger } from './ledgers.ts';
import { type Candidate, matchLines } from './matcher.ts';
import * as repo from './statements.repository.ts';
import { statementTexts } from './statements.texts.ts';

/** The account a caller reconciles: which, whose payments it holds and how it matches. */
export type AccountScope = {
  key: repo.AccountKey;
  ledger: Ledger;
  toleranceCents: number;
  windowDays: number;
};

export const zeroCounts = (): Record<MatchState, number> =>
  Object.fromEntries(MATCH_STATES.map((s) => [s, 0])) as Record<MatchState, number>;

/**
 * Matches every line of the account that has confirmed nothing against its payments waiting now,
 * and writes the lines whose match changed. Run after an import, before confirming the exact
 * ones, and on request: a sale verified by hand meanwhile leaves its line.
 */
export async function rematch(db: DbOrTx, account: AccountScope): Promise<void> {
  const [lines, payments] = await Promise.all([
    repo.openLines(db, account.key),
    account.ledger.waiting(db, account.key.id),
  ]);
  const matches = matchLines(
    lines.map((l) => ({ key: l.id, reference: l.reference, cents: l.amountCents, day: l.day })),
    payments,
    account,
  );
  const changed: repo.LineMatchValues[] = [];
  for (const line of lines) {
    const m = matches.get(line.id);
    if (!m) continue;
    const same =
      m.state === line.state &&
      m.paymentId === line.paymentId &&
      JSON.stringify(m.candidates) === JSON.stringify(line.candidates);
    if (!same)
      changed.push({ id: line.id, state: m.state, paymentId: m.paymentId, candidates: m.candidates });
  }
  await repo.saveMatches(db, account.key, changed);
}

/** Lines as the panel shows them, each candidate with its payment's reference, amount, day, payer and proof. */
export async function lineViews(
  db: DbOrTx,
  account: Pick<AccountScope, 'key' | 'ledger'>,
  rows: repo.LineRow[],
): Promise<StatementLine[]> {
  const ids = rows.flatMap((r) => [
    ...(r.candidates as Candidate[]).map((c) => c.payment_id),
    ...(r.paymentId ? [r.paymentId] : []),
  ]);
  const cards = await account.ledger.cards(db, account.key.id, ids);
  return rows.map((r) => {
    const candidates = (r.candidates as Candidate[]).flatMap((c) => {
      const card = cards.get(c.payment_id);
      return card ? [{ ...card, reason: c.reason }] : [];
    });
    const confirmed = r.state === 'confirmed' && r.paymentId ? cards.get(r.paymentId) : undefined;
    if (confirmed && !candidates.some((c) => c.payment_id === r.paymentId))
      candidates.unshift({ ...confirmed, reason: 'reference' });
    return {
      id: r.id,
      statement_id: r.statementId,
      row: r.row,
      date: r.day,
      reference: r.reference,
      amount_cents: r.amountCents,
      description: r.description,
      state: r.state as MatchState,
      payment_id: r.paymentId,
      candidates,
      confirmed_at: r.confirmedAt?.toISOString() ?? null,
    };
  });
}

/**
 * Confirms one line as payment `paymentId` in one transaction: the line is claimed only if it
 * has confirmed nothing (of 20 confirmations at once, one), the payment only if no other line
 * confirmed it, and then the payment's own step runs (a sale's verify, a licence's approval); a
 * refusal undoes the claim.
 */
async function confirmOne(
  db: Db,
  account: AccountScope,
  actor: Principal,
  lineId: number,
  paymentId: number,
) {
  try {
    return await db.transaction(async (tx) => {
      const line = await repo.claimLine(tx, account.key, lineId, paymentId, actor.userId);
      if (!line) {
        const current = await repo.findLine(tx, account.key, lineId);
        if (!current) throw notFound();
        throw conflict(account.ledger.texts.lineConfirmed(current.paymentId ?? 0));
      }
      await account.ledger.settle(tx, actor, account.key.id, paymentId);
      return line;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(account.ledger.texts.confirmedElsewhere(paymentId));
    throw err;
  }
}

export function createStatementMatching(deps: { db: Db; onOutbox: () => void }) {
  const { db } = deps;
  return {
    async confirmLine(account: AccountScope, actor: Principal, lineId: number, paymentId: number) {
      const line = await confirmOne(db, account, actor, lineId, paymentId);
      deps.onOutbox();
      const [data] = await lineViews(db, account, [line]);
      return { message: account.ledger.texts.confirmedOne(paymentId), data: data! };
    },

    /** "Confirmar N coincidencias exactas": each exact line in its own transaction. */
    async confirmExact(account: AccountScope, actor: Principal): Promise<ConfirmExactReply> {
      await rematch(db, account);
      let confirmed = 0;
      let skipped = 0;
      for (const line of await repo.exactLines(db, account.key)) {
        try {
          await confirmOne(db, account, actor, line.id, line.paymentId!);
          confirmed++;
        } catch (err) {
          if (!(err instanceof AppError) || err.statusCode !== 409) throw err;
          skipped++;
        }
      }
      if (confirmed > 0) deps.onOutbox();
      return { message: statementTexts.confirmedMany(confirmed), confirmed, skipped };
    },
  };
}
