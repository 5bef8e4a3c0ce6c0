import { serverMessage, serverMessagesEs } from '@vitrina/contract';

// Replies of plans, licence payments and memberships: a view of the contract's serverMessages
// (modules/README.md, "Texts"), Spanish as the API answers them.

/** The catalogue keys (packages/contract messages-es.ts) of the texts below. */
export const licenceTextKeys = {
  planCreated: 'licencePlanCreated',
  planUpdated: 'licencePlanUpdated',
  planHasPayments: 'licencePlanHasPayments',
  planUnavailable: 'licencePlanUnavailable',
  dollarRateUpdated: 'licenceDollarRateUpdated',
  rateFollowed: 'licenceRateFollowed',
  rateUnfollowed: 'licenceRateUnfollowed',
  rateSourceMissing: 'licenceRateSourceMissing',
  rateSourceUnavailable: 'licenceRateSourceUnavailable',
  paymentSent: 'licencePaymentSent',
  paymentApproved: 'licencePaymentApproved',
  paymentPending: 'licencePaymentPending',
  paymentRejected: 'licencePaymentRejected',
  bankNotPlatform: 'licenceBankNotPlatform',
  notStoreOwner: 'licenceNotStoreOwner',
  membershipExtended: 'licenceMembershipExtended',
  sellingExpired: 'licenceSellingExpired',
  sellingSuspended: 'licenceSellingSuspended',
  sellingNoStore: 'licenceSellingNoStore',
  alreadyApproved: 'licenceAlreadyApproved',
  alreadyPending: 'licenceAlreadyPending',
  alreadyRejected: 'licenceAlreadyRejected',
} as const satisfies Record<string, keyof typeof serverMessagesEs>;

const m = serverMessagesEs;

export const licenceTexts = {
  planCreated: m.licencePlanCreated,
  planUpdated: m.licencePlanUpdated,
  planHasPayments: m.licencePlanHasPayments,
  planUnavailable: m.licencePlanUnavailable,
  dollarRateUpdated: m.licenceDollarRateUpdated,
  rateFollowed: m.licenceRateFollowed,
  rateUnfollowed: m.licenceRateUnfollowed,
  rateSourceMissing: m.licenceRateSourceMissing,
  rateSourceUnavailable: m.licenceRateSourceUnavailable,
  paymentSent: m.licencePaymentSent,
  paymentApproved: m.licencePaymentApproved,
  paymentPending: m.licencePaymentPending,
  paymentRejected: m.licencePaymentRejected,
  bankNotPlatform: m.licenceBankNotPlatform,
  notStoreOwner: m.licenceNotStoreOwner,
  membershipExtended: m.licenceMembershipExtended,
  sellingExpired: m.licenceSellingExpired,
  sellingSuspended: m.licenceSellingSuspended,
  sellingNoStore: m.licenceSellingNoStore,
  /** 409 of a decision on a payment already approved (its membership was extended). */
  alreadyApproved: (id: number) => serverMessage('licenceAlreadyApproved', { id }),
  alreadyPending: (id: number) => serverMessage('licenceAlreadyPending', { id }),
  alreadyRejected: (id: number) => serverMessage('licenceAlreadyRejected', { id }),
} as const;
