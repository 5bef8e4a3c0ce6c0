import { moneyAmount, type ShopStore } from '@vitrina/contract';
import type { ReactNode } from 'react';
import { useCart, useShop } from '#storefront/lib/context.tsx';
import { link, storePath } from '#storefront/lib/format.ts';

/** The bar every store page has: the store's name (home) and the cart with its count. */
export function StoreBar({ store }: { store: ShopStore }) {
  const { tr, langQuery } = useShop();
  const alias = store.web_store ?? '';
  const { count } = useCart(alias);
  return (
    <nav className="bar" aria-label={store.name}>
      <a className="bar-home" href={link(storePath(alias), langQuery)}>
        {store.name}
      </a>
      <a className="bar-cart" href={link(`${storePath(alias)}/carrito`, langQuery)}>
        {count ? tr.plural('cartCount', count) : tr.t('cart')}
      </a>
    </nav>
  );
}

export function Main({ children }: { children: ReactNode }) {
  return (
    <main id="content" className="main">
      {children}
    </main>
  );
}

/** A price in USD with its bolívares. */
export function Price({ usd, ves, className }: { usd: string; ves: string; className?: string }) {
  return (
    <p className={className ?? 'price'}>
      <strong suppressHydrationWarning>{usd}</strong> <span suppressHydrationWarning>{ves}</span>
    </p>
  );
}

/**
 * Once on a page of prices in bolívares: the rate they are worked out at and, when the server
 * knows it, since when it is in force (`since`, already written in the store's zone).
 */
export function RateNote({ rate, since }: { rate: number; since: string | null }) {
  const { tr } = useShop();
  const amount = moneyAmount(rate, tr.lang);
  return (
    <p className="muted rate-note" suppressHydrationWarning>
      {since === null
        ? tr.t('pricesRate', { rate: amount })
        : tr.t('pricesRateSince', { rate: amount, at: since })}
    </p>
  );
}
