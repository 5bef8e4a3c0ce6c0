import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { deliveryCompanies } from '../delivery/delivery.tables.ts';
import { stores } from '../stores/stores.tables.ts';

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
    bankName: text('bank_name').notNull(),
    accountType: text('account_type').notNull(),
    accountNumber: text('account_number').notNull(),
    ownerFullName: text('owner_full_name').notNull(),
    ownerIdenficationType: text('owner_idenfication_type').notNull(),
    ownerIdenfication: text('owner_idenfication').notNull(),
    ...timestamps(),
  },
  (t) => [index('banks_store_idx').on(t.storeId, t.id), index('banks_company_idx').on(t.companyId, t.id)],
);
