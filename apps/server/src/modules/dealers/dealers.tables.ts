import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from '#server/db/columns.ts';
import { deliveryCompanies } from '#server/modules/delivery/delivery.tables.ts';
import { stores } from '#server/modules/stores/stores.tables.ts';

/** A courier of a store (store_id) or of a delivery company (company_id). */
export const dealers = pgTable(
  'dealers',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => deliveryCompanies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    lastname: text('lastname').notNull().default(''),
    phone: text('phone').notNull(),
    identificationType: text('identification_type').notNull(),
    identification: text('identification').notNull(),
    vehicle: text('vehicle'),
    plate: text('plate'),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('dealers_store_idx').on(t.storeId, t.id), index('dealers_company_idx').on(t.companyId, t.id)],
);
