import { DEFAULT_TEXT_LANGUAGE } from '@vitrina/contract';
import type { DbOrTx } from '#server/db/client.ts';
import { usd } from '#server/lib/format.ts';
import { enqueueMany } from '#server/modules/outbox/outbox.service.ts';
import { deviceRecipientsOf } from '#server/modules/push/push.service.ts';
import { storeStanding } from '#server/modules/stores/stores.service.ts';
import { activeCashierIds } from '#server/modules/users/users.service.ts';
import { saleTexts } from './sales.texts.ts';

/**
 * A web push to the devices of the store owner and of the store's active cashiers, queued inside
 * the sale's own transaction: when a sale is placed (`new`), and when a shopper who ordered to
 * pay later sends the transfer's proof (`proof`), so the sale is now to be verified. Both carry
 * the sale's tag: the second takes the place of the first on a device that still shows it.
 */
export async function queueSaleAlert(
  tx: DbOrTx,
  sale: { storeId: number; billId: number; totalCents: number },
  publicUrl: string,
  kind: 'new' | 'proof' = 'new',
): Promise<void> {
  const store = await storeStanding(tx, sale.storeId);
  if (!store) return;
  const users = [store.ownerId, ...(await activeCashierIds(tx, sale.storeId))];
  const devices = await deviceRecipientsOf(tx, users);
  const payload = {
    title: store.name,
    body: saleTexts.alert[kind](sale.billId, usd(sale.totalCents, DEFAULT_TEXT_LANGUAGE)),
    url: `${publicUrl}/sales/details/${sale.billId}`,
    tag: `sale-${sale.billId}`,
  };
  await enqueueMany(
    tx,
    devices.map((d) => ({ channel: 'push' as const, recipient: d, payload })),
  );
}
