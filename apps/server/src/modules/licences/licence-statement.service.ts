import { LICENCE_STATUS } from '@vitrina/contract';
import type { DbOrTx } from '#server/db/client.ts';
import { dayIn } from '#server/lib/days.ts';
import { conflict } from '#server/lib/errors.ts';
import { fileUrl } from '#server/lib/files.ts';
import type { Principal } from '#server/lib/principal.ts';
import { storesOfOwners } from '#server/modules/stores/stores.service.ts';
import { decideIn } from './payment-decision.service.ts';
import * as repo from './payments.repository.ts';

// What a platform account's bank statement is matched against (licence payments waiting for the
// admin), and how a matched line approves one: served to the statements module.

const dueCents = (p: { currency: string; amountCents: number; vesCents: number | null }) =>
  p.currency === 'VES' ? (p.vesCents ?? 0) : p.amountCents;

/** The licence payments into `bankId` waiting for a decision, as the matcher reads them. */
export async function waitingLicencePayments(db: DbOrTx, bankId: number, timeZone: string) {
  const rows = await repo.pendingInto(db, bankId);
  return rows.map((r) => ({
    id: r.id,
    reference: r.reference,
    cents: dueCents(r),
    day: dayIn(timeZone, r.createdAt),
  }));
}

/** Licence payments by id as a statement line shows them: the store that pays, its proof. */
export async function licencePaymentCards(db: DbOrTx, ids: number[], timeZone: string) {
  const rows = await repo.paymentRowsByIds(db, [...new Set(ids)]);
  const stores = await storesOfOwners(
    db,
    rows.map((r) => r.userId),
  );
  return new Map(
    rows.map((p) => [
      p.id,
      {
        payment_id: p.id,
        reference: p.reference,
        amount_cents: dueCents(p),
        day: dayIn(timeZone, p.createdAt),
        payer_name: stores.get(p.userId)?.name ?? '',
        proof_image: fileUrl(p.proofImage),
        waiting: p.status === LICENCE_STATUS.PENDING,
      },
    ]),
  );
}

/**
 * Approves a licence payment a platform account's statement shows, through the admin's own
 * decision (membership, audit, the owner's e-mail), inside the caller's transaction. 409 when
 * it is not a payment into `bankId` waiting for a decision.
 */
export async function approveFromStatement(
  tx: DbOrTx,
  principal: Principal,
  bankId: number,
  id: number,
  refusal: (id: number) => string,
  publicUrl: string,
): Promise<void> {
  const row = await repo.findPayment(tx, id);
  if (!row || row.bankId !== bankId || row.status !== LICENCE_STATUS.PENDING) throw conflict(refusal(id));
  await decideIn(tx, principal, id, LICENCE_STATUS.PAID, publicUrl);
}
