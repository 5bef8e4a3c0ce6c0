import { CASH_METHOD, PURCHASE_STATUS } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '#server/db/client.ts';
import { bills, salePayments } from './sales.tables.ts';

/**
 * An order that waits for its payment and may expire (issue 32 §3), as SQL on `bills` (alias b):
 * a cash order not collected and not yet taken by a delivery company, or a transfer order still
 * waiting for review that never got its proof; and none of its price received in parts.
 * `waitsForPayment` below says the same of a row and its parts.
 */
const { VERIFIED, NOT_VERIFIED } = PURCHASE_STATUS;
/** A transfer order waiting for review that has no proof yet (placed to pay later, or by the staff without one). */
const proofDueSql = sql`(b.payment_method is distinct from ${CASH_METHOD} and b.status = ${NOT_VERIFIED} and b.proof_image is null)`;
const noPartsSql = sql`not exists (select 1 from ${salePayments} p where p.bill_id = b.id)`;
export const waitsForPaymentSql = sql`(b.payment_status = 0 and (
  (b.payment_method = ${CASH_METHOD} and b.status in (${VERIFIED}, ${NOT_VERIFIED}) and b.delivery_verified_at is null)
  or ${proofDueSql})
  and ${noPartsSql})`;

type PaymentState = Pick<
  typeof bills.$inferSelect,
  'paymentStatus' | 'paymentMethod' | 'status' | 'deliveryVerifiedAt' | 'proofImage'
>;

/** Whether a sale waits for its transfer's proof: `proofDueSql` of a row and its parts. */
export const proofDue = (b: Omit<PaymentState, 'deliveryVerifiedAt'>, partsCount: number): boolean =>
  b.paymentStatus === 0 &&
  partsCount === 0 &&
  b.paymentMethod !== CASH_METHOD &&
  b.status === NOT_VERIFIED &&
  b.proofImage === null;

/**
 * Sets the transfer's reference and proof of a sale still waiting for them, in one conditional
 * update: of two sends at once, one. Whether it did.
 */
export async function attachProof(
  db: DbOrTx,
  id: number,
  proof: { reference: string; image: string; hash: string },
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update ${bills} b set payment_reference = ${proof.reference}, proof_image = ${proof.image},
          proof_hash = ${proof.hash}, updated_at = now()
        where b.id = ${id} and b.payment_status = 0 and ${proofDueSql} and ${noPartsSql}
        returning b.id`,
  );
  return rows.length > 0;
}

export function waitsForPayment(b: PaymentState, partsCount: number): boolean {
  if (b.paymentStatus !== 0 || partsCount > 0) return false;
  if (b.paymentMethod === CASH_METHOD)
    return (b.status === VERIFIED || b.status === NOT_VERIFIED) && b.deliveryVerifiedAt === null;
  return proofDue(b, partsCount);
}

/** A store's unpaid orders placed before `before` (oldest first, at most `limit`): the ones to expire. */
export async function unpaidBefore(
  db: DbOrTx,
  storeId: number,
  before: Date,
  limit: number,
): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select b.id from ${bills} b
        where b.store_id = ${storeId} and b.payment_status = 0 and b.status in (${VERIFIED}, ${NOT_VERIFIED})
          and b.created_at <= ${before.toISOString()}::timestamptz and ${waitsForPaymentSql}
        order by b.created_at limit ${limit}`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Claims, once, the reminders of a store's unpaid orders placed between `from` and `to`: each
 * order's `reminded_at` is set by one conditional update, so two processes never remind twice.
 */
export async function claimReminders(db: DbOrTx, storeId: number, from: Date, to: Date, limit: number) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update ${bills} set reminded_at = now()
        where id in (select b.id from ${bills} b
          where b.store_id = ${storeId} and b.payment_status = 0 and b.status in (${VERIFIED}, ${NOT_VERIFIED})
            and b.created_at > ${from.toISOString()}::timestamptz and b.created_at <= ${to.toISOString()}::timestamptz
            and b.reminded_at is null and ${waitsForPaymentSql}
          order by b.created_at limit ${limit} for update skip locked)
          and reminded_at is null
        returning id`,
  );
  return rows.map((r) => Number(r.id));
}
