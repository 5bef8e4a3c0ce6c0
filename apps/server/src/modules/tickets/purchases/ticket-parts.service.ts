import {
  type SalePartBody,
  type SaleParts,
  TICKET_BILL_STATUS,
  type TicketBillDetail,
  ticketSaleWaits,
} from '@vitrina/contract';
import type { DbOrTx } from '#server/db/client.ts';
import { conflict, invalid, notFound } from '#server/lib/errors.ts';
import { idsOf } from '#server/lib/ids.ts';
import { fromCents, toCents } from '#server/lib/money.ts';
import {
  partChange,
  partExceedsDue,
  partsCover,
  partsReply,
  partUsdCents,
} from '#server/lib/payment-parts.ts';
import type { Principal } from '#server/lib/principal.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import { managerIdOf } from '#server/modules/tickets/manager.service.ts';
import type { TicketsDeps } from '#server/modules/tickets/tickets.deps.ts';
import { ticketPartTexts as texts } from '#server/modules/tickets/tickets.texts.ts';
import { userNames } from '#server/modules/users/users.service.ts';
import type { BillRecord } from './bills.repository.ts';
import { findAccount } from './purchases.repository.ts';
import { moveTicketSale } from './review.service.ts';
import * as repo from './ticket-parts.repository.ts';

/** A ticket sale's parts as its dialog shows them; bolívares count at the sale's frozen rate. */
export async function ticketPartsView(
  db: DbOrTx,
  bill: Pick<BillRecord, 'id' | 'totalCents' | 'dollarRate'>,
): Promise<SaleParts> {
  const rows = await repo.partsOf(db, bill.id);
  const [names, accounts] = await Promise.all([
    userNames(db, idsOf(rows, 'recordedBy')),
    repo.accountNames(db, idsOf(rows, 'accountId')),
  ]);
  return partsReply(
    rows,
    { totalCents: bill.totalCents, rate: Number(bill.dollarRate) },
    (id) => accounts.get(id),
    names,
  );
}

/** A part to add: its method, money, and for a transfer the manager's account and its reference. */
export type NewTicketPart = {
  method: 'cash' | 'transfer';
  currency: 'USD' | 'VES';
  amountCents: number;
  accountId: number | null;
  reference: string | null;
  proofImage: string | null;
};

/**
 * Adds a part to a sale locked by the caller (waiting for its review), audited; once the parts
 * cover the total the sale is verified through its review in the same transaction (the tickets'
 * pictures saved go to `saved`, to remove should it fail). 422 when the part is more than is due.
 */
export async function addTicketPart(
  tx: DbOrTx,
  deps: TicketsDeps,
  sale: { managerId: number; bill: BillRecord; actor: Principal },
  part: NewTicketPart,
  saved: string[],
) {
  const { managerId, bill, actor } = sale;
  const usdCents = partUsdCents(part.amountCents, part.currency, Number(bill.dollarRate));
  const due = bill.totalCents - (await repo.paidCents(tx, bill.id));
  if (partExceedsDue(usdCents, due)) throw invalid({ amount: [texts.moreThanDue(fromCents(due))] });
  const row = await repo.insertPart(tx, {
    ticketBillId: bill.id,
    ...part,
    usdCents,
    recordedBy: actor.userId,
  });
  await recordAudit(tx, {
    actor,
    kind: 'ticket_sale.payment',
    entity: 'ticket_bill',
    entityId: bill.id,
    storeId: null,
    changes: partChange(row, 'to'),
  });
  if (partsCover(bill.totalCents - due + usdCents, bill.totalCents))
    await moveTicketSale(
      tx,
      deps,
      { managerId, id: bill.id, to: TICKET_BILL_STATUS.VERIFIED, reviewerId: actor.userId },
      saved,
    );
}

/** The sale locked for a new part: 404 outside the manager's, 409 once rejected or verified. */
export async function lockWaitingBill(tx: DbOrTx, managerId: number, id: number) {
  const bill = await repo.lockBill(tx, managerId, id);
  if (!bill) throw notFound();
  if (bill.status === TICKET_BILL_STATUS.REJECTED) throw conflict(texts.closed(id));
  if (!ticketSaleWaits(bill.status)) throw conflict(texts.alreadyPaid(id));
  return bill;
}

/**
 * The parts of a ticket sale's payment (issue 32 §2), as a store sale's: the ticket master
 * records each part received (at the box office in cash, or a transfer to one of its accounts);
 * once they cover the total, the sale is verified in the same transaction through its review
 * (tickets issued and sent, the buyer told).
 */
export function createTicketPartsService(
  deps: TicketsDeps & { detail: (principal: Principal, id: number) => Promise<TicketBillDetail> },
) {
  const { db, files } = deps;

  return {
    async record(principal: Principal, id: number, body: SalePartBody, proof?: Buffer) {
      const managerId = await managerIdOf(db, principal);
      if (body.method === 'transfer') {
        const account = await findAccount(db, managerId, body.bank_id!);
        if (!account) throw invalid({ bank_id: [texts.unknownAccount] });
        if (account.accountType !== body.currency) throw invalid({ bank_id: [texts.otherCurrency] });
      }
      const stored = proof ? await files.saveImage(proof, 'proof', { private: true }) : undefined;
      const saved: string[] = [];
      try {
        await db.transaction(async (tx) => {
          const bill = await lockWaitingBill(tx, managerId, id);
          const transfer = body.method === 'transfer';
          await addTicketPart(
            tx,
            deps,
            { managerId, bill, actor: principal },
            {
              method: body.method,
              currency: body.currency,
              amountCents: toCents(body.amount),
              accountId: transfer ? (body.bank_id ?? null) : null,
              reference: transfer ? (body.reference ?? null) : null,
              proofImage: stored?.file ?? null,
            },
            saved,
          );
        });
      } catch (err) {
        await files.remove(...saved);
        if (stored) await files.remove(stored.file, stored.thumb);
        throw err;
      }
      deps.onOutbox();
      return { message: texts.recorded, data: await deps.detail(principal, id) };
    },

    /** Takes back a part recorded by mistake, while the sale still waits for its review. */
    async remove(principal: Principal, id: number, partId: number) {
      const managerId = await managerIdOf(db, principal);
      const removed = await db.transaction(async (tx) => {
        await lockWaitingBill(tx, managerId, id);
        const part = await repo.deletePart(tx, id, partId);
        if (!part) throw notFound();
        await recordAudit(tx, {
          actor: principal,
          kind: 'ticket_sale.payment_remove',
          entity: 'ticket_bill',
          entityId: id,
          storeId: null,
          changes: partChange(part, 'from'),
        });
        return part;
      });
      await files.removeImage(removed.proofImage);
      return { message: texts.removed, data: await deps.detail(principal, id) };
    },
  };
}
export type TicketPartsService = ReturnType<typeof createTicketPartsService>;
