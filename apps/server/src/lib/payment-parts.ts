import { type AuditChanges, PARTS_TOLERANCE_CENTS, type SaleParts } from '@vitrina/contract';
import { fileUrl } from './files.ts';
import { fromCents } from './money.ts';

/**
 * The arithmetic of a sale paid in parts (issue 32 §2), one for the stores' sales and the ticket
 * sales: a part's worth in dollars, whether the parts cover the total, and the parts as a sale
 * shows them. Each module keeps its own table of parts; they share this shape.
 */
export type PartRow = {
  id: number;
  method: string;
  currency: string;
  amountCents: number;
  usdCents: number;
  reference: string | null;
  proofImage: string | null;
  recordedBy: number | null;
  createdAt: Date;
};

/** The dollar cents a part is worth: bolívar cents counted at `rate` (bolívares per dollar). */
export const partUsdCents = (amountCents: number, currency: string, rate: number): number =>
  currency === 'USD' ? amountCents : Math.round(amountCents / rate);

/** Whether parts worth `paidCents` pay a total of `totalCents`, within the tolerance. */
export const partsCover = (paidCents: number, totalCents: number): boolean =>
  paidCents >= totalCents - PARTS_TOLERANCE_CENTS;

/** Whether a part worth `usdCents` is more than what is still due, beyond the tolerance. */
export const partExceedsDue = (usdCents: number, dueCents: number): boolean =>
  usdCents > dueCents + PARTS_TOLERANCE_CENTS;

export const paidCentsOf = (rows: readonly Pick<PartRow, 'usdCents'>[]): number =>
  rows.reduce((n, r) => n + r.usdCents, 0);

/**
 * A sale's parts as its page shows them, with what they cover and what is still due (dollars);
 * `accountOf` names a part's account, `names` who recorded it.
 */
export function partsReply(
  rows: readonly (PartRow & { accountId: number | null })[],
  sale: { totalCents: number; rate: number },
  accountOf: (id: number) => string | undefined,
  names: ReadonlyMap<number, string>,
): SaleParts {
  const paid = paidCentsOf(rows);
  return {
    parts: rows.map((r) => ({
      id: r.id,
      method: r.method === 'cash' ? 'cash' : 'transfer',
      currency: r.currency === 'VES' ? 'VES' : 'USD',
      amount: fromCents(r.amountCents),
      usd_amount: fromCents(r.usdCents),
      bank_name: r.accountId === null ? null : (accountOf(r.accountId) ?? null),
      reference: r.reference,
      proof_image: fileUrl(r.proofImage),
      recorded_by: r.recordedBy === null ? null : (names.get(r.recordedBy) ?? null),
      created_at: r.createdAt.toISOString(),
    })),
    paid: fromCents(paid),
    due: fromCents(Math.max(0, sale.totalCents - paid)),
    rate: sale.rate,
  };
}

/** A part as the audit log records it, added (`to`) or taken back (`from`). */
export const partChange = (
  part: { id: number; method: string; currency: string; amountCents: number },
  side: 'to' | 'from',
): AuditChanges => ({
  payment: {
    [side]: {
      id: part.id,
      method: part.method,
      currency: part.currency,
      amount: fromCents(part.amountCents),
    },
  },
});
