import { createHash } from 'node:crypto';
import { LICENCE_STATUS, planExtensionMonths, ROLES } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { toCents } from '#server/lib/money.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import * as banksRepo from '#server/modules/banks/banks.repository.ts';
import { membershipEvents } from '#server/modules/licences/licences.tables.ts';
import * as membershipRepo from '#server/modules/licences/membership.repository.ts';
import * as paymentsRepo from '#server/modules/licences/payments.repository.ts';
import * as plansRepo from '#server/modules/licences/plans.repository.ts';
import { createAccount } from '#server/modules/onboarding/onboarding.service.ts';
import type { FileStore } from '#server/modules/storage/file-store.ts';
import * as usersRepo from '#server/modules/users/users.repository.ts';
import { picture } from './demo-catalog.ts';
import { demoCredentials } from './demo-password.ts';

const DAY = 86_400_000;
export const DEMO_DOLLAR_RATE = 36.5;
/** The store whose membership ends in five days, and the one whose membership has ended. */
export const DEMO_EXPIRING_OWNER = 'bodega@vitrina.test';
export const DEMO_EXPIRED_OWNER = 'cafe@vitrina.test';

const PLANS = [
  {
    name: 'Mensual',
    description: 'Un mes de tienda en línea y chat bot.',
    months: 1,
    price: 15,
    yearly: false,
  },
  { name: 'Trimestral', description: 'Tres meses a mejor precio.', months: 3, price: 40, yearly: false },
  {
    name: 'Anual',
    description: 'Doce meses y dos de regalo.',
    months: 12,
    price: 150,
    yearly: true,
  },
];

type Deps = { ownerId: number; files: FileStore; now: Date };

/**
 * Plans (monthly, quarterly, yearly), the dollar rate, and memberships: the demo store on the
 * quarterly plan ending in about two months, its licence payments in the three states (the
 * pending one in bolívares with a proof picture), "Bodega La Esquina" ending in five days and
 * "Café Caracas" ended three days ago; each change in the membership history and the audit log.
 */
export async function seedDemoLicences(tx: DbOrTx, d: Deps) {
  const at = (days: number) => new Date(d.now.getTime() + days * DAY);
  const plans = [];
  for (const p of PLANS) {
    plans.push(
      await plansRepo.insertPlan(tx, {
        name: p.name,
        description: p.description,
        months: p.months,
        priceCents: toCents(p.price),
        yearly: p.yearly,
        productLimit: null,
        active: true,
      }),
    );
  }
  const [monthly, quarterly, yearly] = plans as [plansRepo.PlanRow, plansRepo.PlanRow, plansRepo.PlanRow];
  await plansRepo.putSetting(tx, 'dollar_rate', DEMO_DOLLAR_RATE.toFixed(4));
  const [usd, ves] = await platformBanks(tx);
  const admin = (await usersRepo.findByEmail(tx, 'admin@vitrina.test'))!;
  const actor = { userId: admin.id, roleId: ROLES.ADMIN };

  async function payment(
    userId: number,
    plan: plansRepo.PlanRow,
    o: { days: number; status: number; currency: 'USD' | 'VES'; reference: string; proof?: Buffer },
  ) {
    const stored = o.proof ? await d.files.saveImage(o.proof, 'image', { private: true }) : undefined;
    if (stored) await d.files.remove(stored.thumb);
    const bank = o.currency === 'VES' ? ves : usd;
    const decided = o.status !== LICENCE_STATUS.PENDING;
    const row = await paymentsRepo.insertPayment(tx, {
      userId,
      planId: plan.id,
      months: planExtensionMonths(plan),
      amountCents: plan.priceCents,
      currency: o.currency,
      dollarRate: o.currency === 'VES' ? DEMO_DOLLAR_RATE.toFixed(4) : null,
      vesCents: o.currency === 'VES' ? Math.round(plan.priceCents * DEMO_DOLLAR_RATE) : null,
      bankId: bank?.id ?? null,
      bankName: bank?.bankName ?? null,
      reference: o.reference,
      proofImage: stored?.file ?? null,
      proofHash: o.proof ? createHash('sha256').update(o.proof).digest('hex') : null,
      status: o.status,
      decidedAt: decided ? at(o.days + 1) : null,
      decidedBy: decided ? admin.id : null,
      createdAt: at(o.days),
      updatedAt: at(decided ? o.days + 1 : o.days),
    });
    if (decided) {
      await recordAudit(tx, {
        actor,
        kind: 'licence.decide',
        entity: 'licence_payment',
        entityId: row.id,
        storeId: null,
        changes: { status: { from: LICENCE_STATUS.PENDING, to: o.status } },
      });
    }
    return row;
  }

  /** The owner's membership ends at `until`, on `plan` when given, after the approved `paid`. */
  async function membership(
    userId: number,
    until: Date,
    plan: plansRepo.PlanRow | null,
    paid?: paymentsRepo.PaymentRow,
  ) {
    await usersRepo.setMembershipUntil(tx, userId, until, plan?.id ?? null);
    if (!paid) return;
    const from = new Date(until);
    from.setUTCMonth(from.getUTCMonth() - paid.months);
    await paymentsRepo.markExtended(tx, paid.id, until);
    await membershipRepo.insertEvent(tx, {
      userId,
      kind: 'payment',
      months: paid.months,
      fromUntil: from,
      toUntil: until,
      paymentId: paid.id,
      actorUserId: admin.id,
      createdAt: paid.decidedAt ?? d.now,
    });
  }

  // The demo store: a trial, then the quarterly plan; a rejected transfer; a pending yearly one.
  await trialStarted(tx, d.ownerId, at(-40));
  const paid = await payment(d.ownerId, quarterly, {
    days: -31,
    status: LICENCE_STATUS.PAID,
    currency: 'USD',
    reference: 'ZELLE-58201',
  });
  await membership(d.ownerId, at(60), quarterly, paid);
  await payment(d.ownerId, monthly, {
    days: -12,
    status: LICENCE_STATUS.REJECTED,
    currency: 'VES',
    reference: 'BNC-778120',
  });
  await payment(d.ownerId, yearly, {
    days: -1,
    status: LICENCE_STATUS.PENDING,
    currency: 'VES',
    reference: 'PM-0420133',
    proof: await picture('Comprobante de pago', '#0f766e', 0),
  });

  // Bodega La Esquina: on the monthly plan, ends in five days.
  const bodega = await owner(tx, DEMO_EXPIRING_OWNER, 'Rosa', 'Bodeguera', 'Bodega La Esquina');
  await trialStarted(tx, bodega, at(-55));
  const bodegaPaid = await payment(bodega, monthly, {
    days: -26,
    status: LICENCE_STATUS.PAID,
    currency: 'VES',
    reference: 'PM-0311877',
  });
  await membership(bodega, at(5), monthly, bodegaPaid);

  // Café Caracas: its trial ended three days ago and nobody paid.
  const cafe = await owner(tx, DEMO_EXPIRED_OWNER, 'Luis', 'Cafetero', 'Café Caracas');
  await trialStarted(tx, cafe, at(-33));
  await membership(cafe, at(-3), null);
}

/** The platform's USD and VES accounts the demo payments went to. */
async function platformBanks(tx: DbOrTx) {
  const rows = await banksRepo.list(tx, { storeId: null, companyId: null });
  return [rows.find((b) => b.accountType === 'USD'), rows.find((b) => b.accountType === 'VES')] as const;
}

async function owner(tx: DbOrTx, email: string, name: string, lastname: string, store: string) {
  const created = await createAccount(tx, {
    name,
    lastname,
    email,
    phone: '+58 412 555 0199',
    ...(await demoCredentials()),
    roleId: ROLES.CLIENT,
    business: { name: store, description: 'Tienda de demostración.' },
  });
  return created.user.id;
}

/** Moves the trial written at sign-up to when the demo says the account was created. */
async function trialStarted(tx: DbOrTx, userId: number, start: Date) {
  const end = new Date(start.getTime() + 30 * DAY);
  await tx
    .update(membershipEvents)
    .set({ toUntil: end, createdAt: start })
    .where(sql`${membershipEvents.userId} = ${userId} and ${membershipEvents.kind} = 'trial'`);
  await usersRepo.setMembershipUntil(tx, userId, end);
}
