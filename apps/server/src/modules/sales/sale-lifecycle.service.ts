import {
  BILL_RULES,
  type Bill,
  type BillAction,
  CASH_METHOD,
  type HistoryEvent,
  isCashSale,
  isClosedSale,
  PAYMENT_STATUS,
  PURCHASE_STATUS,
  type PurchaseStatus,
  REVENUE_STATUSES,
  ROLES,
  type RoleId,
} from '@vitrina/contract';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import { returnStock } from '#server/modules/catalog/catalog.service.ts';
import { countPurchase } from '#server/modules/customers/customers.service.ts';
import { noticeShopper, saleDetail } from './sale-detail.service.ts';
import * as repo from './sales.repository.ts';
import { partTexts, saleTexts, shipmentTexts, statusLabel } from './sales.texts.ts';
import * as read from './sales-read.repository.ts';

const isRevenue = (status: number) => (REVENUE_STATUSES as readonly number[]).includes(status);

/**
 * Who takes a step: a user (of `roleId`), acting for their store or for a delivery company; or
 * the shopper (no user: `userId` null), confirming the receipt of their own order.
 */
export type StepActor = { userId: number | null; roleId?: RoleId; companyId?: number };
/** A step's extras: a note, its history event, a company's proof (see `repo.transition`). */
export type StepOptions = {
  note?: string;
  /**
   * What the history row records besides the status (the action's own event otherwise).
   * 'expired': an unpaid order's cancellation when its time ran out (the job's, with no user),
   * taken only while the order still waits for its payment.
   */
  event?: HistoryEvent;
  acceptedOnly?: boolean;
  proof?: { file: string; note: string | null };
  /** A step of the demo's history, seeded: no notice to the shopper (nobody is waiting for it). */
  seeded?: boolean;
};

/**
 * One step inside the caller's transaction: the conditional update, its history row, the
 * rollups, the customer's purchases, the stock given back and the shopper's notice. 404 when
 * the sale is not in `scope`, 409 with its real state when the step is not allowed.
 */
export async function stepSale(
  tx: DbOrTx,
  scope: repo.BillScope,
  actor: StepActor,
  id: number,
  action: BillAction,
  opts: StepOptions = {},
): Promise<repo.BillRow> {
  const rule = BILL_RULES[action];
  const note = action === 'cancel' ? opts.note : undefined;
  const changed = await repo.transition(tx, scope, id, {
    from: rule.from,
    pickupOnlyFrom: rule.pickupOnlyFrom,
    notForPickup: rule.notForPickup,
    to: rule.to,
    paymentStatus: rule.pay,
    payUnlessCash: rule.payUnlessCash,
    cashDueOnly: rule.cashDueOnly,
    dueOnly: rule.dueOnly,
    unpaidOnly: opts.event === 'expired',
    note,
    acceptedOnly: opts.acceptedOnly,
    // The store's staff leave a carried order's pick-up and delivery to its company.
    notCompanyCarried: rule.companyStep && actor.companyId === undefined,
    proof: opts.proof,
  });
  if (!changed) {
    const current = await read.findBill(tx, scope, id);
    if (!current) throw notFound();
    if (opts.acceptedOnly && current.status === PURCHASE_STATUS.VERIFIED && !current.deliveryVerifiedAt)
      throw conflict(shipmentTexts.notAccepted(id));
    const carried =
      current.shippingCompanyId !== null && rule.from.includes(current.status as PurchaseStatus);
    if (rule.companyStep && actor.companyId === undefined && carried)
      throw conflict(shipmentTexts.companyCarries(id));
    if (rule.cashDueOnly && current.paymentMethod !== CASH_METHOD) throw conflict(saleTexts.notCash(id));
    if (rule.cashDueOnly && current.paymentStatus === PAYMENT_STATUS.PAID)
      throw conflict(saleTexts.alreadyCollected(id));
    if (rule.dueOnly && current.paymentStatus === PAYMENT_STATUS.PAID)
      throw conflict(partTexts.alreadyPaid(id));
    throw conflict(saleTexts.notAllowed(id, statusLabel(current.status), action));
  }
  const { bill, oldStatus, oldPaymentStatus } = changed;
  await repo.insertHistory(tx, {
    billId: id,
    actorUserId: actor.userId,
    actorCompanyId: actor.companyId ?? null,
    fromStatus: oldStatus,
    toStatus: bill.status,
    event: opts.event ?? (action === 'collect' ? 'cash_collected' : null),
    note: note ?? opts.proof?.note ?? null,
  });
  // Staff steps are audited; the shopper's confirmation of receipt is in the history only.
  if (action !== 'receive' && actor.userId !== null) {
    await recordAudit(tx, {
      actor: { userId: actor.userId, roleId: actor.roleId ?? ROLES.DELIVERY },
      kind: `sale.${action}`,
      entity: 'bill',
      entityId: id,
      storeId: bill.storeId,
      changes: {
        status: { from: oldStatus, to: bill.status },
        ...(oldPaymentStatus !== bill.paymentStatus && {
          payment_status: { from: oldPaymentStatus, to: bill.paymentStatus },
        }),
        ...(note && { note: { to: note } }),
        ...(action === 'collect' && { payment_method: { to: bill.paymentMethod } }),
      },
    });
  }
  await repo.rollSale(tx, bill, oldStatus, oldPaymentStatus, -1);
  await repo.rollSale(tx, bill, bill.status, bill.paymentStatus, 1);
  const items = await read.itemsOf(tx, id);
  await repo.rollItems(tx, bill, items, oldStatus, -1);
  await repo.rollItems(tx, bill, items, bill.status, 1);
  if (isRevenue(oldStatus) !== isRevenue(bill.status)) {
    const sign = isRevenue(bill.status) ? 1 : -1;
    await repo.rollCustomer(tx, bill, sign);
    await countPurchase(tx, bill.customerId, sign, bill.totalCents);
  }
  if (isClosedSale(bill.status)) {
    await returnStock(tx, items);
  }
  if (opts.seeded) return bill;
  await noticeShopper(tx, bill, (lang) =>
    saleTexts.shopperNotice(action, id, note, lang, {
      cash: isCashSale({ payment_method: bill.paymentMethod }),
      expired: opts.event === 'expired',
    }),
  );
  return bill;
}

/** The steps of a sale's life (ARCHITECTURE.md §5): verify, reject, ship, deliver, cancel. */
export function createSaleLifecycle(deps: { db: Db; onOutbox: () => void }) {
  const { db } = deps;

  return {
    /** A store's staff step on one of the store's sales; answers the sale. */
    async act(
      storeId: number,
      actor: { userId: number; roleId: RoleId },
      id: number,
      action: BillAction,
      note?: string,
    ): Promise<{ message: string; data: Bill }> {
      const data = await db.transaction(async (tx) => {
        // Only the user and role: a principal's `companyId` (null) must not read as a company's step.
        await stepSale(tx, { storeId }, { userId: actor.userId, roleId: actor.roleId }, id, action, { note });
        return saleDetail(tx, storeId, id);
      });
      deps.onOutbox();
      return { message: saleTexts.success[action], data };
    },

    /**
     * A delivery company's step on a shipment it delivers (picked up: `shipping`, delivered:
     * `delivery` with its proof). Only once the company has accepted it; the history names the
     * company.
     */
    async actForCompany(
      actor: { userId: number; companyId: number },
      id: number,
      action: 'shipping' | 'delivery' | 'collect',
      proof?: { file: string; note: string | null },
    ): Promise<{ message: string }> {
      await db.transaction((tx) =>
        stepSale(tx, { companyId: actor.companyId }, actor, id, action, { acceptedOnly: true, proof }),
      );
      deps.onOutbox();
      return { message: saleTexts.success[action] };
    },
  };
}

/**
 * The shopper's "Lo recibí" (DELIVERED → RECEIVED) on their own order, with no user in the
 * history; inside the caller's transaction (the caller kicks the outbox after it).
 */
export const shopperReceives = (tx: DbOrTx, storeId: number, id: number) =>
  stepSale(tx, { storeId }, { userId: null }, id, 'receive');
