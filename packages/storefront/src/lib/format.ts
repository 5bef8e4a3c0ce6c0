import { moneyText, type ShopStore } from '@vitrina/contract';
import type { Translator } from '#storefront/i18n/translate.ts';

/** Cents-exact sum and product of money values. */
export const cents = (usd: number): number => Math.round(usd * 100);
export const usdOf = (c: number): number => c / 100;

/** Left-to-right isolated: an amount keeps its order inside Arabic or Hebrew text. */
const ltr = (s: string) => `\u2066${s}\u2069`;

/** Money as every surface writes it (the contract's moneyText), isolated. */
export const usd = (tr: Translator, n: number): string => ltr(moneyText(n, 'USD', tr.lang));
export const bolivars = (tr: Translator, n: number): string => ltr(moneyText(n, 'VES', tr.lang));
/** Bolívares at the rate: USD × rate, to the cent. */
export const ves = (tr: Translator, n: number, rate: number): string =>
  bolivars(tr, Math.round(n * rate * 100) / 100);

/** A link inside the storefront, keeping the chosen language. */
export function link(path: string, langQuery: string, params: Record<string, string | number | null> = {}) {
  const search = new URLSearchParams(langQuery.replace(/^\?/, ''));
  for (const [k, v] of Object.entries(params)) if (v !== null && v !== '') search.set(k, String(v));
  const s = search.toString();
  return s ? `${path}?${s}` : path;
}

export const storePath = (alias: string) => `/tienda/${encodeURIComponent(alias)}`;

/**
 * What a shopper reads when the store takes no orders at all (the server's readiness), or null
 * when it does: a store that may not sell, or one that has no account or nothing to sell yet.
 */
export function ordersBlockedText(tr: Translator, store: ShopStore): string | null {
  if (store.orders_blocked_by === null) return null;
  return tr.t(store.orders_blocked_by === 'not_selling' ? 'notSelling' : 'notYetTakingOrders');
}
