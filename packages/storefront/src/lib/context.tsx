import { createContext, useContext, useEffect, useState } from 'react';
import type { Translator } from '#storefront/i18n/translate.ts';
import { type CartLine, cartCount, readCart, writeCart } from './cart.ts';

const CART_EVENT = 'vitrina-cart';

export type Shop = { tr: Translator; langQuery: string };
export const ShopContext = createContext<Shop | null>(null);

export function useShop(): Shop {
  const shop = useContext(ShopContext);
  if (!shop) throw new Error('ShopContext missing');
  return shop;
}

/**
 * The store's cart on this device. `null` until the page has hydrated: the server knows no
 * cart, so the first render must match its HTML.
 */
export function useCart(alias: string) {
  const [lines, setLines] = useState<CartLine[] | null>(null);
  useEffect(() => {
    setLines(readCart(alias));
    // Another part of the page (the bar's count) or another tab changing the cart shows here too.
    const onChange = () => setLines(readCart(alias));
    window.addEventListener('storage', onChange);
    window.addEventListener(CART_EVENT, onChange);
    return () => {
      window.removeEventListener('storage', onChange);
      window.removeEventListener(CART_EVENT, onChange);
    };
  }, [alias]);
  const save = (next: CartLine[]) => {
    writeCart(alias, next);
    setLines(next);
    window.dispatchEvent(new Event(CART_EVENT));
  };
  return { lines, save, count: lines ? cartCount(lines) : null };
}
