import { PAYMENT_STATUS, type PaymentStatus, PURCHASE_STATUS, type PurchaseStatus } from '../common/enums.ts';

/** The actions on a sale (SPEC.md §4) and their wire names in bill/{id}/<action>. */
export const BILL_ACTIONS = ['verify', 'reject', 'shipping', 'delivery', 'receive', 'cancel'] as const;
export type BillAction = (typeof BILL_ACTIONS)[number];
/** The actions the panel offers; 'receive' is the shopper's. */
export const STAFF_BILL_ACTIONS = ['verify', 'reject', 'shipping', 'delivery', 'cancel'] as const;

export type BillState = {
  status: PurchaseStatus;
  payment_status: PaymentStatus;
  shipping_mode: string;
  /** The delivery company that carries the order, if any: it, not the store, ships and delivers. */
  shipping_company_id?: number | null;
};
type Rule = {
  from: readonly PurchaseStatus[];
  to: PurchaseStatus;
  pay?: PaymentStatus;
  /** From this status the step is only for pick-up orders. */
  pickupOnlyFrom?: PurchaseStatus;
  /** The step is only for orders that travel (not pick-up). */
  notForPickup?: boolean;
  /** On an order a delivery company carries, the company takes this step, not the store. */
  companyStep?: boolean;
};

const S = PURCHASE_STATUS;
/**
 * The lifecycle of ARCHITECTURE.md §5. A new sale is NOT_VERIFIED and NOT_PAID.
 * delivery from VERIFIED is only for pick-up orders, which are never shipped.
 */
export const BILL_RULES: Record<BillAction, Rule> = {
  verify: { from: [S.NOT_VERIFIED], to: S.VERIFIED, pay: PAYMENT_STATUS.PAID },
  reject: { from: [S.NOT_VERIFIED], to: S.REJECTED },
  shipping: { from: [S.VERIFIED], to: S.SHIPPED, notForPickup: true, companyStep: true },
  delivery: { from: [S.SHIPPED, S.VERIFIED], to: S.DELIVERED, pickupOnlyFrom: S.VERIFIED, companyStep: true },
  receive: { from: [S.DELIVERED], to: S.RECEIVED },
  cancel: { from: [S.NOT_VERIFIED, S.VERIFIED], to: S.CANCELLED },
};

/**
 * The state after the store's staff take `action`, or null when the lifecycle forbids it (a
 * delivery company's own steps on the orders it carries go through the shipment calls).
 */
export function nextBillState(state: BillState, action: BillAction): BillState | null {
  const rule = BILL_RULES[action];
  if (!rule.from.includes(state.status)) return null;
  if (rule.companyStep && state.shipping_company_id != null) return null;
  if (rule.pickupOnlyFrom === state.status && state.shipping_mode !== 'pickup') return null;
  if (rule.notForPickup && state.shipping_mode === 'pickup') return null;
  return { ...state, status: rule.to, payment_status: rule.pay ?? state.payment_status };
}

export const allowedBillActions = (state: BillState): BillAction[] =>
  STAFF_BILL_ACTIONS.filter((a) => nextBillState(state, a) !== null);

/** Statuses whose money counts as sold (revenue, best sellers, top buyers). */
export const REVENUE_STATUSES: readonly PurchaseStatus[] = [S.VERIFIED, S.SHIPPED, S.DELIVERED, S.RECEIVED];

/**
 * How a sale's payment reads, in the same words to the shopper (order page) and to the store's
 * staff (panel): paid; sent and waiting for the staff's check (a new sale always carries its
 * transfer's reference or proof); or not paid (rejected or cancelled before any check).
 */
export const PAYMENT_WORDS = ['paid', 'awaitingReview', 'notPaid'] as const;
export type PaymentWord = (typeof PAYMENT_WORDS)[number];

export function paymentWordOf(sale: { status: number; payment_status: number }): PaymentWord {
  if (sale.payment_status === PAYMENT_STATUS.PAID) return 'paid';
  return sale.status === S.NOT_VERIFIED ? 'awaitingReview' : 'notPaid';
}
