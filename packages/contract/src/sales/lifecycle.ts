import { PAYMENT_STATUS, type PaymentStatus, PURCHASE_STATUS, type PurchaseStatus } from '../common/enums.ts';

/**
 * The actions on a sale (SPEC.md §4) and their wire names in bill/{id}/<action>; 'settle' is the
 * server's own (a sale's parts covering its total) and has no route.
 */
export const BILL_ACTIONS = [
  'verify',
  'reject',
  'shipping',
  'delivery',
  'receive',
  'cancel',
  'collect',
  'settle',
] as const;
export type BillAction = (typeof BILL_ACTIONS)[number];
/** The actions the panel offers; 'receive' is the shopper's. */
export const STAFF_BILL_ACTIONS = ['verify', 'reject', 'shipping', 'delivery', 'cancel', 'collect'] as const;

/** The payment method of a sale paid in cash at pick-up or on delivery (issue 32). */
export const CASH_METHOD = 'cash';

export type BillState = {
  status: PurchaseStatus;
  payment_status: PaymentStatus;
  shipping_mode: string;
  /** The delivery company that carries the order, if any: it, not the store, ships and delivers. */
  shipping_company_id?: number | null;
  /** The sale's payment method: 'cash' is paid at pick-up or on delivery, not before. */
  payment_method?: string | null;
};
type Rule = {
  from: readonly PurchaseStatus[];
  /** The status after the step; none: the status stays (collecting cash changes the payment only). */
  to?: PurchaseStatus;
  pay?: PaymentStatus;
  /**
   * The step marks the sale paid only when it is not a cash sale: verifying a cash order accepts
   * it, and its money is collected later in its own step.
   */
  payUnlessCash?: boolean;
  /** The step is only for a cash sale not yet paid. */
  cashDueOnly?: boolean;
  /** The step is only for a sale not yet paid. */
  dueOnly?: boolean;
  /** No one takes this step by hand: the server does, when what it waits for happens. */
  internal?: boolean;
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
  verify: { from: [S.NOT_VERIFIED], to: S.VERIFIED, pay: PAYMENT_STATUS.PAID, payUnlessCash: true },
  reject: { from: [S.NOT_VERIFIED], to: S.REJECTED },
  shipping: { from: [S.VERIFIED], to: S.SHIPPED, notForPickup: true, companyStep: true },
  delivery: { from: [S.SHIPPED, S.VERIFIED], to: S.DELIVERED, pickupOnlyFrom: S.VERIFIED, companyStep: true },
  receive: { from: [S.DELIVERED], to: S.RECEIVED },
  cancel: { from: [S.NOT_VERIFIED, S.VERIFIED], to: S.CANCELLED },
  // The cash is collected once the order is accepted: at the counter, or by whoever delivers it
  // (the store's staff, or the delivery company that carries it).
  collect: {
    from: [S.VERIFIED, S.SHIPPED, S.DELIVERED, S.RECEIVED],
    pay: PAYMENT_STATUS.PAID,
    cashDueOnly: true,
    companyStep: true,
  },
  // The parts a sale was paid in cover its total: paid, whatever its method, the status kept.
  settle: {
    from: [S.VERIFIED, S.SHIPPED, S.DELIVERED, S.RECEIVED],
    pay: PAYMENT_STATUS.PAID,
    dueOnly: true,
    internal: true,
  },
};

export const isCashSale = (sale: { payment_method?: string | null }) => sale.payment_method === CASH_METHOD;

/**
 * The state after the store's staff take `action`, or null when the lifecycle forbids it (a
 * delivery company's own steps on the orders it carries go through the shipment calls).
 */
export function nextBillState(state: BillState, action: BillAction): BillState | null {
  const rule = BILL_RULES[action];
  if (rule.internal || !rule.from.includes(state.status)) return null;
  if (rule.companyStep && state.shipping_company_id != null) return null;
  if (rule.pickupOnlyFrom === state.status && state.shipping_mode !== 'pickup') return null;
  if (rule.notForPickup && state.shipping_mode === 'pickup') return null;
  const cash = isCashSale(state);
  if (rule.cashDueOnly && !(cash && state.payment_status === PAYMENT_STATUS.NOT_PAID)) return null;
  const pay = rule.payUnlessCash && cash ? undefined : rule.pay;
  return { ...state, status: rule.to ?? state.status, payment_status: pay ?? state.payment_status };
}

export const allowedBillActions = (state: BillState): BillAction[] =>
  STAFF_BILL_ACTIONS.filter((a) => nextBillState(state, a) !== null);

/** A cancelled or rejected sale: it ends there, takes no payment, and its stock came back. */
export const isClosedSale = (status: number) => status === S.CANCELLED || status === S.REJECTED;

/** Statuses whose money counts as sold (revenue, best sellers, top buyers). */
export const REVENUE_STATUSES: readonly PurchaseStatus[] = [S.VERIFIED, S.SHIPPED, S.DELIVERED, S.RECEIVED];

/**
 * How a sale's payment reads, in the same words to the shopper (order page) and to the store's
 * staff (panel): paid; sent and waiting for the staff's check (a transfer's sale carries its
 * reference or proof); cash to be paid at pick-up or on delivery; or not paid (rejected or
 * cancelled before any payment).
 */
export const PAYMENT_WORDS = ['paid', 'awaitingReview', 'cashDue', 'notPaid'] as const;
export type PaymentWord = (typeof PAYMENT_WORDS)[number];

export function paymentWordOf(sale: {
  status: number;
  payment_status: number;
  payment_method?: string | null;
}): PaymentWord {
  if (sale.payment_status === PAYMENT_STATUS.PAID) return 'paid';
  if (isCashSale(sale) && !isClosedSale(sale.status)) return 'cashDue';
  return sale.status === S.NOT_VERIFIED ? 'awaitingReview' : 'notPaid';
}
