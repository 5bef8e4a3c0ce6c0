import { index, integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { paymentAccount, timestamps } from '#server/db/columns.ts';
import { deliveryCompanies } from '#server/modules/delivery/delivery.tables.ts';
import { stores } from '#server/modules/stores/stores.tables.ts';

/**
 * Payment accounts. Exactly one owner: the platform (both ids null), a store or a delivery
 * company. Field names keep SPEC.md's spelling (`owner_idenfication`).
 */
export const banks = pgTable(
  'banks',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => deliveryCompanies.id, { onDelete: 'cascade' }),
    ...paymentAccount(),
    ...timestamps(),
  },
  (t) => [index('banks_store_idx').on(t.storeId, t.id), index('banks_company_idx').on(t.companyId, t.id)],
);
