import {
  DEFAULT_TEXT_LANGUAGE,
  merchantTextsIn,
  perTextLanguage,
  serverMessage,
  shopperTextsIn,
  type TextLanguage,
  textLanguageOf,
} from '@vitrina/contract';
import { usd } from '#server/lib/format.ts';
import { toCents } from '#server/lib/money.ts';

// The ticket sales review, the buyer's ticket mails and the door (check-in): views of the
// contract's catalogues (modules/README.md, "Texts").

const say = merchantTextsIn(DEFAULT_TEXT_LANGUAGE);

export const reviewTexts = {
  verified: say('reviewVerified'),
  rejected: say('reviewRejected'),
  notVerified: say('reviewNotVerified'),
  alreadyReviewed: say('reviewAlreadyReviewed'),
  notBackToPending: say('reviewNotBackToPending'),
  alreadyCheckedIn: say('reviewAlreadyCheckedIn'),
} as const;

/** A ticket sale's parts (issue 32 §2): the store sales' texts, but for the manager's own accounts. */
export const ticketPartTexts = {
  recorded: say('salePartRecorded'),
  removed: say('salePartRemoved'),
  unknownAccount: serverMessage('ticketPartUnknownAccount'),
  otherCurrency: serverMessage('salePartOtherCurrency'),
  closed: (id: number) => serverMessage('salePartClosed', { id }),
  alreadyPaid: (id: number) => serverMessage('saleAlreadyPaid', { id }),
  moreThanDue: (due: number) => serverMessage('salePartMoreThanDue', { due: usd(toCents(due)) }),
};

/** What a buyer is sent once the sale is reviewed, in the language they bought in. */
const mailTextsOf = (lang: TextLanguage) => {
  const tell = shopperTextsIn(lang);
  return {
    verifiedSubject: (event: string) => tell('ticketMailVerifiedSubject', { event }),
    verifiedIntro: (name: string, event: string) => tell('ticketMailVerified', { name, event }),
    ticketLine: (type: string, code: string) => tell('ticketMailTicket', { type, code }),
    statusLink: (url: string) => tell('ticketMailSeeOrder', { url }),
    rejectedSubject: (event: string) => tell('ticketMailRejectedSubject', { event }),
    rejected: (name: string, event: string) => tell('ticketMailRejected', { name, event }),
    notVerifiedSubject: (event: string) => tell('ticketMailNotVerifiedSubject', { event }),
    notVerified: (name: string, event: string) => tell('ticketMailNotVerified', { name, event }),
    telegramTicket: (event: string, type: string, code: string) =>
      tell('ticketTelegramTicket', { event, type, code }),
  } as const;
};
const mailTextsByLanguage = perTextLanguage(mailTextsOf);
/** The mail texts of a sale's stored language (null, or one no longer ours: Spanish). */
export const mailTextsIn = (lang: string | null) => mailTextsByLanguage(textLanguageOf(lang));

/** The check-in screen's verdicts, read by the staff at the door. */
export const doorTexts = {
  admitted: (buyer: string) => say('doorAdmitted', { buyer }),
  already: (time: string) => say('doorAlready', { time }),
  otherEvent: (event: string) => say('doorOtherEvent', { event }),
  rejected: say('doorRejected'),
  notVerified: say('doorNotVerified'),
  unknown: say('doorUnknown'),
} as const;
