import {
  type CartLineInput,
  SHOP_PAGE_SIZE,
  type ShopAccountsReply,
  type ShopProduct,
  type ShopProductsQuery,
  type ShopProductsReply,
  type ShopQuoteBody,
  type ShopQuoteReply,
  type ShopStore,
} from '@vitrina/contract';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { fromCents } from '../../lib/money.ts';
import { storeAccounts } from '../banks/banks.service.ts';
import {
  activeExtras,
  activeProductsOf,
  shopCataloguesOf,
  shopProductDetail,
  shopProductsPage,
} from '../catalog/catalog.service.ts';
import { quoteForStore } from '../delivery/quote.service.ts';
import { faqsOf } from '../faqs/faqs.service.ts';
import { sellingRefusal } from '../licences/membership.service.ts';
import { dollarRateOf } from '../licences/plans.service.ts';
import { isOpenAt, storeWeek } from '../schedule/schedule.service.ts';
import { type StorefrontStore, storeByWebStore, storefrontById } from '../stores/stores.service.ts';
import type { ShopDeps } from './shop.routes.ts';
import { shopTexts } from './shop.texts.ts';

/** The store of a storefront alias; 404 when no store has it. */
export async function storeOfAlias(db: DbOrTx, alias: string): Promise<StorefrontStore> {
  const store = await storeByWebStore(db, alias);
  if (!store) throw notFound();
  return store;
}

/** A cart's line as the server prices it (today's prices, the product's own extras). */
export type PricedLine = {
  productId: number;
  name: string;
  quantity: number;
  extraIds: number[];
  unitCents: number;
  lineCents: number;
};

/**
 * Checks and prices a cart: every product an active one of the store, every extra one offered
 * with that product, the same product with the same extras merged into one line. 422 on `lines`
 * naming the product or extra. Stock is not taken here (the sale does it).
 */
export async function priceCart(db: DbOrTx, storeId: number, input: CartLineInput[]) {
  const merged = new Map<string, { productId: number; quantity: number; extraIds: number[] }>();
  for (const line of input) {
    const extraIds = [...new Set(line.extra_ids)].sort((a, b) => a - b);
    const key = `${line.product_id}:${extraIds.join(',')}`;
    const seen = merged.get(key);
    if (seen) seen.quantity += line.quantity;
    else merged.set(key, { productId: line.product_id, quantity: line.quantity, extraIds });
  }
  const products = new Map(
    (
      await activeProductsOf(
        db,
        storeId,
        input.map((l) => l.product_id),
      )
    ).map((p) => [p.id, p]),
  );
  const errors: string[] = [];
  const lines: PricedLine[] = [];
  for (const line of merged.values()) {
    const product = products.get(line.productId);
    if (!product) {
      errors.push(shopTexts.unknownProduct(line.productId));
      continue;
    }
    const extras = await activeExtras(db, storeId, product.id, line.extraIds);
    for (const id of line.extraIds)
      if (!extras.some((e) => e.id === id)) errors.push(shopTexts.unknownExtra(id, product.name));
    const unitCents = product.priceCents + extras.reduce((s, e) => s + e.priceCents, 0);
    lines.push({
      productId: product.id,
      name: product.name,
      quantity: line.quantity,
      extraIds: line.extraIds,
      unitCents,
      lineCents: unitCents * line.quantity,
    });
  }
  if (errors.length > 0) throw invalid({ lines: errors });
  return { lines, subtotalCents: lines.reduce((s, l) => s + l.lineCents, 0), stock: products };
}

/** Where a cart goes, from the storefront's fields: geo ids and/or a point. */
export function destinationOf(b: {
  country_id?: number;
  state_id?: number;
  city_id?: number;
  latitude?: number;
  longitude?: number;
}) {
  return {
    destination:
      b.country_id === undefined
        ? undefined
        : { country_id: b.country_id, state_id: b.state_id ?? null, city_id: b.city_id ?? null },
    coordinates:
      b.latitude === undefined || b.longitude === undefined
        ? undefined
        : { latitude: b.latitude, longitude: b.longitude },
  };
}

const shopCursor = z.object({ id: z.number().int() });

/**
 * What a shopper sees of a store (the web storefront, the Mini App, the store's chat-bot): the
 * store, its active products, its accounts and the shipping quote of a cart. Each method comes
 * by alias (the storefront) and by store id (the bot, which knows its store).
 */
export function createStorefrontService(deps: Pick<ShopDeps, 'db' | 'timeZone'>) {
  const { db } = deps;

  async function storeView(store: StorefrontStore): Promise<ShopStore> {
    const [schedule, refusal, rate, catalogues, faqs] = await Promise.all([
      storeWeek(db, store.id),
      sellingRefusal(db, store.id),
      dollarRateOf(db),
      shopCataloguesOf(db, store.id),
      faqsOf(db, store.id),
    ]);
    return {
      id: store.id,
      name: store.name,
      description: store.description,
      image: store.image,
      phone: store.phone,
      address: store.address,
      web_store: store.webStore,
      telegram_user_bot: store.telegramUserBot,
      schedule,
      open_now: isOpenAt(schedule, deps.timeZone),
      selling: refusal === null,
      dollar_rate: rate,
      catalogues,
      faqs,
    };
  }

  async function productsOf(storeId: number, q: ShopProductsQuery): Promise<ShopProductsReply> {
    const perPage = q.per_page ?? SHOP_PAGE_SIZE;
    const after = decodeCursor(q.cursor, shopCursor);
    const rows = await shopProductsPage(
      db,
      storeId,
      { catalogueId: q.catalogue_id, q: q.q || undefined },
      perPage + 1,
      after?.id,
    );
    const page = rows.slice(0, perPage);
    const last = page.at(-1);
    return {
      data: page.map((r) => ({
        id: r.id,
        name: r.name,
        price: fromCents(r.priceCents),
        thumb: r.thumb,
        in_stock: r.quantity > 0,
      })),
      next_cursor: rows.length > perPage && last ? encodeCursor({ id: last.id }) : null,
    };
  }

  async function productOf(storeId: number, id: number): Promise<ShopProduct> {
    const p = await shopProductDetail(db, storeId, id);
    if (!p) throw notFound();
    return {
      id: p.id,
      name: p.name,
      price: fromCents(p.priceCents),
      thumb: p.images[0]?.thumb ?? null,
      in_stock: p.quantity > 0,
      description: p.description,
      stock: Math.max(0, p.quantity),
      images: p.images,
      extras: p.extras.map((e) => ({ id: e.id, name: e.name, price: fromCents(e.priceCents) })),
      catalogue_ids: [p.catalogueId],
    };
  }

  async function accountsOf(storeId: number): Promise<ShopAccountsReply> {
    const [rate, accounts] = await Promise.all([dollarRateOf(db), storeAccounts(db, storeId)]);
    return { dollar_rate: rate, accounts };
  }

  async function quoteFor(storeId: number, body: ShopQuoteBody): Promise<ShopQuoteReply> {
    const cart = await priceCart(db, storeId, body.lines);
    const reply = await quoteForStore(db, storeId, {
      subtotal_cents: cart.subtotalCents,
      ...destinationOf(body),
    });
    return { ...reply, subtotal: fromCents(cart.subtotalCents) };
  }

  const byAlias = async (alias: string) => (await storeOfAlias(db, alias)).id;

  return {
    store: async (alias: string) => storeView(await storeOfAlias(db, alias)),
    async storeById(id: number): Promise<ShopStore> {
      const store = await storefrontById(db, id);
      if (!store) throw notFound();
      return storeView(store);
    },
    products: async (alias: string, q: ShopProductsQuery) => productsOf(await byAlias(alias), q),
    productsOf,
    product: async (alias: string, id: number) => productOf(await byAlias(alias), id),
    productOf,
    accounts: async (alias: string) => accountsOf(await byAlias(alias)),
    accountsOf,
    quote: async (alias: string, body: ShopQuoteBody) => quoteFor(await byAlias(alias), body),
    quoteFor,
  };
}
export type StorefrontService = ReturnType<typeof createStorefrontService>;
