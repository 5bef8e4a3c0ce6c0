import {
  type LicencePayment,
  type Membership,
  type MembershipEvent,
  membershipDaysLeft,
  membershipState,
  ROLES,
  type SubscriptionBody,
  USER_STATUS,
} from '@vitrina/contract';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { invalid, notFound } from '#server/lib/errors.ts';
import { idsOf } from '#server/lib/ids.ts';
import { fromCents } from '#server/lib/money.ts';
import type { Principal } from '#server/lib/principal.ts';
import { type AuditActor, recordAudit } from '#server/modules/audit/audit.service.ts';
import { storeStanding, storesOfOwners } from '#server/modules/stores/stores.service.ts';
import { accountById, extendMembershipOf } from '#server/modules/users/accounts.service.ts';
import { userNames } from '#server/modules/users/users.service.ts';
import { licenceTexts } from './licences.texts.ts';
import * as repo from './membership.repository.ts';
import { toPayments } from './payment-view.service.ts';
import * as payments from './payments.repository.ts';
import * as plans from './plans.repository.ts';

export { queueMembershipReminders } from './membership-reminders.service.ts';

// For other modules (the admin's store pages and stats, sales, users), inside their
// transaction when they pass one.

/** A store owner's membership: plan, end, state, and whether its store may sell now. */
export async function membershipOf(db: DbOrTx, userId: number, now = new Date()): Promise<Membership> {
  const user = await accountById(db, userId);
  if (!user) throw notFound();
  const store = (await storesOfOwners(db, [userId])).get(userId);
  const planName =
    user.planId === null ? undefined : (await plans.planNames(db, [user.planId])).get(user.planId);
  const state = membershipState(user.membershipUntil, now);
  const suspended = store !== undefined && store.statusId !== USER_STATUS.ACTIVE;
  return {
    user_id: user.id,
    plan: user.planId !== null && planName !== undefined ? { id: user.planId, name: planName } : null,
    membership_until: user.membershipUntil?.toISOString() ?? null,
    state,
    days_left: membershipDaysLeft(user.membershipUntil, now),
    store_suspended: suspended,
    can_sell: state !== 'expired' && !suspended,
  };
}

/** Every change of a user's membership end, newest first. */
export async function membershipHistoryOf(db: DbOrTx, userId: number): Promise<MembershipEvent[]> {
  const rows = await repo.eventsOf(db, userId);
  const actors = await userNames(db, idsOf(rows, 'actorUserId'));
  const planOf = new Map(
    (await payments.paymentsByIds(db, idsOf(rows, 'paymentId'))).map((p) => [p.id, p.planName]),
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as MembershipEvent['kind'],
    months: r.months,
    days: r.days,
    from_until: r.fromUntil?.toISOString() ?? null,
    to_until: r.toUntil.toISOString(),
    payment_id: r.paymentId,
    plan_name: r.paymentId === null ? null : (planOf.get(r.paymentId) ?? null),
    actor_name: r.actorUserId === null ? null : (actors.get(r.actorUserId) ?? null),
    note: r.note,
    created_at: r.createdAt.toISOString(),
  }));
}

/** A user's licence payments, newest first. */
export async function paymentsOfUser(db: DbOrTx, userId: number, limit: number): Promise<LicencePayment[]> {
  return toPayments(db, await payments.paymentsOfUser(db, userId, limit));
}

/**
 * Why a store cannot take new orders now (Spanish), or null when it can: the store is missing,
 * suspended by the admin, or its owner's membership has ended.
 */
export async function sellingRefusal(db: DbOrTx, storeId: number, now = new Date()): Promise<string | null> {
  const store = await storeStanding(db, storeId);
  if (!store) return licenceTexts.sellingNoStore;
  if (store.statusId !== USER_STATUS.ACTIVE) return licenceTexts.sellingSuspended;
  const owner = await accountById(db, store.ownerId);
  if (!owner || membershipState(owner.membershipUntil, now) === 'expired') return licenceTexts.sellingExpired;
  return null;
}

/**
 * Licence revenue: approved payments decided in [from, to), in USD, in total, by plan and by
 * day (calendar days in `timeZone`, UTC unless given).
 */
export async function licenceRevenue(db: DbOrTx, from: Date, to: Date, opts: { timeZone?: string } = {}) {
  const { byPlan, byDay } = await payments.revenue(db, from, to, opts.timeZone ?? 'UTC');
  const plansOut = byPlan.map((r) => ({
    plan_id: Number(r.plan_id),
    plan_name: r.plan_name,
    total: fromCents(Number(r.cents)),
    count: Number(r.n),
  }));
  return {
    total: fromCents(byPlan.reduce((s, r) => s + Number(r.cents), 0)),
    count: plansOut.reduce((s, r) => s + r.count, 0),
    byPlan: plansOut,
    byDay: byDay.map((r) => ({ day: r.day, total: fromCents(Number(r.cents)) })),
  };
}

/** Licence payments waiting for the admin's decision. */
export const pendingPaymentsCount = (db: DbOrTx) => payments.countPending(db);

/** Writes the trial event of a new store owner whose membership was set to end at `until`. */
export async function recordTrial(tx: DbOrTx, userId: number, until: Date, days: number): Promise<void> {
  await repo.insertEvent(tx, { userId, kind: 'trial', days, fromUntil: null, toUntil: until });
}

export type Extension = {
  userId: number;
  months: number;
  kind: 'payment' | 'manual';
  actor: AuditActor;
  planId?: number | null;
  paymentId?: number | null;
  note?: string | null;
};

/**
 * Extends a membership inside the caller's transaction: the users row moves atomically from the
 * later of now and its end, and the change is written to the membership's history.
 */
export async function extendMembership(tx: DbOrTx, e: Extension) {
  const moved = await extendMembershipOf(tx, e.userId, e.months, e.planId ?? null);
  if (!moved) throw notFound();
  await repo.insertEvent(tx, {
    userId: e.userId,
    kind: e.kind,
    months: e.months,
    fromUntil: moved.from,
    toUntil: moved.to,
    paymentId: e.paymentId ?? null,
    actorUserId: e.actor?.userId ?? null,
    note: e.note ?? null,
  });
  return moved;
}

/** The routes' side: an owner's own membership; the admin's manual extension. */
export function createMembershipService(db: Db) {
  return {
    mine: (principal: Principal) => membershipOf(db, principal.userId),

    async extend(principal: Principal, body: SubscriptionBody): Promise<Membership> {
      await db.transaction(async (tx) => {
        const user = await accountById(tx, body.user);
        if (!user || user.roleId !== ROLES.CLIENT || user.statusId !== USER_STATUS.ACTIVE) {
          throw invalid({ user: [licenceTexts.notStoreOwner] });
        }
        const moved = await extendMembership(tx, {
          userId: user.id,
          months: body.months,
          kind: 'manual',
          actor: principal,
          note: body.note ?? null,
        });
        const store = (await storesOfOwners(tx, [user.id])).get(user.id);
        await recordAudit(tx, {
          actor: principal,
          kind: 'membership.extend',
          entity: 'user',
          entityId: user.id,
          storeId: store?.id ?? null,
          changes: {
            membership_until: { from: moved.from?.toISOString() ?? null, to: moved.to.toISOString() },
            months: { to: body.months },
            ...(body.note ? { note: { to: body.note } } : {}),
          },
        });
      });
      return membershipOf(db, body.user);
    },
  };
}
export type MembershipService = ReturnType<typeof createMembershipService>;
