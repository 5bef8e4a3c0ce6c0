import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from '#server/db/columns.ts';
import { stores } from '#server/modules/stores/stores.tables.ts';

// Column builders are functions: each table needs its own column objects.

/** A row of one store, named, with its creation and last change. */
const storeRow = () => ({
  id: serial('id').primaryKey(),
  storeId: integer('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  ...timestamps(),
});

/** Something sold from a catalogue (a product or an extra): its catalogue, price and visibility. */
const catalogueItem = () => ({
  ...storeRow(),
  catalogueId: integer('catalogue_id')
    .notNull()
    .references(() => catalogues.id),
  /** USD cents. */
  priceCents: integer('price_cents').notNull(),
  active: boolean('active').notNull().default(true),
});

export const catalogues = pgTable('catalogues', storeRow(), (t) => [
  index('catalogues_store_idx').on(t.storeId, t.id),
]);

export const products = pgTable(
  'products',
  {
    ...catalogueItem(),
    description: text('description').notNull().default(''),
    quantity: integer('quantity').notNull().default(0),
  },
  (t) => [
    // Keyset pages newest first within a store.
    index('products_store_id_idx').on(t.storeId, t.id),
    // A storefront's catalogue, keyset-paged newest first.
    index('products_catalogue_idx').on(t.catalogueId, t.id),
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
    /** Names in the file store (modules/storage): the original and the resized copy for lists. */
    file: text('file').notNull(),
    thumb: text('thumb').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

export const extras = pgTable('extras', catalogueItem(), (t) => [
  index('extras_store_idx').on(t.storeId, t.id),
  index('extras_catalogue_idx').on(t.catalogueId),
]);
