import { buyerFullName, ticketSaleWaits } from '@vitrina/contract';
import type { DbOrTx } from '#server/db/client.ts';
import { dayIn } from '#server/lib/days.ts';
import { AppError, conflict } from '#server/lib/errors.ts';
import { fileUrl } from '#server/lib/files.ts';
import type { Principal } from '#server/lib/principal.ts';
import type { TicketsDeps } from '#server/modules/tickets/tickets.deps.ts';
import type { BillRecord } from './bills.repository.ts';
import { lockBill } from './ticket-parts.repository.ts';
import { addTicketPart } from './ticket-parts.service.ts';
import * as repo from './ticket-statement.repository.ts';

// What a ticket master's account statement is matched against (the ticket sales paid into it
// waiting for review), and how a matched line pays one: served to the statements module, which
// never reads the tickets tables.

type Account = { id: number; accountType: string };
type Claim = { reference: string; cents: number; proofImage: string | null };

/** Money of one currency in another at the sale's rate (bolívares a dollar). */
function inCurrency(cents: number, from: 'USD' | 'VES', to: string, rate: number): number {
  if (from === to) return cents;
  return to === 'VES' ? Math.round(cents * rate) : Math.round(cents / rate);
}

/**
 * What a sale asks to be paid into `account`, in its currency: the transfer the buyer says went
 * there (the dollar part, or the whole price paid in one currency; the bolívar part of a split
 * price). A buyer who sent both parts of a split price to one account asks for the whole there,
 * under the first reference.
 */
export function claimInto(bill: BillRecord, account: Account): Claim | null {
  const rate = Number(bill.dollarRate);
  const split = bill.vesReference !== null;
  const main: Claim | null =
    bill.accountId === account.id
      ? {
          reference: bill.reference,
          cents:
            split || bill.vesCents === 0
              ? inCurrency(bill.usdCents, 'USD', account.accountType, rate)
              : inCurrency(bill.vesCents, 'VES', account.accountType, rate),
          proofImage: bill.proofImage,
        }
      : null;
  const ves: Claim | null =
    split && bill.vesAccountId === account.id
      ? {
          reference: bill.vesReference!,
          cents: inCurrency(bill.vesCents, 'VES', account.accountType, rate),
          proofImage: bill.vesProofImage,
        }
      : null;
  if (main && ves) return { ...main, cents: main.cents + ves.cents };
  return main ?? ves;
}

export function createTicketStatementPayments(deps: TicketsDeps) {
  const { timeZone } = deps;
  return {
    /** The manager's accounts as a statement account lists them. */
    async accounts(db: DbOrTx, managerId: number) {
      return (await repo.accountsOf(db, managerId)).map((a) => ({
        id: a.id,
        bank_name: a.bankName,
        account_type: a.accountType === 'USD' ? ('USD' as const) : ('VES' as const),
        account_number: a.accountNumber,
      }));
    },

    /** The manager's sales paid into `accountId` waiting for review, as the matcher reads them. */
    async waiting(db: DbOrTx, managerId: number, accountId: number) {
      const account = await repo.findAccount(db, managerId, accountId);
      if (!account) return [];
      return (await repo.waitingInto(db, managerId, accountId)).flatMap((bill) => {
        const claim = claimInto(bill, account);
        return claim
          ? [
              {
                id: bill.id,
                reference: claim.reference,
                cents: claim.cents,
                day: dayIn(timeZone, bill.createdAt),
              },
            ]
          : [];
      });
    },

    /** Sales by id as a line of `accountId` shows them: the buyer, the transfer it claims, its proof. */
    async cards(db: DbOrTx, managerId: number, accountId: number, ids: number[]) {
      const [account, rows] = await Promise.all([
        repo.findAccount(db, managerId, accountId),
        repo.billsByIds(db, managerId, [...new Set(ids)]),
      ]);
      return new Map(
        rows.flatMap(({ bill, buyer }) => {
          const claim = account ? claimInto(bill, account) : null;
          if (!claim) return [];
          const card = {
            payment_id: bill.id,
            reference: claim.reference,
            amount_cents: claim.cents,
            day: dayIn(timeZone, bill.createdAt),
            payer_name: buyerFullName(buyer),
            proof_image: fileUrl(claim.proofImage),
            waiting: ticketSaleWaits(bill.status),
          };
          return [[bill.id, card] as const];
        }),
      );
    },

    /**
     * Records the transfer a statement line shows as a part of the sale (the amount it claims
     * into the account, its reference), inside the caller's transaction; the parts covering the
     * total verify it. 409 when the sale is not waiting for a payment into `accountId`.
     */
    async settle(
      tx: DbOrTx,
      actor: Principal,
      managerId: number,
      accountId: number,
      billId: number,
      refusal: (id: number) => string,
    ) {
      const [account, bill] = await Promise.all([
        repo.findAccount(tx, managerId, accountId),
        lockBill(tx, managerId, billId),
      ]);
      const claim = account && bill && ticketSaleWaits(bill.status) ? claimInto(bill, account) : null;
      if (!account || !bill || !claim) throw conflict(refusal(billId));
      const saved: string[] = [];
      try {
        await addTicketPart(
          tx,
          deps,
          { managerId, bill, actor },
          {
            method: 'transfer',
            currency: account.accountType === 'USD' ? 'USD' : 'VES',
            amountCents: claim.cents,
            accountId,
            reference: claim.reference,
            proofImage: null,
          },
          saved,
        );
      } catch (err) {
        await deps.files.remove(...saved);
        // More than the sale still owes (parts recorded meanwhile): not this line's to pay.
        if (err instanceof AppError && err.statusCode === 422) throw conflict(refusal(billId));
        throw err;
      }
    },
  };
}
export type TicketStatementPayments = ReturnType<typeof createTicketStatementPayments>;
