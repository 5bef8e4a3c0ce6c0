import type { AccountType, LicencePayment } from '@vitrina/contract';
import type { DbOrTx } from '#server/db/client.ts';
import { fileUrl } from '#server/lib/files.ts';
import { idsOf } from '#server/lib/ids.ts';
import { fromCents } from '#server/lib/money.ts';
import { storesOfOwners } from '#server/modules/stores/stores.service.ts';
import { userContacts } from '#server/modules/users/users.service.ts';
import type { PaymentWithPlan } from './payments.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Licence payments as the contract shows them: owner and store names (one batch lookup each
 * through the users and stores services), who decided, the proof's URL.
 */
export async function toPayments(db: DbOrTx, rows: PaymentWithPlan[]): Promise<LicencePayment[]> {
  if (rows.length === 0) return [];
  const people = await userContacts(db, [...rows.map((r) => r.userId), ...idsOf(rows, 'decidedBy')]);
  const stores = await storesOfOwners(db, idsOf(rows, 'userId'));
  return rows.map((r) => {
    const owner = people.get(r.userId);
    const store = stores.get(r.userId);
    return {
      id: r.id,
      plan_id: r.planId,
      plan_name: r.planName,
      months: r.months,
      user_id: r.userId,
      owner_name: owner?.name ?? '',
      owner_email: owner?.email ?? '',
      store_id: store?.id ?? null,
      store_name: store?.name ?? null,
      amount: fromCents(r.amountCents),
      currency: r.currency as AccountType,
      dollar_rate: r.dollarRate === null ? null : Number(r.dollarRate),
      ves_amount: r.vesCents === null ? null : fromCents(r.vesCents),
      bank_id: r.bankId,
      bank_name: r.bankName,
      reference: r.reference,
      proof: fileUrl(r.proofImage),
      status: r.status,
      decided_at: iso(r.decidedAt),
      decided_by: r.decidedBy === null ? null : (people.get(r.decidedBy)?.name ?? null),
      membership_until: iso(r.membershipUntil),
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    };
  });
}

export const toPayment = async (db: DbOrTx, row: PaymentWithPlan) => (await toPayments(db, [row]))[0]!;
