import type {
  ShopAccountsReply,
  ShopOrder,
  ShopProduct,
  ShopProductsReply,
  ShopStore,
} from '@vitrina/contract';
import type { ShopTexts } from '#storefront/i18n/types.ts';

/** What the store page shows: one page of a catalogue's or a search's products. */
export type StorePageProps = {
  page: 'store';
  store: ShopStore;
  products: ShopProductsReply;
  catalogueId: number | null;
  q: string;
  rateSince: RateSince;
};
/**
 * Since when the dollar rate is in force, already written in the shopper's language and the
 * store's zone (the server's `dollar_rate_at`); null for the platform's default rate, never set.
 */
export type RateSince = string | null;
export type ProductPageProps = {
  page: 'product';
  store: ShopStore;
  product: ShopProduct;
  rateSince: RateSince;
};
/** Where the store's couriers and companies price routes: the country's states and their cities. */
export type Places = {
  country_id: number;
  states: { id: number; name: string; cities: { id: number; name: string }[] }[];
};
export type CartPageProps = {
  page: 'cart';
  store: ShopStore;
  payment: ShopAccountsReply;
  places: Places | null;
  /** Since when `payment.dollar_rate` is in force (see RateSince). */
  rateSince: RateSince;
};
/** The order with its times already written in the shopper's language and the store's zone. */
export type OrderPageProps = {
  page: 'order';
  token: string;
  order: ShopOrder;
  placedOn: string;
  /** When the unpaid order expires, written by the server in the store's zone (null: it does not). */
  expiresOn: string | null;
  historyAt: string[];
};
export type NotFoundProps = { page: 'notFound'; what: 'store' | 'order' };
export type PageProps = StorePageProps | ProductPageProps | CartPageProps | OrderPageProps | NotFoundProps;

/** The page's data, as the server renders it and as the browser hydrates it (#shop-data). */
export type ShopData = {
  props: PageProps;
  lang: string;
  /** `?lang=xx` when the shopper chose the language in the address (links carry it on), else ''. */
  langQuery: string;
  texts: ShopTexts;
};
