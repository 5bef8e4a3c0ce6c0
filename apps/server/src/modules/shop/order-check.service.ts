import type { ShopOrderCheckBody, ShopOrderCheckReply } from '@vitrina/contract';
import type { DbOrTx } from '#server/db/client.ts';
import { conflict } from '#server/lib/errors.ts';
import { fromCents } from '#server/lib/money.ts';
import { storeReadiness } from '#server/modules/onboarding/readiness.service.ts';
import { linesInStock, refusalOf, sellingState } from '#server/modules/sales/sales.service.ts';
import { asSaleLines } from './cart.service.ts';
import { shopTexts } from './shop.texts.ts';

/**
 * Whether a cart can be ordered now, asked before the shopper pays (the web store's and the
 * Mini App's payment step, the bot's transfer question): 409 with the first reason, in the order
 * a shopper can act on it — the store may not sell, takes no orders yet (no account, nothing to
 * sell), is closed (and when it opens), a product is short (and what is left). The order still
 * checks everything when it comes, with the same refusal (refusalOf).
 */
export async function checkOrder(
  db: DbOrTx,
  platformZone: string,
  storeId: number,
  body: ShopOrderCheckBody,
): Promise<ShopOrderCheckReply> {
  const selling = await sellingState(db, storeId, platformZone);
  const readiness = await storeReadiness(db, storeId, selling);
  const refusal = refusalOf(selling);
  const blocked = readiness?.orders_blocked_by ?? null;
  if (blocked === 'not_selling' && refusal) throw conflict(refusal);
  if (blocked) throw conflict(shopTexts.notTakingOrders);
  if (refusal) throw conflict(refusal);
  const lines = await linesInStock(db, storeId, asSaleLines(body.lines));
  return { subtotal: fromCents(lines.reduce((s, l) => s + l.lineTotalCents, 0)) };
}
