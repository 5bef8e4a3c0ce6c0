import { PAYMENT_STATUS, PURCHASE_STATUS, type RoleId } from '@vitrina/contract';
import type { DbOrTx } from '#server/db/client.ts';
import { conflict } from '#server/lib/errors.ts';
import { fileUrl } from '#server/lib/files.ts';
import { contactsOf, fullName } from '#server/modules/customers/customers.service.ts';
import { stepSale } from './sale-lifecycle.service.ts';
import type { BillRow } from './sales.repository.ts';
import * as read from './sales-read.repository.ts';

// What a bank statement is matched against, and how a matched line verifies its sale: served to
// the statements module, which never reads the sales tables.

/** What a sale asks to be paid into its account: bolívares at its frozen rate, or dollars. */
const dueCents = (b: Pick<BillRow, 'paymentCurrency' | 'totalCents' | 'vesCents'>) =>
  b.paymentCurrency === 'VES' ? (b.vesCents ?? 0) : b.totalCents;

const isWaiting = (b: BillRow) =>
  b.status === PURCHASE_STATUS.NOT_VERIFIED && b.paymentStatus === PAYMENT_STATUS.NOT_PAID;

/** The store's sales paid into `bankId` waiting for review, as the matcher reads them. */
export async function waitingPayments(db: DbOrTx, storeId: number, bankId: number) {
  const rows = await read.waitingPayments(db, storeId, bankId);
  return rows.map((r) => ({ id: r.id, reference: r.reference, cents: dueCents(r), day: r.day }));
}

/** Sales of the store by id as a line shows them beside its proof. */
export async function paymentCards(db: DbOrTx, storeId: number, ids: number[]) {
  const rows = await read.billsByIds(db, storeId, [...new Set(ids)]);
  const customers = await contactsOf(
    db,
    rows.map((r) => r.customerId),
  );
  return new Map(
    rows.map((b) => {
      const c = customers.get(b.customerId);
      return [
        b.id,
        {
          payment_id: b.id,
          reference: b.paymentReference,
          amount_cents: dueCents(b),
          day: b.saleDay,
          payer_name: c ? fullName(c) : '',
          proof_image: fileUrl(b.proofImage),
          waiting: isWaiting(b),
        },
      ];
    }),
  );
}

/**
 * Verifies a sale whose payment a statement line shows, through the sale's own verify step
 * (history, audit, stock, rollups, the shopper's notice), inside the caller's transaction. 409
 * when the sale is not a waiting payment into `bankId`.
 */
export async function verifyFromStatement(
  tx: DbOrTx,
  storeId: number,
  bankId: number,
  actor: { userId: number; roleId: RoleId },
  saleId: number,
  refusal: (id: number) => string,
): Promise<void> {
  const bill = await read.findBill(tx, storeId, saleId);
  if (!bill || bill.bankId !== bankId || !isWaiting(bill)) throw conflict(refusal(saleId));
  await stepSale(tx, { storeId }, { userId: actor.userId, roleId: actor.roleId }, saleId, 'verify');
}
