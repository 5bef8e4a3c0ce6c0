import { DEFAULT_TEXT_LANGUAGE, merchantTextsIn, serverMessagesEs, shopperTextsIn } from '@vitrina/contract';

// The delivery screens' replies (SPEC.md §8, Spanish as the API answers) and the offers' names:
// views of the contract's catalogues (modules/README.md, "Texts").

const say = merchantTextsIn(DEFAULT_TEXT_LANGUAGE);
const tell = shopperTextsIn(DEFAULT_TEXT_LANGUAGE);

export const deliveryTexts = {
  companyUpdated: say('deliveryCompanyUpdated'),
  rateUpdated: say('deliveryRateUpdated'),
  geolocationOn: say('deliveryGeolocationOn'),
  geolocationOff: say('deliveryGeolocationOff'),
  routeDeleted: say('deliveryRouteDeleted'),
  routeDuplicate: serverMessagesEs.deliveryRouteDuplicate,
  linked: say('deliveryLinked'),
  unlinked: say('deliveryUnlinked'),
  companyUnavailable: serverMessagesEs.deliveryCompanyUnavailable,
  notDeliveryUser: serverMessagesEs.deliveryNotDeliveryUser,
  adminTaken: serverMessagesEs.deliveryAdminTaken,
  secondaryIsPrimary: serverMessagesEs.deliverySecondaryIsPrimary,
  idMismatch: serverMessagesEs.deliveryIdMismatch,
  pickup: tell('offerPickup'),
  ownCouriers: tell('offerOwnCouriers'),
} as const;
