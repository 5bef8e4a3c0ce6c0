import { DEFAULT_TEXT_LANGUAGE, merchantTextsIn, serverMessagesEs, shopperTextsIn } from '@vitrina/contract';

// The messaging module's texts, views of the contract's catalogues (modules/README.md, "Texts").

/** Keys of the replies in the contract's serverMessages catalogue. */
export const messagingTextKeys = {
  messageSent: 'messagingMessageSent',
  messageFailed: 'messagingMessageFailed',
  imageSent: 'messagingImageSent',
  imageFailed: 'messagingImageFailed',
  promotionSent: 'messagingPromotionSent',
  promotionFailed: 'messagingPromotionFailed',
  campaignCreated: 'messagingCampaignCreated',
  campaignScheduled: 'messagingCampaignScheduled',
  campaignEmpty: 'messagingCampaignEmpty',
  campaignTestSent: 'messagingCampaignTestSent',
  campaignPaused: 'messagingCampaignPaused',
  campaignResumed: 'messagingCampaignResumed',
  campaignCancelled: 'messagingCampaignCancelled',
  campaignNotPausable: 'messagingCampaignNotPausable',
  campaignNotResumable: 'messagingCampaignNotResumable',
  campaignNotCancellable: 'messagingCampaignNotCancellable',
} as const satisfies Record<string, keyof typeof serverMessagesEs>;

type Replies = {
  [K in keyof typeof messagingTextKeys]: (typeof serverMessagesEs)[(typeof messagingTextKeys)[K]];
};

/** The messaging replies, Spanish as the API answers (SPEC.md §8 for the sends). */
export const messagingTexts = Object.fromEntries(
  Object.entries(messagingTextKeys).map(([name, key]) => [name, serverMessagesEs[key]]),
) as Replies;

const tell = shopperTextsIn(DEFAULT_TEXT_LANGUAGE);
const say = merchantTextsIn(DEFAULT_TEXT_LANGUAGE);

/** What goes out besides the replies: the promotion's button to shoppers, the new sale's push to the store. */
export const botTexts = {
  orderButton: tell('promotionOrderButton'),
};

/** The e-mail subjects of the sends. */
export const mailSubjects = {
  /** A store's message, promotion or campaign to its customers. */
  store: (store: string) => tell('storeMessageSubject', { store }),
  /** A campaign's test, to its author. */
  campaignTest: (store: string) => say('campaignTestSubject', { store }),
  /** The admin's message to the platform's users. */
  platform: say('platformMessageSubject'),
};
