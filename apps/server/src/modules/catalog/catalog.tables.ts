import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { stores } from '../stores/stores.tables.ts';

export const catalogues = pgTable(
  'catalogues',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalogues_store_idx').on(t.storeId, t.id)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    catalogueId: integer('catalogue_id')
      .notNull()
      .references(() => catalogues.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** USD cents. */
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Keyset pages newest first within a store.
    index('products_store_id_idx').on(t.storeId, t.id),
    index('products_catalogue_idx').on(t.catalogueId),
    index('products_store_name_idx').on(t.storeId, sql`lower(${t.name})`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** File names under FILES_DIR: the original and the resized copy for lists. */
    file: text('file').notNull(),
    thumb: text('thumb').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

export const extras = pgTable(
  'extras',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    catalogueId: integer('catalogue_id')
      .notNull()
      .references(() => catalogues.id),
    name: text('name').notNull(),
    /** USD cents. */
    priceCents: integer('price_cents').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('extras_store_idx').on(t.storeId, t.id), index('extras_catalogue_idx').on(t.catalogueId)],
);
