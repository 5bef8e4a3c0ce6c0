import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, moment, timestamps } from '#server/db/columns.ts';
import { banks } from '#server/modules/banks/banks.tables.ts';
import { products } from '#server/modules/catalog/catalog.tables.ts';
import { customers } from '#server/modules/customers/customers.tables.ts';
import { dealers } from '#server/modules/dealers/dealers.tables.ts';
import { deliveryCompanies } from '#server/modules/delivery/delivery.tables.ts';
import { stores } from '#server/modules/stores/stores.tables.ts';
import { users } from '#server/modules/users/users.tables.ts';

/**
 * A shipment's state as a number (SHIPMENT_STATE_CODES): 1 to verify, 2 verified, 3 shipped,
 * 4 delivered, null when the sale is no shipment (not verified, cancelled, rejected). The same
 * expression is indexed and queried, so a state filter is one index range.
 */
export const shipmentStateSql = (t: {
  status: AnyPgColumn;
  deliveryVerifiedAt: AnyPgColumn;
}) => sql`(case when ${t.status} = 1 and ${t.deliveryVerifiedAt} is null then 1
  when ${t.status} = 1 then 2 when ${t.status} = 3 then 3 when ${t.status} in (4, 5) then 4 end)`;

/** A sale ("bill") of a store. Money in USD cents; VES amounts in VES cents. */
export const bills = pgTable(
  'bills',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    channel: text('channel').notNull(),
    status: smallint('status').notNull(),
    paymentStatus: smallint('payment_status').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    /** 'USD' or 'VES': what the shopper paid in. */
    paymentCurrency: text('payment_currency').notNull(),
    dollarRate: numeric('dollar_rate', { precision: 14, scale: 4 }),
    vesCents: bigint('ves_cents', { mode: 'number' }),
    bankId: integer('bank_id').references(() => banks.id, { onDelete: 'set null' }),
    paymentMethod: text('payment_method'),
    paymentReference: text('payment_reference'),
    proofImage: text('proof_image'),
    /** SHA-256 of the proof image, to warn when one picture pays two sales. */
    proofHash: text('proof_hash'),
    /** 'pickup' | 'route' | 'distance' */
    shippingMode: text('shipping_mode').notNull().default('pickup'),
    shippingCompanyId: integer('shipping_company_id').references(() => deliveryCompanies.id),
    shippingAddress: text('shipping_address'),
    shippingKm: numeric('shipping_km', { precision: 9, scale: 2 }),
    // The shipment by a delivery company lives on its sale (issue 11): a shipment is a sale
    // with delivery by a linked company, one to one, and its state is the sale's status plus
    // whether the company accepted it. Keeping these facts here lets one conditional UPDATE
    // change the state and the shipment together (accept + courier, picked up, delivered +
    // proof), lets the store's cancel end the shipment without a second table to keep in step,
    // and serves the company's list from one indexed query. The delivery module reads and
    // writes them only through the sales service (sale-shipments.service.ts).
    /** The company's charge for the shipment, in cents (null: the sale's shipping_cents). */
    deliveryChargeCents: integer('delivery_charge_cents'),
    /** The company's courier, assigned when the company accepts the shipment. */
    deliveryDealerId: integer('delivery_dealer_id').references(() => dealers.id, { onDelete: 'set null' }),
    /** When the company accepted it ("verified"); null while it is "to verify". */
    deliveryVerifiedAt: moment('delivery_verified_at'),
    /** The photo (file name) and note of the delivery. */
    deliveryProof: text('delivery_proof'),
    deliveryNote: text('delivery_note'),
    /** When and by whom the company's charge was recorded as settled (PATCH delivery/pay). */
    deliverySettledAt: moment('delivery_settled_at'),
    deliverySettledBy: integer('delivery_settled_by').references(() => users.id, { onDelete: 'set null' }),
    cancellationNote: text('cancellation_note'),
    /**
     * SHA-256 (hex) of the shopper's private order link token (`/tienda/<alias>/pedido/<token>`):
     * the token itself is only e-mailed and shown, never stored.
     */
    orderTokenHash: text('order_token_hash'),
    /**
     * The e-mail and phone the shopper gave with this order (web store, Mini App, bot): where
     * its news go, even when the customer's saved contact is another.
     */
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    /** Day of the sale in the store's calendar: the key of the daily rollups. */
    saleDay: date('sale_day', { mode: 'string' }).notNull(),
    /** When the shopper was reminded that this unpaid order is about to expire (once). */
    remindedAt: moment('reminded_at'),
    ...timestamps(),
  },
  (t) => [
    index('bills_store_id_idx').on(t.storeId, t.id),
    index('bills_store_status_idx').on(t.storeId, t.status, t.id),
    index('bills_store_payment_idx').on(t.storeId, t.paymentStatus, t.id),
    index('bills_store_channel_idx').on(t.storeId, t.channel, t.id),
    index('bills_store_day_idx').on(t.storeId, t.saleDay, t.id),
    index('bills_store_updated_idx').on(t.storeId, t.updatedAt),
    uniqueIndex('bills_order_token_uq').on(t.orderTokenHash),
    index('bills_store_reference_idx').on(t.storeId, sql`lower(${t.paymentReference})`),
    index('bills_store_proof_idx').on(t.storeId, t.proofHash),
    index('bills_customer_idx').on(t.customerId, t.id),
    // A delivery company's shipments: all of them newest first, by state, by sale day (reports,
    // export); a store's shipments; a courier's.
    index('bills_company_idx').on(t.shippingCompanyId, t.id).where(sql`${t.shippingCompanyId} is not null`),
    index('bills_company_state_idx')
      .on(t.shippingCompanyId, shipmentStateSql(t), t.id)
      .where(sql`${t.shippingCompanyId} is not null`),
    index('bills_company_day_idx')
      .on(t.shippingCompanyId, t.saleDay, t.id)
      .where(sql`${t.shippingCompanyId} is not null`),
    index('bills_store_shipments_idx').on(t.storeId, t.id).where(sql`${t.shippingCompanyId} is not null`),
    index('bills_dealer_idx').on(t.deliveryDealerId, t.id).where(sql`${t.deliveryDealerId} is not null`),
    // Unpaid orders that may expire (issue 32 §3): a store's, oldest first.
    index('bills_unpaid_idx')
      .on(t.storeId, t.createdAt)
      .where(sql`${t.paymentStatus} = 0 and ${t.status} in (1, 2)`),
  ],
);

/**
 * A part of a sale's payment the store's staff received (issue 32 §2): cash or a transfer, in
 * dollars or bolívares; `usdCents` is its worth in dollars at `dollarRate` (the sale's, or the
 * store's at the moment of the part for a sale priced without one).
 */
export const salePayments = pgTable(
  'sale_payments',
  {
    id: serial('id').primaryKey(),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    currency: text('currency').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    usdCents: integer('usd_cents').notNull(),
    dollarRate: numeric('dollar_rate', { precision: 14, scale: 4 }),
    bankId: integer('bank_id').references(() => banks.id, { onDelete: 'set null' }),
    reference: text('reference'),
    proofImage: text('proof_image'),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('sale_payments_bill_idx').on(t.billId, t.id)],
);

/** A store's sale settings (issue 32): cash at pick-up and on delivery, unpaid orders' expiry. */
export const saleSettings = pgTable('sale_settings', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  cashOnPickup: boolean('cash_on_pickup').notNull().default(false),
  cashOnDelivery: boolean('cash_on_delivery').notNull().default(false),
  /** Hours an unpaid order waits before it expires; null: it never does. */
  unpaidOrderHours: integer('unpaid_order_hours'),
  ...timestamps(),
});

export const billItems = pgTable(
  'bill_items',
  {
    id: serial('id').primaryKey(),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The product as sold: its name and price at the time of sale. */
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    extras: jsonb('extras')
      .$type<{ extra_id: number | null; name: string; price_cents: number }[]>()
      .notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
  },
  (t) => [index('bill_items_bill_idx').on(t.billId), index('bill_items_product_idx').on(t.productId)],
);

/** Every status change of a sale: who, when, from, to, note. */
export const billHistory = pgTable(
  'bill_history',
  {
    id: serial('id').primaryKey(),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The delivery company the actor acted for (its steps on a shipment name the company). */
    actorCompanyId: integer('actor_company_id').references(() => deliveryCompanies.id, {
      onDelete: 'set null',
    }),
    /** null for the sale's creation. */
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    /** HISTORY_EVENTS: what the row records besides a status change. */
    event: text('event'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('bill_history_bill_idx').on(t.billId, t.id)],
);

/**
 * Daily rollups kept in the same transaction as each sale and status change, so dashboards
 * and reports never scan the sales table.
 */
export const salesDaily = pgTable(
  'sales_daily',
  {
    storeId: integer('store_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    channel: text('channel').notNull(),
    status: smallint('status').notNull(),
    paymentStatus: smallint('payment_status').notNull(),
    count: integer('count').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    shippingCents: bigint('shipping_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day, t.channel, t.status, t.paymentStatus] })],
);

export const productSalesDaily = pgTable(
  'product_sales_daily',
  {
    storeId: integer('store_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    productId: integer('product_id').notNull(),
    status: smallint('status').notNull(),
    quantity: integer('quantity').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.day, t.productId, t.status] }),
    index('product_sales_daily_store_day_idx').on(t.storeId, t.day),
  ],
);

/** Paid purchases per customer and day (top buyers of a range). */
export const customerSalesDaily = pgTable(
  'customer_sales_daily',
  {
    storeId: integer('store_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    customerId: integer('customer_id').notNull(),
    channel: text('channel').notNull(),
    count: integer('count').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.day, t.customerId] }),
    index('customer_sales_daily_store_day_idx').on(t.storeId, t.day),
  ],
);
