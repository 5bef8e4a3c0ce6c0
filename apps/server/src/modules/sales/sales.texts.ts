import {
  type BillAction,
  DEFAULT_TEXT_LANGUAGE,
  type MerchantTextKey,
  merchantTextsIn,
  PURCHASE_STATUS,
  type ShopperTextKey,
  serverMessage,
  shopperTextsIn,
  type TextLanguage,
} from '@vitrina/contract';
import { usd, weekdayName } from '#server/lib/format.ts';
import { toCents } from '#server/lib/money.ts';

// The sales workflow's texts, a view of the contract's catalogues (see modules/README.md, "Texts").

const say = merchantTextsIn(DEFAULT_TEXT_LANGUAGE);
const tell = shopperTextsIn(DEFAULT_TEXT_LANGUAGE);

type StatusLabelKey = Extract<MerchantTextKey, `saleStatus${string}`>;
const STATUS_LABELS: Record<number, StatusLabelKey> = {
  [PURCHASE_STATUS.VERIFIED]: 'saleStatusVerified',
  [PURCHASE_STATUS.NOT_VERIFIED]: 'saleStatusNotVerified',
  [PURCHASE_STATUS.SHIPPED]: 'saleStatusShipped',
  [PURCHASE_STATUS.DELIVERED]: 'saleStatusDelivered',
  [PURCHASE_STATUS.RECEIVED]: 'saleStatusReceived',
  [PURCHASE_STATUS.CANCELLED]: 'saleStatusCancelled',
  [PURCHASE_STATUS.REJECTED]: 'saleStatusRejected',
};
/** A sale's status as a word, mid-sentence and in the CSV ("verificada"). */
export const statusLabel = (status: number) => {
  const key = STATUS_LABELS[status];
  return key ? say(key) : String(status);
};

const ACTION_LABELS: Record<BillAction, Extract<MerchantTextKey, `saleAction${string}`>> = {
  verify: 'saleActionVerify',
  reject: 'saleActionReject',
  shipping: 'saleActionShipping',
  delivery: 'saleActionDelivery',
  receive: 'saleActionReceive',
  cancel: 'saleActionCancel',
  collect: 'saleActionCollect',
  settle: 'saleActionSettle',
};

/** The shopper's words for an order in each status (the chat, the e-mail, the push). */
type OrderStatusKey = Exclude<Extract<ShopperTextKey, `orderStatus${string}`>, 'orderStatusCancelledBecause'>;
const SHOPPER_STATUS: Record<number, OrderStatusKey> = {
  [PURCHASE_STATUS.VERIFIED]: 'orderStatusVerified',
  [PURCHASE_STATUS.NOT_VERIFIED]: 'orderStatusNotVerified',
  [PURCHASE_STATUS.SHIPPED]: 'orderStatusShipped',
  [PURCHASE_STATUS.DELIVERED]: 'orderStatusDelivered',
  [PURCHASE_STATUS.RECEIVED]: 'orderStatusReceived',
  [PURCHASE_STATUS.CANCELLED]: 'orderStatusCancelled',
  [PURCHASE_STATUS.REJECTED]: 'orderStatusRejected',
};
/** The status an action leads to, for the shopper's notice (collecting cash has its own words). */
const STATUS_AFTER: Record<Exclude<BillAction, 'collect' | 'settle'>, number> = {
  verify: PURCHASE_STATUS.VERIFIED,
  reject: PURCHASE_STATUS.REJECTED,
  shipping: PURCHASE_STATUS.SHIPPED,
  delivery: PURCHASE_STATUS.DELIVERED,
  receive: PURCHASE_STATUS.RECEIVED,
  cancel: PURCHASE_STATUS.CANCELLED,
};

/** An order's status in the shopper's words; a status without its own (none today) reads as rejected. */
export function orderStatusText(
  status: number,
  id: number,
  lang: TextLanguage = DEFAULT_TEXT_LANGUAGE,
): string {
  return shopperTextsIn(lang)(SHOPPER_STATUS[status] ?? 'orderStatusRejected', { id });
}

/** Texts of the sales workflow (success texts as SPEC.md §8). */
export const saleTexts = {
  success: {
    verify: say('saleVerified'),
    reject: say('saleRejected'),
    shipping: say('saleShipped'),
    delivery: say('saleDelivered'),
    receive: say('saleReceived'),
    cancel: say('saleCancelled'),
    collect: say('saleCollected'),
    settle: say('saleSettled'),
  } satisfies Record<BillAction, string>,
  notCash: (id: number) => serverMessage('saleNotCash', { id }),
  alreadyCollected: (id: number) => serverMessage('saleAlreadyCollected', { id }),
  settingsSaved: say('saleSettingsSaved'),
  notAllowed: (id: number, status: string, action: BillAction) =>
    say('saleNotAllowed', { id, status, action: say(ACTION_LABELS[action]) }),
  outOfStock: (productId: number) => serverMessage('saleOutOfStock', { productId }),
  /** A shopper's order found the product sold out (another order took the last units). */
  soldOut: (name: string, left: number) =>
    left > 1
      ? tell('orderSoldOutMany', { name, left })
      : left === 1
        ? tell('orderSoldOutOne', { name })
        : tell('orderSoldOutNone', { name }),
  /** A shopper's order while the store is closed: when it opens next, if it ever does. */
  closed: (next: { weekday: number; opens_at: string } | null) =>
    next
      ? tell('shopClosedUntil', {
          weekday: weekdayName(next.weekday, DEFAULT_TEXT_LANGUAGE),
          time: next.opens_at,
        })
      : tell('shopClosed'),
  unknownProduct: (id: number) => tell('orderUnknownProduct', { id }),
  /** The owner's and cashiers' push for a new sale, and for a proof sent later. */
  alert: {
    new: (id: number, total: string) => say('saleAlert', { id, total }),
    proof: (id: number, total: string) => say('saleProofAlert', { id, total }),
  },
  rateRequired: serverMessage('saleRateRequired'),
  unknownExtra: (extraId: number) => serverMessage('saleUnknownExtra', { extraId }),
  /** What the shopper is told on their channel when the store takes a step on their order. */
  shopperNotice(
    action: BillAction,
    id: number,
    note: string | undefined,
    lang: TextLanguage,
    sale: { cash: boolean; expired?: boolean },
  ): string {
    const tellIn = shopperTextsIn(lang);
    if (action === 'collect') return tellIn('orderCashCollected', { id });
    if (action === 'settle') return tellIn('orderPaidInParts', { id });
    if (action === 'cancel' && sale.expired) return tellIn('orderExpired', { id });
    if (action === 'cancel' && note) return tellIn('orderStatusCancelledBecause', { id, note });
    if (action === 'verify' && sale.cash) return tellIn('orderStatusAcceptedCash', { id });
    return orderStatusText(STATUS_AFTER[action], id, lang);
  },
};

/** Texts of a sale's parts (a sale paid in parts). */
export const partTexts = {
  recorded: say('salePartRecorded'),
  removed: say('salePartRemoved'),
  unknownAccount: serverMessage('salePartUnknownAccount'),
  otherCurrency: serverMessage('salePartOtherCurrency'),
  closed: (id: number) => serverMessage('salePartClosed', { id }),
  alreadyPaid: (id: number) => serverMessage('saleAlreadyPaid', { id }),
  moreThanDue: (due: number) => serverMessage('salePartMoreThanDue', { due: usd(toCents(due)) }),
};

/** The proof a shopper sends from the order page after ordering to pay later. */
export const proofTexts = {
  sent: tell('orderProofSent'),
  notDue: (id: number) => tell('orderProofNotDue', { id }),
};

/** Texts of a delivery company's steps on a shipment (issue 11, SPEC.md §8). */
export const shipmentTexts = {
  companyCarries: (id: number) => serverMessage('shipmentCompanyCarries', { id }),
  notAccepted: (id: number) => serverMessage('shipmentNotAccepted', { id }),
  notToVerify: (id: number, status: string) => say('shipmentNotToVerify', { id, status }),
  alreadyAccepted: (id: number) => serverMessage('shipmentAlreadyAccepted', { id }),
  verified: say('shipmentVerified'),
  acceptedNote: (courier: string) => say('shipmentAcceptedNote', { courier }),
  settled: say('shipmentSettled'),
  alreadySettled: (id: number) => serverMessage('shipmentAlreadySettled', { id }),
  notDelivered: (id: number) => serverMessage('shipmentNotDelivered', { id }),
};
