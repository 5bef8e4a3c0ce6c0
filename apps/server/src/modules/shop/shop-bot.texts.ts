import { perTextLanguage, shopperTextsIn, type TextLanguage } from '@vitrina/contract';
import { formatDateTime, formatRate, usd, ves } from '#server/lib/format.ts';

// A store's Telegram bot when a shopper orders in the chat: a view of the contract's shopper
// catalogue (modules/README.md, "Texts"), in the shopper's language. Amounts come in written
// (lib/format.ts).

const textsIn = (lang: TextLanguage) => {
  const tell = shopperTextsIn(lang);
  return {
    greeting: (store: string) => tell('shopBotGreeting', { store }),
    catalogues: tell('shopBotCatalogues'),
    search: tell('shopBotSearch'),
    cart: (n: number) => tell('shopBotCart', { count: n }),
    webStore: tell('shopBotWebStore'),
    menu: tell('shopBotMenu'),
    chooseCatalogue: tell('shopBotChooseCatalogue'),
    noCatalogues: tell('shopBotNoCatalogues'),
    askSearch: tell('shopBotAskSearch'),
    noProducts: tell('shopBotNoProducts'),
    more: tell('shopBotMore'),
    moreHint: tell('shopBotMoreHint'),
    listEnd: tell('shopBotListEnd'),
    card: (name: string, price: string, stock: number) =>
      [
        name,
        price,
        stock > 1
          ? tell('shopBotStockMany', { count: stock })
          : stock === 1
            ? tell('shopBotStockOne')
            : tell('shopBotStockNone'),
      ].join('\n'),
    add: tell('shopBotAdd'),
    addToCart: tell('shopBotAddToCart'),
    productGone: tell('shopBotProductGone'),
    soldOut: (name: string) => tell('shopBotSoldOut', { name }),
    pick: (name: string, price: string, quantity: number, total: string) =>
      tell('shopBotPick', { name, price, quantity, total }),
    onlyLeft: (n: number) =>
      n === 1 ? tell('shopBotOnlyLeftOne') : tell('shopBotOnlyLeftMany', { count: n }),
    added: (name: string, quantity: number, lines: number) =>
      lines === 1
        ? tell('shopBotAddedOne', { name, quantity })
        : tell('shopBotAddedMany', { name, quantity, lines }),
    cartFull: tell('shopBotCartFull'),
    emptyCart: tell('shopBotEmptyCart'),
    cartTitle: tell('shopBotCartTitle'),
    cartTotal: (subtotal: string) => tell('shopBotCartSubtotal', { amount: subtotal }),
    emptyButton: tell('shopBotEmptyButton'),
    pay: tell('shopBotPay'),
    keepShopping: tell('shopBotKeepShopping'),
    viewCart: tell('shopBotViewCart'),
    emptied: tell('shopBotEmptied'),
    lineUnavailable: tell('shopBotLineUnavailable'),
    askName: tell('shopBotAskName'),
    nameButton: (name: string) => tell('shopBotNameButton', { name }),
    badName: tell('chatBadName'),
    askPhone: tell('shopBotAskPhone'),
    sharePhone: tell('shopBotSharePhone'),
    gotPhone: (phone: string) => tell('shopBotGotPhone', { phone }),
    notOwnPhone: tell('shopBotNotOwnPhone'),
    badPhone: tell('shopBotBadPhone'),
    askEmail: tell('shopBotAskEmail'),
    skip: tell('chatSkip'),
    badEmail: tell('shopBotBadEmail'),
    askWhere: tell('shopBotAskWhere'),
    shareLocation: tell('shopBotShareLocation'),
    pickupButton: tell('shopBotPickupButton'),
    badAddress: tell('shopBotBadAddress'),
    gotPlace: tell('shopBotGotPlace'),
    chooseOffer: (subtotal: string) => tell('shopBotChooseOffer', { subtotal }),
    offerButton: (name: string, price: string) => tell('shopBotOfferButton', { name, price }),
    free: tell('shopBotFree'),
    noOffers: tell('shopBotNoOffers'),
    chooseAccount: (total: string) => tell('shopBotChooseAccount', { total }),
    rateSince: (rate: string, at: string) => tell('botRateSince', { rate, at }),
    accountButton: (bank: string, amount: string) => tell('shopBotAccountButton', { bank, amount }),
    choosePayment: (total: string) => tell('shopBotChoosePayment', { total }),
    cashButton: (currency: 'USD' | 'VES', amount: string) =>
      tell(currency === 'VES' ? 'shopBotCashVesButton' : 'shopBotCashUsdButton', { amount }),
    placedCash: (id: number, amount: string) => tell('shopBotPlacedCash', { id, amount }),
    noAccounts: tell('shopBotNoAccounts'),
    account: (bank: string, number: string, owner: string, document: string, amount: string) =>
      tell('shopBotAccount', { bank, number, owner, document, amount }),
    askReference: tell('chatAskReference'),
    badReference: tell('chatBadReference'),
    askProof: tell('chatAskProof'),
    badProof: tell('shopBotBadProof'),
    proofTooLarge: tell('chatProofTooLarge'),
    proofUnreadable: tell('chatProofUnreadable'),
    // The order's confirmation (items, totals, the private link) is queued with the sale just before.
    placed: (id: number, total: string) => tell('shopBotPlaced', { id, total }),
    cancelled: tell('shopBotCancelled'),
    useButtons: tell('chatUseButtons'),
    unknown: tell('shopBotUnknown'),
  } as const;
};

/** The store bot's texts in `lang`. */
export const shopBotTextsIn = perTextLanguage(textsIn);

/** The chat's words in `lang`: the bot's texts and amounts written as that language writes them. */
export const chatWordsIn = (lang: TextLanguage) => ({
  t: shopBotTextsIn(lang),
  usd: (cents: number) => usd(cents, lang),
  ves: (cents: number) => ves(cents, lang),
  /** A dollar rate and, in the store's zone, since when it is in force. */
  rateSince: (rate: number, at: string, timeZone: string) =>
    shopBotTextsIn(lang).rateSince(
      formatRate(rate, lang),
      formatDateTime(at, { lang, timeZone, style: 'medium' }),
    ),
});
