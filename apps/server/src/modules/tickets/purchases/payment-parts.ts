import { isSplitPrice, paidDollarPercent, type TicketPurchaseBody } from '@vitrina/contract';
import type { DbOrTx } from '#server/db/client.ts';
import { invalid } from '#server/lib/errors.ts';
import { purchaseTexts as texts } from './purchase.texts.ts';
import * as repo from './purchases.repository.ts';

/** The proof pictures of a purchase: the transfer's, and the bolívar part's when the price is split. */
export type PurchaseProofs = { proof?: Buffer; vesProof?: Buffer };

/**
 * How a purchase is paid: the share in dollars, and the bolívar part when the price is split
 * between currencies (its account, one of the manager's; its reference; its proof, another
 * picture than the dollar part's). A buyer pays a split price whole in one currency (`pay_in`)
 * only where the organiser allows it. Each missing or wrong piece is a 422 naming its field.
 */
export async function paymentParts(
  db: DbOrTx,
  event: Pick<repo.PublicEventRow, 'managerId' | 'dollarPercent' | 'wholePayment'>,
  body: TicketPurchaseBody,
  proofs: PurchaseProofs,
) {
  if (isSplitPrice(event.dollarPercent) && body.pay_in && body.pay_in !== 'split' && !event.wholePayment)
    throw invalid({ pay_in: [texts.wholeNotAllowed] });
  const dollarPercent = paidDollarPercent(event.dollarPercent, body.pay_in);
  if (!isSplitPrice(dollarPercent)) return { dollarPercent, vesPart: null };

  const errors: Record<string, string[]> = {};
  const account =
    body.ves_account_id === undefined
      ? undefined
      : await repo.findAccount(db, event.managerId, body.ves_account_id);
  if (!account) errors.ves_account_id = [texts.vesAccountRequired];
  if (!body.ves_reference) errors.ves_reference = [texts.vesReferenceRequired];
  if (!proofs.vesProof) errors.ves_proof = [texts.vesProofRequired];
  else if (proofs.proof?.equals(proofs.vesProof)) errors.ves_proof = [texts.vesProofSame];
  if (Object.keys(errors).length > 0 || !account || !body.ves_reference || !proofs.vesProof)
    throw invalid(errors);
  return {
    dollarPercent,
    vesPart: { accountId: account.id, reference: body.ves_reference, proof: proofs.vesProof },
  };
}
