import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { moment, timestamps } from '#server/db/columns.ts';
import { categories } from '#server/modules/categories/categories.tables.ts';
import { users } from '#server/modules/users/users.tables.ts';

export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    phone: text('phone'),
    image: text('image'),
    telegramUserBot: text('telegram_user_bot'),
    webStore: text('web_store'),
    categoryId: integer('category_id').references(() => categories.id),
    address: text('address'),
    /** Ids of the shipped geographic data set (modules/geo). */
    countryId: integer('country_id'),
    stateId: integer('state_id'),
    cityId: integer('city_id'),
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    /** The bot token, encrypted with SECRET_KEY (AES-256-GCM); never sent whole to a browser. */
    telegramTokenEnc: text('telegram_token_enc'),
    /** Secret Telegram echoes in X-Telegram-Bot-Api-Secret-Token on each webhook call. */
    telegramWebhookSecret: text('telegram_webhook_secret'),
    telegramConnected: boolean('telegram_connected').notNull().default(false),
    statusId: smallint('status_id').notNull().default(1),
    /** IANA zone of its hours, sale days and times; null while it keeps the platform's (TIME_ZONE). */
    timeZone: text('time_zone'),
    /** Its own bolívares per dollar and when it was set; null while it follows the platform's. */
    dollarRate: numeric('dollar_rate', { precision: 14, scale: 4 }),
    dollarRateAt: moment('dollar_rate_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('stores_owner_uq').on(t.ownerId),
    uniqueIndex('stores_web_store_uq').on(sql`lower(${t.webStore})`),
    index('stores_status_idx').on(t.statusId, t.id),
  ],
);

export const templates = pgTable('templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

/** The templates a store may use, in order; the first is the current one. */
export const storeTemplates = pgTable(
  'store_templates',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('store_templates_pk').on(t.storeId, t.position)],
);
