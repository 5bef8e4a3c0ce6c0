import { createHash } from 'node:crypto';
import {
  createPaymentFields,
  LICENCE_STATUS,
  type LicencePayment,
  type LicencePaymentDetail,
  type Page,
  type PaymentListQuery,
  planExtensionMonths,
  ROLES,
} from '@vitrina/contract';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { decodeCursor, encodeCursor } from '#server/lib/cursor.ts';
import { errorTexts, forbidden, invalid, notFound } from '#server/lib/errors.ts';
import { fromCents, toCents } from '#server/lib/money.ts';
import type { Principal } from '#server/lib/principal.ts';
import { parseFields } from '#server/lib/validation.ts';
import { platformAccount } from '#server/modules/banks/banks.service.ts';
import type { FileStore } from '#server/modules/storage/file-store.ts';
import { storeStanding, storesOfOwners } from '#server/modules/stores/stores.service.ts';
import { dollarRateOf } from './dollar-rate.service.ts';
import { licenceTexts } from './licences.texts.ts';
import { createPaymentDecider } from './payment-decision.service.ts';
import { toPayment, toPayments } from './payment-view.service.ts';
import * as repo from './payments.repository.ts';
import * as plans from './plans.repository.ts';

export type PaymentsDeps = {
  db: Db;
  files: FileStore;
  timeZone: string;
  publicUrl: string;
  onOutbox: () => void;
};

const cursorKey = z.object({ id: z.number().int(), t: z.number().int().min(0) });

/** Licence payments: an owner pays a plan with a proof; the admin lists and decides them. */
export function createPaymentsService(deps: PaymentsDeps) {
  const { db, files } = deps;

  /** An owner reads only its own payments; the admin every one. */
  async function visible(principal: Principal, id: number) {
    const row = await repo.findPayment(db, id);
    if (!row || (principal.roleId !== ROLES.ADMIN && row.userId !== principal.userId)) throw notFound();
    return row;
  }

  return {
    /** POST payments/payments: the multipart form's fields and its `image` proof. */
    async create(principal: Principal, form: { fields: Record<string, string>; image?: Buffer }) {
      if (principal.roleId !== ROLES.CLIENT) throw forbidden();
      const body = await parseFields(createPaymentFields, form.fields);
      if (!form.image) throw invalid({ image: [errorTexts.imageRequired] });
      const plan = await plans.findPlan(db, body.plan_id);
      if (!plan?.active) throw invalid({ plan_id: [licenceTexts.planUnavailable] });
      const bank = await platformAccount(db, body.bank_id);
      if (!bank) throw invalid({ bank_id: [licenceTexts.bankNotPlatform] });
      const rate = body.currency === 'VES' ? await dollarRateOf(db) : null;
      // The image is checked (bytes sniffed, decoded) before anything is written.
      const proof = await files.saveImage(form.image, 'image', { private: true });
      try {
        const row = await repo.insertPayment(db, {
          userId: principal.userId,
          planId: plan.id,
          months: planExtensionMonths(plan),
          amountCents: plan.priceCents,
          currency: body.currency,
          dollarRate: rate === null ? null : rate.toFixed(4),
          vesCents: rate === null ? null : toCents(fromCents(plan.priceCents) * rate),
          bankId: bank.id,
          bankName: bank.bank_name,
          reference: body.reference,
          proofImage: proof.file,
          proofHash: createHash('sha256').update(form.image).digest('hex'),
          status: LICENCE_STATUS.PENDING,
        });
        return toPayment(db, { ...row, planName: plan.name });
      } catch (err) {
        await files.remove(proof.file, proof.thumb);
        throw err;
      }
    },

    async list(principal: Principal, q: PaymentListQuery): Promise<Page<LicencePayment>> {
      const own = principal.roleId !== ROLES.ADMIN;
      let userId: number | undefined = own ? principal.userId : undefined;
      if (q.store_id !== undefined) {
        const store = await storeStanding(db, q.store_id);
        // Another store's id (or none) lists nothing; an owner's filters apply within its own.
        if (!store || (userId !== undefined && store.ownerId !== userId)) userId = -1;
        else userId = store.ownerId;
      }
      const filter: repo.PaymentFilter = {
        userId,
        status: q.status,
        planId: q.plan_id,
        from: q.from,
        to: q.to,
        q: q.q,
        timeZone: deps.timeZone,
      };
      const after = decodeCursor(q.cursor, cursorKey);
      const total = after ? after.t : await repo.countPayments(db, filter);
      const rows = await repo.pagePayments(db, filter, after?.id, q.per_page + 1);
      const more = rows.length > q.per_page;
      const shown = rows.slice(0, q.per_page);
      const last = shown.at(-1);
      return {
        data: await toPayments(db, shown),
        meta: {
          per_page: q.per_page,
          total,
          next_cursor: more && last ? encodeCursor({ id: last.id, t: total }) : null,
        },
      };
    },

    /** GET payments/payments/{id}: `data` holds the payment, with its duplicates, first. */
    async get(principal: Principal, id: number): Promise<{ data: LicencePaymentDetail[] }> {
      const row = await visible(principal, id);
      const dups = await repo.duplicatesOf(db, row);
      const stores = await storesOfOwners(
        db,
        dups.map((d) => d.userId),
      );
      const payment = await toPayment(db, row);
      const duplicates = dups.map((d) => ({
        id: d.id,
        store_name: stores.get(d.userId)?.name ?? null,
        reference: d.reference,
        status: d.status,
        same: d.sameReference ? ('reference' as const) : ('proof' as const),
        created_at: d.createdAt.toISOString(),
      }));
      return { data: [{ ...payment, duplicates }] };
    },

    decide: createPaymentDecider(deps),
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
