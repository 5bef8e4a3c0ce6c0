import { perTextLanguage, shopperTextsIn, type TextLanguage } from '@vitrina/contract';

// An event's Telegram bot (the buyer's side, in chat): a view of the contract's shopper
// catalogue (modules/README.md, "Texts"), in the buyer's language. Amounts come in written
// (lib/format.ts).

const textsIn = (lang: TextLanguage) => {
  const tell = shopperTextsIn(lang);
  return {
    tickets: tell('ticketBotTickets'),
    left: (n: number) => (n === 1 ? tell('ticketBotLeftOne') : tell('ticketBotLeftMany', { count: n })),
    soldOut: tell('ticketBotSoldOut'),
    typeLine: (type: string, price: string, ves: string, left: string) =>
      tell('ticketBotTypeLine', { type, price, ves, left }),
    split: (percent: number) =>
      percent >= 100
        ? tell('ticketBotPaidInUsd')
        : percent <= 0
          ? tell('ticketBotPaidInVes')
          : tell('ticketBotPaidSplit', { percent }),
    buyButton: (type: string, price: string) => tell('ticketBotBuyButton', { type, price }),
    noneLeft: tell('ticketBotNoneLeft'),
    salesClosed: tell('ticketSalesClosed'),
    typeSoldOut: (type: string) => tell('ticketBotTypeSoldOut', { type }),
    askQuantity: (type: string, max: number) => tell('ticketBotAskQuantity', { type, max }),
    badQuantity: (max: number) => tell('ticketBotBadQuantity', { max }),
    askName: tell('ticketBotAskName'),
    askLastname: tell('ticketBotAskLastname'),
    askDocument: tell('ticketBotAskDocument'),
    askEmail: tell('ticketBotAskEmail'),
    askPhone: tell('ticketBotAskPhone'),
    askAccount: tell('ticketBotAskAccount'),
    askUsdAccount: tell('ticketBotAskUsdAccount'),
    askVesAccount: tell('ticketBotAskVesAccount'),
    askUsdReference: tell('ticketBotAskUsdReference'),
    askVesReference: tell('ticketBotAskVesReference'),
    askUsdProof: tell('ticketBotAskUsdProof'),
    askVesProof: tell('ticketBotAskVesProof'),
    askPayIn: tell('ticketBotAskPayIn'),
    payInSplit: (usd: string, ves: string) => tell('ticketBotPayInSplit', { usd, ves }),
    payInUsd: (amount: string) => tell('ticketBotPayInUsd', { amount }),
    payInVes: (amount: string) => tell('ticketBotPayInVes', { amount }),
    noAccounts: tell('ticketBotNoAccounts'),
    askReference: tell('chatAskReference'),
    askProof: tell('chatAskProof'),
    skip: tell('chatSkip'),
    badName: tell('chatBadName'),
    badLastname: tell('ticketBotBadLastname'),
    badDocument: tell('ticketBotBadDocument'),
    badEmail: tell('ticketBotBadEmail'),
    badPhone: tell('ticketBotBadPhone'),
    badReference: tell('chatBadReference'),
    badProof: tell('ticketBotBadProof'),
    proofTooLarge: tell('chatProofTooLarge'),
    proofUnreadable: tell('chatProofUnreadable'),
    useButtons: tell('chatUseButtons'),
    accountLines: (a: { bank: string; type: string; number: string; owner: string; document: string }) =>
      tell('ticketBotAccount', a),
    /** The amount to transfer (already written), with the rate when it is in bolívares. */
    toTransfer: (amount: string, rate: string) =>
      rate
        ? tell('ticketBotToTransferAtRate', { amounts: amount, rate })
        : tell('ticketBotToTransfer', { amounts: amount }),
    rateSince: (rate: string, at: string) => tell('botRateSince', { rate, at }),
    inDollars: (amount: string) => tell('ticketBotInDollars', { amount }),
    inBolivars: (amount: string) => tell('ticketBotInBolivars', { amount }),
    received: (url: string) => tell('ticketBotReceived', { url }),
    cancelled: tell('ticketBotCancelled'),
  } as const;
};
export type TicketBotTexts = ReturnType<typeof textsIn>;

/** The event bot's texts in `lang`. */
export const ticketBotTextsIn = perTextLanguage(textsIn);
