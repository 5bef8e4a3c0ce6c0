import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { saleSettings } from './sales.tables.ts';

export type SaleSettingsRow = typeof saleSettings.$inferSelect;
export type SaleSettingsValues = Pick<
  SaleSettingsRow,
  'cashOnPickup' | 'cashOnDelivery' | 'unpaidOrderHours'
>;

export async function findSettings(db: DbOrTx, storeId: number): Promise<SaleSettingsRow | undefined> {
  const [row] = await db.select().from(saleSettings).where(eq(saleSettings.storeId, storeId));
  return row;
}

/** Writes the store's settings, created on its first save. */
export async function saveSettings(db: DbOrTx, storeId: number, values: SaleSettingsValues): Promise<void> {
  await db
    .insert(saleSettings)
    .values({ storeId, ...values })
    .onConflictDoUpdate({ target: saleSettings.storeId, set: { ...values, updatedAt: sql`now()` } });
}

/** The stores whose unpaid orders expire, with their hours. */
export const expiringStores = (db: DbOrTx) =>
  db
    .select({ storeId: saleSettings.storeId, hours: saleSettings.unpaidOrderHours })
    .from(saleSettings)
    .where(sql`${saleSettings.unpaidOrderHours} is not null`);
