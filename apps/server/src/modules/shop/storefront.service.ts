import {
  SHOP_PAGE_SIZE,
  type ShopAccountsReply,
  type ShopOrderCheckBody,
  type ShopProduct,
  type ShopProductsQuery,
  type ShopProductsReply,
  type ShopQuoteBody,
  type ShopQuoteReply,
  type ShopStore,
} from '@vitrina/contract';
import { z } from 'zod';
import type { DbOrTx } from '#server/db/client.ts';
import { decodeCursor, encodeCursor } from '#server/lib/cursor.ts';
import { notFound } from '#server/lib/errors.ts';
import { fromCents } from '#server/lib/money.ts';
import { storeAccounts } from '#server/modules/banks/banks.service.ts';
import {
  shopCataloguesOf,
  shopProductDetail,
  shopProductsPage,
} from '#server/modules/catalog/catalog.service.ts';
import { quoteForStore } from '#server/modules/delivery/quote.service.ts';
import { faqsOf } from '#server/modules/faqs/faqs.service.ts';
import { storeRateInForce } from '#server/modules/licences/store-rate.service.ts';
import { storeReadiness } from '#server/modules/onboarding/readiness.service.ts';
import { priceLines, saleSettingsOf, sellingState } from '#server/modules/sales/sales.service.ts';
import {
  type StorefrontStore,
  storeByWebStore,
  storefrontById,
} from '#server/modules/stores/storefront-stores.service.ts';
import { asSaleLines, destinationOf } from './cart.service.ts';
import { checkOrder } from './order-check.service.ts';
import type { ShopDeps } from './shop.deps.ts';

/** The store of a storefront alias; 404 when no store has it. */
export async function storeOfAlias(db: DbOrTx, alias: string): Promise<StorefrontStore> {
  const store = await storeByWebStore(db, alias);
  if (!store) throw notFound();
  return store;
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
    const [{ selling, readiness }, rate, catalogues, faqs] = await Promise.all([
      sellingState(db, store.id, deps.timeZone).then(async (state) => ({
        selling: state,
        readiness: await storeReadiness(db, store.id, state),
      })),
      storeRateInForce(db, store.id),
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
      schedule: selling.week,
      time_zone: selling.timeZone,
      open_now: selling.openNow,
      selling: selling.refusal === null,
      orders_blocked_by: readiness ? readiness.orders_blocked_by : 'not_selling',
      dollar_rate: rate.rate,
      dollar_rate_at: rate.at,
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
    const [rate, accounts, settings] = await Promise.all([
      storeRateInForce(db, storeId),
      storeAccounts(db, storeId),
      saleSettingsOf(db, storeId),
    ]);
    return {
      dollar_rate: rate.rate,
      dollar_rate_at: rate.at,
      accounts,
      cash: { pickup: settings.cash_on_pickup, delivery: settings.cash_on_delivery },
      // Paying later needs a deadline: only a store whose unpaid orders expire offers it.
      pay_later_hours: settings.unpaid_order_hours,
    };
  }

  async function quoteFor(storeId: number, body: ShopQuoteBody): Promise<ShopQuoteReply> {
    const lines = await priceLines(db, storeId, asSaleLines(body.lines));
    const subtotalCents = lines.reduce((s, l) => s + l.lineTotalCents, 0);
    const reply = await quoteForStore(db, storeId, { subtotal_cents: subtotalCents, ...destinationOf(body) });
    return { ...reply, subtotal: fromCents(subtotalCents) };
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
    orderCheck: async (alias: string, body: ShopOrderCheckBody) =>
      checkOrder(db, deps.timeZone, await byAlias(alias), body),
    quoteFor,
  };
}
export type StorefrontService = ReturnType<typeof createStorefrontService>;
