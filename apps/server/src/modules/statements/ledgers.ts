import type { MatchCandidate } from '@vitrina/contract';
import type { DbOrTx } from '#server/db/client.ts';
import type { Principal } from '#server/lib/principal.ts';
import {
  approveFromStatement,
  licencePaymentCards,
  waitingLicencePayments,
} from '#server/modules/licences/licence-statement.service.ts';
import { paymentCards, verifyFromStatement, waitingPayments } from '#server/modules/sales/sales.service.ts';
import type { TicketStatementPayments } from '#server/modules/tickets/purchases/ticket-statement.service.ts';
import type { WaitingPayment } from './matcher.ts';
import { statementTexts } from './statements.texts.ts';

/** A waiting payment as a line shows it, before its reason. */
export type PaymentCard = Omit<MatchCandidate, 'reason'>;

/**
 * Whose payments an account's statement is matched against, and how a matched line settles one:
 * a store's sales (its accounts), the owners' licence payments (the platform's accounts) or a
 * ticket master's sales (its accounts). `bankId` is the account's id in its own kind.
 */
export type Ledger = {
  waiting: (db: DbOrTx, bankId: number) => Promise<WaitingPayment[]>;
  /** Payments by id as a line of account `bankId` shows them. */
  cards: (db: DbOrTx, bankId: number, ids: number[]) => Promise<Map<number, PaymentCard>>;
  /**
   * Settles payment `id` through its own step (a sale's verify, a licence's approval, a ticket
   * sale's part, which verifies it once its parts cover it); 409 when it no longer waits.
   */
  settle: (tx: DbOrTx, actor: Principal, bankId: number, id: number) => Promise<void>;
  /** The replies about one of its payments: a line that settled it, another line did, settled now. */
  texts: {
    lineConfirmed: (id: number) => string;
    confirmedElsewhere: (id: number) => string;
    confirmedOne: (id: number) => string;
  };
};

export const storeLedger = (storeId: number): Ledger => ({
  waiting: (db, bankId) => waitingPayments(db, storeId, bankId),
  cards: (db, _bankId, ids) => paymentCards(db, storeId, ids),
  settle: (tx, actor, bankId, id) =>
    verifyFromStatement(tx, storeId, bankId, actor, id, statementTexts.saleNotWaiting),
  texts: {
    lineConfirmed: statementTexts.lineConfirmed,
    confirmedElsewhere: statementTexts.saleConfirmed,
    confirmedOne: statementTexts.confirmedOne,
  },
});

export const platformLedger = (deps: { timeZone: string; publicUrl: string }): Ledger => ({
  waiting: (db, bankId) => waitingLicencePayments(db, bankId, deps.timeZone),
  cards: (db, _bankId, ids) => licencePaymentCards(db, ids, deps.timeZone),
  settle: (tx, actor, bankId, id) =>
    approveFromStatement(tx, actor, bankId, id, statementTexts.licenceNotWaiting, deps.publicUrl),
  texts: {
    lineConfirmed: statementTexts.licenceLineConfirmed,
    confirmedElsewhere: statementTexts.licenceConfirmed,
    confirmedOne: statementTexts.licenceConfirmedOne,
  },
});

export const ticketLedger = (payments: TicketStatementPayments, managerId: number): Ledger => ({
  waiting: (db, accountId) => payments.waiting(db, managerId, accountId),
  cards: (db, accountId, ids) => payments.cards(db, managerId, accountId, ids),
  settle: (tx, actor, accountId, id) =>
    payments.settle(tx, actor, managerId, accountId, id, statementTexts.ticketSaleNotWaiting),
  texts: {
    lineConfirmed: statementTexts.ticketLineConfirmed,
    confirmedElsewhere: statementTexts.ticketSaleConfirmed,
    confirmedOne: statementTexts.ticketConfirmedOne,
  },
});
