import {
  DEFAULT_TEXT_LANGUAGE,
  LICENCE_STATUS,
  type LicencePayment,
  type LicenceStatus,
  merchantTextsIn,
  ROLES,
} from '@vitrina/contract';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { conflict, forbidden, notFound } from '#server/lib/errors.ts';
import { formatDate } from '#server/lib/format.ts';
import type { Principal } from '#server/lib/principal.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import { enqueue } from '#server/modules/outbox/outbox.service.ts';
import { storesOfOwners } from '#server/modules/stores/stores.service.ts';
import { accountById } from '#server/modules/users/accounts.service.ts';
import { licenceTexts } from './licences.texts.ts';
import { extendMembership } from './membership.service.ts';
import { toPayment } from './payment-view.service.ts';
import * as repo from './payments.repository.ts';

const replies: Record<LicenceStatus, string> = {
  [LICENCE_STATUS.PAID]: licenceTexts.paymentApproved,
  [LICENCE_STATUS.PENDING]: licenceTexts.paymentPending,
  [LICENCE_STATUS.REJECTED]: licenceTexts.paymentRejected,
};

function refusal(id: number, current: number) {
  if (current === LICENCE_STATUS.PAID) return conflict(licenceTexts.alreadyApproved(id));
  if (current === LICENCE_STATUS.PENDING) return conflict(licenceTexts.alreadyPending(id));
  return conflict(licenceTexts.alreadyRejected(id));
}

// The owner's language is not known yet: Spanish.
const lang = DEFAULT_TEXT_LANGUAGE;
const say = merchantTextsIn(lang);

/** The owner's e-mail about the decision, queued with it (approved or rejected). */
async function noticeOwner(tx: DbOrTx, row: repo.PaymentRow, until: Date | null, publicUrl: string) {
  const owner = await accountById(tx, row.userId);
  if (!owner) return;
  const approved = row.status === LICENCE_STATUS.PAID;
  const payment = { id: row.id, reference: row.reference };
  const subject = approved
    ? say('licenceMailApprovedSubject', payment)
    : say('licenceMailRejectedSubject', payment);
  // Its day in UTC, as this mail always gave it: the decider is not handed the stores' time zone.
  const end = until ? formatDate(until, { lang, timeZone: 'UTC' }) : '';
  const body = approved
    ? say('licenceMailApproved', { ...payment, until: end })
    : say('licenceMailRejected', payment);
  const text = [say('mailGreeting', { name: owner.name }), '', body, '', `${publicUrl}/upgrade-plan`].join(
    '\n',
  );
  await enqueue(tx, { channel: 'email', recipient: owner.email, payload: { subject, text } });
}

/**
 * Decides a licence payment inside the caller's transaction (see createPaymentDecider): the row
 * is locked, one conditional UPDATE decides, an approval extends the membership once, the audit
 * and the owner's e-mail are written. Answers the row and whether a message was queued.
 */
export async function decideIn(
  tx: DbOrTx,
  principal: Principal,
  id: number,
  opt: LicenceStatus,
  publicUrl: string,
): Promise<{ row: repo.PaymentWithPlan; queued: boolean }> {
  const before = await repo.lockStatus(tx, id);
  if (before === undefined) throw notFound();
  const decided = await repo.decide(tx, id, opt, principal.userId);
  if (!decided) throw refusal(id, before);
  let until: Date | null = null;
  let membership: { from: Date | null; to: Date } | undefined;
  if (opt === LICENCE_STATUS.PAID) {
    membership = await extendMembership(tx, {
      userId: decided.userId,
      months: decided.months,
      kind: 'payment',
      actor: principal,
      planId: decided.planId,
      paymentId: decided.id,
    });
    until = membership.to;
    await repo.markExtended(tx, id, until);
  }
  const store = (await storesOfOwners(tx, [decided.userId])).get(decided.userId);
  await recordAudit(tx, {
    actor: principal,
    kind: 'licence.decide',
    entity: 'licence_payment',
    entityId: id,
    storeId: store?.id ?? null,
    changes: {
      status: { from: before, to: opt },
      ...(membership && {
        membership_until: {
          from: membership.from?.toISOString() ?? null,
          to: membership.to.toISOString(),
        },
      }),
    },
  });
  const queued = opt !== LICENCE_STATUS.PENDING;
  if (queued) await noticeOwner(tx, decided, until, publicUrl);
  return { row: (await repo.findPayment(tx, id))!, queued };
}

/**
 * POST payments/payments/{id} (opt 1 paid, 2 pending, 3 rejected). The row is locked, then one
 * conditional UPDATE (status differs and is not paid) decides; approving extends the owner's
 * membership by the payment's frozen months in the same transaction, once: an approved payment
 * never changes again (409), and concurrent approvals find it approved after the first commits.
 */
export function createPaymentDecider(deps: { db: Db; publicUrl: string; onOutbox: () => void }) {
  const { db } = deps;
  return async function decide(
    principal: Principal,
    id: number,
    opt: LicenceStatus,
  ): Promise<{ data: LicencePayment; message: string }> {
    if (principal.roleId !== ROLES.ADMIN) throw forbidden();
    const { row, queued } = await db.transaction((tx) => decideIn(tx, principal, id, opt, deps.publicUrl));
    if (queued) deps.onOutbox();
    return { data: await toPayment(db, row), message: replies[opt] };
  };
}
