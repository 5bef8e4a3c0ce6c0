import { PAYMENT_STATUS, type PaymentWord, PURCHASE_STATUS, paymentWordOf } from '@vitrina/contract';

export type ChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

type StatusLook = { key: string; color: ChipColor };

/** SPEC.md §4 display labels (`sales.statuses.*`) and colours of the purchase statuses. */
const PURCHASE: Record<number, StatusLook> = {
  [PURCHASE_STATUS.VERIFIED]: { key: 'verified', color: 'info' },
  [PURCHASE_STATUS.NOT_VERIFIED]: { key: 'notVerified', color: 'warning' },
  [PURCHASE_STATUS.SHIPPED]: { key: 'shipped', color: 'secondary' },
  [PURCHASE_STATUS.DELIVERED]: { key: 'delivered', color: 'success' },
  [PURCHASE_STATUS.RECEIVED]: { key: 'received', color: 'success' },
  [PURCHASE_STATUS.CANCELLED]: { key: 'cancelled', color: 'default' },
  [PURCHASE_STATUS.REJECTED]: { key: 'rejected', color: 'error' },
};

const PAYMENT: Record<number, string> = {
  [PAYMENT_STATUS.NOT_PAID]: 'notPaid',
  [PAYMENT_STATUS.PAID]: 'paid',
};

/** The statuses in the order filters list them (the ones waiting for someone first). */
export const SALE_STATUS_ORDER: readonly number[] = [
  PURCHASE_STATUS.NOT_VERIFIED,
  PURCHASE_STATUS.VERIFIED,
  PURCHASE_STATUS.SHIPPED,
  PURCHASE_STATUS.DELIVERED,
  PURCHASE_STATUS.RECEIVED,
  PURCHASE_STATUS.CANCELLED,
  PURCHASE_STATUS.REJECTED,
];

/** i18n key of a purchase status' label; unknown numbers fall back to a generic label. */
export function saleStatusKey(status: number): string {
  return `sales.statuses.${PURCHASE[status]?.key ?? 'unknown'}`;
}

export function saleStatusColor(status: number): ChipColor {
  return PURCHASE[status]?.color ?? 'default';
}

/** The payment field's own value (the audit log shows it as it changed). */
export function paymentStatusKey(status: number): string {
  return `sales.statuses.${PAYMENT[status] ?? 'unknown'}`;
}

/** A sale's payment in the words the shopper reads too (contract: paymentWordOf). */
const PAYMENT_WORD: Record<PaymentWord, StatusLook> = {
  paid: { key: 'paid', color: 'success' },
  awaitingReview: { key: 'paymentAwaitingReview', color: 'warning' },
  // Cash at pick-up or on delivery: nothing for the staff to check, money still to take.
  cashDue: { key: 'cashDue', color: 'info' },
  notPaid: { key: 'notPaid', color: 'default' },
};

/** What a sale's payment word is read from (a list row or a sale's details). */
export type SalePayment = { status: number; payment_status: number; payment_method?: string | null };

export function salePaymentLook(sale: SalePayment): StatusLook {
  const look = PAYMENT_WORD[paymentWordOf(sale)];
  return { key: `sales.statuses.${look.key}`, color: look.color };
}
