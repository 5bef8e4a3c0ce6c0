import type { BotApi } from '#server/channels/telegram/bot-api.ts';
import type { Db } from '#server/db/client.ts';
import type { SecretBox } from '#server/lib/secret-box.ts';
import type { RateLimitService } from '#server/modules/ratelimit/ratelimit.service.ts';
import type { SalesService } from '#server/modules/sales/sales.service.ts';
import type { FileStore } from '#server/modules/storage/file-store.ts';

/** What the shopper's side (storefront, checkout, order pages, the store bot's ordering) needs from the app. */
export type ShopDeps = {
  db: Db;
  files: FileStore;
  box: SecretBox;
  botApi: BotApi;
  sales: SalesService;
  limits: RateLimitService;
  publicUrl: string;
  /** Where storefronts live: `<storeHost>/tienda/<web_store>`. */
  storeHost: string;
  timeZone: string;
  /** How old (seconds) a Mini App's init data may be to place an order; browsing accepts a day. */
  miniAppOrderMaxAgeSec: number;
  /** The web push public key shoppers subscribe with. */
  vapidPublicKey: string;
  /** The storefront's built browser files (hydration script, styles). */
  storefrontDist: string;
  onOutbox: () => void;
};
