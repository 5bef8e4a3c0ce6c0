import { createCheckoutService } from './checkout.service.ts';
import { miniAppSession } from './mini-app.ts';
import { createOrdersService } from './orders.service.ts';
import type { ShopDeps } from './shop.deps.ts';
import { createShopBot } from './shop-bot.service.ts';
import { createStorefrontService } from './storefront.service.ts';

/**
 * The shopper's side, built once from what the app hands it (app.ts): the storefront's reads
 * and quote, the checkout, the shopper's own order, the Mini App's session and the store bot's
 * ordering. The API's and the pages' routes, and the Telegram webhook, receive what they use.
 */
export function createShopService(deps: ShopDeps) {
  return {
    storefront: createStorefrontService(deps),
    checkout: createCheckoutService(deps),
    orders: createOrdersService(deps),
    miniApp: {
      session: (body: { web_store: string; init_data: string }, address: string) =>
        miniAppSession(deps, body, address),
    },
    bot: createShopBot(deps),
    /** The order throttle's counters (in the database, shared by every process). */
    limits: deps.limits,
    timeZone: deps.timeZone,
    /** The storefront's built browser files (hydration script, styles). */
    storefrontDist: deps.storefrontDist,
  };
}
export type ShopService = ReturnType<typeof createShopService>;
