import { createHash } from 'node:crypto';
import { PURCHASE_STATUS } from '@vitrina/contract';
import type { DbOrTx } from '#server/db/client.ts';
import { conflict } from '#server/lib/errors.ts';
import type { FileStore } from '#server/modules/storage/file-store.ts';
import { queueSaleAlert } from './sale-alerts.service.ts';
import { partsOf } from './sale-parts.repository.ts';
import * as repo from './sales.repository.ts';
import { proofTexts } from './sales.texts.ts';
import { attachProof, proofDue } from './unpaid-orders.repository.ts';

/** Whether a shopper's order waits for the transfer's reference and proof (placed to pay later). */
export async function saleProofDue(db: DbOrTx, bill: repo.BillRow): Promise<boolean> {
  if (!proofDue(bill, 0)) return false;
  return (await partsOf(db, bill.id)).length === 0;
}

/**
 * The transfer's reference and proof a shopper sends from the order page after ordering to pay
 * later, inside the caller's transaction: set only while the sale still waits for them (one
 * conditional update; 409 in the shopper's words otherwise), with a history row "proof sent"
 * and a push to the owner's and cashiers' devices. The sale then waits for review like any
 * other, and no longer expires.
 */
export async function sendSaleProof(
  tx: DbOrTx,
  deps: { files: FileStore; publicUrl: string },
  bill: repo.BillRow,
  sent: { reference: string; proof: Buffer },
): Promise<void> {
  const { files } = deps;
  const stored = await files.saveImage(sent.proof, 'proof', { private: true });
  try {
    const hash = createHash('sha256').update(sent.proof).digest('hex');
    if (!(await attachProof(tx, bill.id, { reference: sent.reference, image: stored.file, hash })))
      throw conflict(proofTexts.notDue(bill.id));
    const { NOT_VERIFIED } = PURCHASE_STATUS;
    await repo.insertHistory(tx, {
      billId: bill.id,
      fromStatus: NOT_VERIFIED,
      toStatus: NOT_VERIFIED,
      event: 'proof_sent',
    });
    await queueSaleAlert(
      tx,
      { storeId: bill.storeId, billId: bill.id, totalCents: bill.totalCents },
      deps.publicUrl,
      'proof',
    );
  } catch (err) {
    await files.removeImage(stored.file);
    throw err;
  }
}
