import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from '#server/db/columns.ts';
import { stores } from '#server/modules/stores/stores.tables.ts';
import { users } from '#server/modules/users/users.tables.ts';

export const deliveryCompanies = pgTable(
  'delivery_companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** One company per administrator: the session's company is the one its user runs. */
    primaryAdminId: integer('primary_admin_id')
      .notNull()
      .references(() => users.id),
    secondaryAdminId: integer('secondary_admin_id').references(() => users.id),
    code: text('code'),
    /** On: the shipping price is added to the shopper's bill; off: the store ships free and settles. */
    canCharge: boolean('can_charge').notNull().default(false),
    /** Handling fee per shipment, in cents. */
    feeCents: integer('fee_cents').notNull().default(0),
    geolocationMode: boolean('geolocation_mode').notNull().default(false),
    /** Geolocation mode: cents per km of great-circle distance, and the least a shipment costs. */
    ratePerKmCents: integer('rate_per_km_cents').notNull().default(0),
    minRateCents: integer('min_rate_cents').notNull().default(0),
    phone: text('phone'),
    address: text('address'),
    logo: text('logo'),
    /** COMPANY_STATUS: 1 active, 2 suspended. */
    statusId: smallint('status_id').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('delivery_companies_primary_admin_uq').on(t.primaryAdminId),
    index('delivery_companies_secondary_admin_idx').on(t.secondaryAdminId),
    // The admin's list (newest first, optionally by status) and the stores' list of active ones.
    index('delivery_companies_status_idx').on(t.statusId, t.id),
  ],
);

/**
 * A shipping route: origin → destination (country, optionally state, optionally city) and the
 * percentage of the order subtotal it charges, in hundredths of a percent (12.5 % = 1250).
 * Owned by a delivery company (its `deliver/price`) or by a store that ships with its own
 * couriers (`deliveryprices`), never both.
 */
export const deliveryRoutes = pgTable(
  'delivery_routes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => deliveryCompanies.id, { onDelete: 'cascade' }),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    originCountryId: integer('origin_country_id').notNull(),
    originStateId: integer('origin_state_id'),
    originCityId: integer('origin_city_id'),
    destinationCountryId: integer('destination_country_id').notNull(),
    destinationStateId: integer('destination_state_id'),
    destinationCityId: integer('destination_city_id'),
    percentageBp: integer('percentage_bp').notNull(),
    ...timestamps(),
  },
  (t) => [
    check('delivery_routes_one_owner', sql`(${t.companyId} IS NULL) <> (${t.storeId} IS NULL)`),
    check('delivery_routes_percentage', sql`${t.percentageBp} > 0 AND ${t.percentageBp} <= 10000`),
    index('delivery_routes_company_idx').on(t.companyId, t.id),
    index('delivery_routes_store_idx').on(t.storeId, t.id),
    // One route per owner and place pair: a second one is a duplicate (422), whatever parts are empty.
    uniqueIndex('delivery_routes_place_uq').on(
      sql`coalesce(${t.companyId}, 0)`,
      sql`coalesce(${t.storeId}, 0)`,
      t.originCountryId,
      sql`coalesce(${t.originStateId}, 0)`,
      sql`coalesce(${t.originCityId}, 0)`,
      t.destinationCountryId,
      sql`coalesce(${t.destinationStateId}, 0)`,
      sql`coalesce(${t.destinationCityId}, 0)`,
    ),
  ],
);

/**
 * A store's link to a delivery company. Unlinking deletes the row; past shipments keep the
 * company on their bills (`bills.shipping_company_id`).
 */
export const storeDeliveryLinks = pgTable(
  'store_delivery_links',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => deliveryCompanies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.companyId] }),
    // The company's linked stores.
    index('store_delivery_links_company_idx').on(t.companyId, t.storeId),
  ],
);
