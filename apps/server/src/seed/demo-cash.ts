import { CASH_METHOD, ROLES } from '@vitrina/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { products } from '#server/modules/catalog/catalog.tables.ts';
import { customers } from '#server/modules/customers/customers.tables.ts';
import { stepSale } from '#server/modules/sales/sale-lifecycle.service.ts';
import { recordSale } from '#server/modules/sales/sale-recorder.service.ts';
import { saveSettings } from '#server/modules/sales/sale-settings.repository.ts';
import type { FileStore } from '#server/modules/storage/file-store.ts';

/**
 * The demo store takes cash (USD or Bs.) at pick-up and on delivery, and has one cash order a
 * web shopper will pick up: accepted by the store, its cash still to collect ("Efectivo por
 * cobrar"). Unpaid orders do not expire in the demo (the setting is left off). Recorded through
 * the sale recorder and the sale's own step, in the demo's one transaction; returns the sale.
 */
export async function seedDemoCash(
  tx: DbOrTx,
  opts: { storeId: number; ownerId: number; files: FileStore; timeZone: string; now: Date },
): Promise<number | undefined> {
  await saveSettings(tx, opts.storeId, { cashOnPickup: true, cashOnDelivery: true, unpaidOrderHours: null });
  const [shopper] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.storeId, opts.storeId), eq(customers.channel, 'web')))
    .orderBy(asc(customers.id))
    .limit(1);
  const stocked = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.storeId, opts.storeId), eq(products.active, true)))
    .orderBy(asc(products.id))
    .limit(2);
  if (!shopper || stocked.length < 2) return undefined;
  const id = await recordSale(
    tx,
    { files: opts.files, timeZone: opts.timeZone },
    {
      storeId: opts.storeId,
      customerId: shopper.id,
      channel: 'web',
      items: stocked.map((p, i) => ({ productId: p.id, quantity: i + 1 })),
      shipping: { mode: 'pickup', feeCents: 0 },
      payment: { currency: 'USD', method: CASH_METHOD },
      at: opts.now,
    },
  );
  await stepSale(
    tx,
    { storeId: opts.storeId },
    { userId: opts.ownerId, roleId: ROLES.CLIENT },
    id,
    'verify',
    {
      seeded: true,
    },
  );
  return id;
}
