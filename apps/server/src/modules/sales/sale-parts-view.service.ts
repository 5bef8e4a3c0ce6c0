import type { SaleParts } from '@vitrina/contract';
import type { DbOrTx } from '#server/db/client.ts';
import { idsOf } from '#server/lib/ids.ts';
import { partsReply } from '#server/lib/payment-parts.ts';
import { storeAccounts } from '#server/modules/banks/banks.service.ts';
import { storeRateInForce } from '#server/modules/licences/store-rate.service.ts';
import { userNames } from '#server/modules/users/users.service.ts';
import * as repo from './sale-parts.repository.ts';
import type { BillRow } from './sales.repository.ts';

/** A sale's parts as its page shows them, with what they cover and what is still due (dollars). */
export async function partsView(
  db: DbOrTx,
  bill: Pick<BillRow, 'id' | 'storeId' | 'totalCents' | 'dollarRate'>,
): Promise<SaleParts> {
  const rows = await repo.partsOf(db, bill.id);
  // A part's account is one of the store's: read in one query, only when a part names one.
  const [names, accounts, rate] = await Promise.all([
    userNames(db, idsOf(rows, 'recordedBy')),
    rows.some((r) => r.bankId !== null) ? storeAccounts(db, bill.storeId) : [],
    partRate(db, bill),
  ]);
  const bankName = new Map(accounts.map((a) => [a.id, a.bank_name]));
  return partsReply(
    rows.map((r) => ({ ...r, accountId: r.bankId })),
    { totalCents: bill.totalCents, rate },
    (id) => bankName.get(id),
    names,
  );
}

/** The bolívares a dollar of a new part counts at: the sale's frozen rate, or the store's now. */
export async function partRate(db: DbOrTx, bill: Pick<BillRow, 'storeId' | 'dollarRate'>): Promise<number> {
  return bill.dollarRate === null ? (await storeRateInForce(db, bill.storeId)).rate : Number(bill.dollarRate);
}
