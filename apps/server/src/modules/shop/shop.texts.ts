import { DEFAULT_TEXT_LANGUAGE, shopperTextsIn } from '@vitrina/contract';
import { orderStatusText } from '#server/modules/sales/sales.texts.ts';

// The shopper's side, a view of the contract's shopper catalogue (modules/README.md, "Texts"):
// the checkout's refusals, its confirmation, the order's news.

const tell = shopperTextsIn(DEFAULT_TEXT_LANGUAGE);

export const shopTexts = {
  following: tell('orderFollowing'),
  received: tell('orderReceived'),
  /** A store a shopper cannot order from yet: no account to pay into, or nothing to sell. */
  notTakingOrders: tell('shopNotTakingOrders'),
  duplicateLine: (id: number) => tell('orderDuplicateLine', { id }),
  unknownExtra: (id: number, product: string) => tell('orderUnknownExtra', { id, product }),
  unknownBank: tell('orderUnknownBank'),
  deliveryUnavailable: tell('orderDeliveryUnavailable'),
  companyNotLinked: tell('orderCompanyNotLinked'),
  proofRequired: tell('orderProofRequired'),
  cashNotTaken: tell('orderCashNotTaken'),
  laterNotTaken: tell('orderLaterNotTaken'),
  proofSent: tell('orderProofSent'),
  miniAppRefused: tell('orderMiniAppRefused'),
  notDelivered: (id: number) => tell('orderNotDelivered', { id }),
  receivedOk: tell('orderReceivedOk'),
  pushTitle: (store: string) => store,
  /** The order's status in the shopper's words (a push, the bot). */
  status: (status: number, id: number): string => orderStatusText(status, id),
  receivedButton: tell('orderReceivedButton'),
};
