import {
  type Bill,
  isClosedSale,
  PAYMENT_STATUS,
  PURCHASE_STATUS,
  type SalePartBody,
} from '@vitrina/contract';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { conflict, invalid, notFound } from '#server/lib/errors.ts';
import { fromCents, toCents } from '#server/lib/money.ts';
import { partChange, partExceedsDue, partsCover, partUsdCents } from '#server/lib/payment-parts.ts';
import type { Principal } from '#server/lib/principal.ts';
import { storeOf } from '#server/lib/tenancy.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import { storeAccount } from '#server/modules/banks/banks.service.ts';
import type { FileStore } from '#server/modules/storage/file-store.ts';
import { saleDetail } from './sale-detail.service.ts';
import { stepSale } from './sale-lifecycle.service.ts';
import * as repo from './sale-parts.repository.ts';
import { partRate } from './sale-parts-view.service.ts';
import type { BillRow } from './sales.repository.ts';
import { partTexts } from './sales.texts.ts';

/**
 * The parts of a sale paid in parts (issue 32 §2): the staff record each part they received;
 * once the parts cover the total (within PARTS_TOLERANCE_CENTS) the sale is paid in the same
 * transaction, through its own steps: verified if it was waiting, then settled.
 */
export function createSaleParts(deps: { db: Db; files: FileStore; onOutbox: () => void }) {
  const { db, files } = deps;

  /** The dollars a part is worth: bolívares at the sale's rate, or the store's now for a sale without one. */
  async function worth(tx: DbOrTx, bill: BillRow, body: SalePartBody) {
    const cents = toCents(body.amount);
    if (body.currency === 'USD') return { usdCents: cents, rate: null };
    const rate = await partRate(tx, bill);
    return { usdCents: partUsdCents(cents, body.currency, rate), rate };
  }

  /** Paid once the parts cover the total: verified first when it was waiting, then settled. */
  async function settleIfCovered(tx: DbOrTx, principal: Principal, bill: BillRow) {
    if (!partsCover(await repo.paidCents(tx, bill.id), bill.totalCents)) return;
    const actor = { userId: principal.userId, roleId: principal.roleId };
    let current = bill;
    if (current.status === PURCHASE_STATUS.NOT_VERIFIED)
      current = await stepSale(tx, { storeId: bill.storeId }, actor, bill.id, 'verify', {
        event: 'paid_in_parts',
      });
    if (current.paymentStatus !== PAYMENT_STATUS.PAID)
      await stepSale(tx, { storeId: bill.storeId }, actor, bill.id, 'settle', { event: 'paid_in_parts' });
  }

  return {
    async record(principal: Principal, id: number, body: SalePartBody, proof?: Buffer) {
      const storeId = storeOf(principal);
      if (body.method === 'transfer') {
        const account = await storeAccount(db, storeId, body.bank_id!);
        if (!account) throw invalid({ bank_id: [partTexts.unknownAccount] });
        if (account.account_type !== body.currency) throw invalid({ bank_id: [partTexts.otherCurrency] });
      }
      const stored = proof ? await files.saveImage(proof, 'proof', { private: true }) : undefined;
      try {
        const data = await db.transaction(async (tx): Promise<Bill> => {
          const bill = await repo.lockSale(tx, storeId, id);
          if (!bill) throw notFound();
          if (isClosedSale(bill.status)) throw conflict(partTexts.closed(id));
          if (bill.paymentStatus === PAYMENT_STATUS.PAID) throw conflict(partTexts.alreadyPaid(id));
          const { usdCents, rate } = await worth(tx, bill, body);
          const due = bill.totalCents - (await repo.paidCents(tx, id));
          if (partExceedsDue(usdCents, due))
            throw invalid({ amount: [partTexts.moreThanDue(fromCents(due))] });
          const part = await repo.insertPart(tx, {
            billId: id,
            method: body.method,
            currency: body.currency,
            amountCents: toCents(body.amount),
            usdCents,
            dollarRate: rate === null ? null : rate.toFixed(4),
            bankId: body.method === 'transfer' ? (body.bank_id ?? null) : null,
            reference: body.method === 'transfer' ? (body.reference ?? null) : null,
            proofImage: stored?.file ?? null,
            recordedBy: principal.userId,
          });
          await recordAudit(tx, {
            actor: principal,
            kind: 'sale.payment',
            entity: 'bill',
            entityId: id,
            storeId,
            changes: partChange(part, 'to'),
          });
          await settleIfCovered(tx, principal, bill);
          return saleDetail(tx, storeId, id);
        });
        deps.onOutbox();
        return { message: partTexts.recorded, data };
      } catch (err) {
        if (stored) await files.remove(stored.file, stored.thumb);
        throw err;
      }
    },

    /** Takes back a part recorded by mistake, while the sale is not paid yet. */
    async remove(principal: Principal, id: number, partId: number) {
      const storeId = storeOf(principal);
      const { data, removed } = await db.transaction(async (tx) => {
        const bill = await repo.lockSale(tx, storeId, id);
        if (!bill) throw notFound();
        if (bill.paymentStatus === PAYMENT_STATUS.PAID) throw conflict(partTexts.alreadyPaid(id));
        const part = await repo.deletePart(tx, id, partId);
        if (!part) throw notFound();
        await recordAudit(tx, {
          actor: principal,
          kind: 'sale.payment_remove',
          entity: 'bill',
          entityId: id,
          storeId,
          changes: partChange(part, 'from'),
        });
        return { data: await saleDetail(tx, storeId, id), removed: part };
      });
      await files.removeImage(removed.proofImage);
      return { message: partTexts.removed, data };
    },
  };
}
export type SalePartsService = ReturnType<typeof createSaleParts>;
