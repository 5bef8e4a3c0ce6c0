import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { deliveryCompanies, storeDeliveryLinks } from './delivery.tables.ts';

// The little the shipments need of the delivery tables: company names, and whether a store
// is still linked to a company.

export async function companyNamesById(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: deliveryCompanies.id, name: deliveryCompanies.name })
    .from(deliveryCompanies)
    .where(inArray(deliveryCompanies.id, ids));
}

export async function linkExists(db: DbOrTx, storeId: number, companyId: number) {
  const [row] = await db
    .select({ storeId: storeDeliveryLinks.storeId })
    .from(storeDeliveryLinks)
    .where(and(eq(storeDeliveryLinks.storeId, storeId), eq(storeDeliveryLinks.companyId, companyId)));
  return row !== undefined;
}

/** The stores linked to a company (a search over its shipments' shoppers). */
export async function linkedStoreIds(db: DbOrTx, companyId: number) {
  const rows = await db
    .select({ storeId: storeDeliveryLinks.storeId })
    .from(storeDeliveryLinks)
    .where(eq(storeDeliveryLinks.companyId, companyId));
  return rows.map((r) => r.storeId);
}
