import { DEFAULT_TEXT_LANGUAGE, merchantTextsIn, serverMessagesEs } from '@vitrina/contract';

// The admin's store actions and the store list's CSV: views of the contract's catalogues
// (modules/README.md, "Texts"). Replies are Spanish as the API answers.

const say = merchantTextsIn(DEFAULT_TEXT_LANGUAGE);

export const platformTexts = {
  suspended: serverMessagesEs.platformStoreSuspended,
  activated: serverMessagesEs.platformStoreActivated,
  alreadySuspended: serverMessagesEs.platformStoreAlreadySuspended,
  alreadyActive: serverMessagesEs.platformStoreAlreadyActive,
} as const;

/** The header of GET admin/stores/export. */
export const STORES_CSV_HEADER = say('csvStoresHeader').split(',');

export const membershipLabels = {
  active: say('membershipActive'),
  expiring: say('membershipExpiring'),
  expired: say('membershipExpired'),
} as const;

/** The words of a yes/no cell of a CSV export. */
export const csvYesNo = (yes: boolean) => (yes ? say('csvYes') : say('csvNo'));
