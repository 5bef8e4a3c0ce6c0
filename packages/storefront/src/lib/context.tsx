import { createContext, useContext, useEffect, useState } from 'react';
import type { Translator } from '../i18n/translate.ts';
import { type CartLine, cartCount, readCart, writeCart } from './cart.ts';

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
    // Another tab changing the cart shows here too.
    const onStorage = () => setLines(readCart(alias));
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [alias]);
  const save = (next: CartLine[]) => {
    writeCart(alias, next);
    setLines(next);
  };
  return { lines, save, count: lines ? cartCount(lines) : null };
}
