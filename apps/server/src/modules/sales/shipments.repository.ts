import { CASH_METHOD } from '@vitrina/contract';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import type { BillScope } from './sales.repository.ts';
import { bills, shipmentStateSql } from './sales.tables.ts';

// A delivery company's shipments are sales (see the comment on `bills`): these queries read
// and write the shipment facts on the sales table, scoped by the company or the store.

/** 1 to verify, 2 verified, 3 shipped, 4 delivered (SHIPMENT_STATES in that order). */
export const stateOf = shipmentStateSql(bills);
/** The company's charge: its own amount, else what the shopper paid for shipping. */
const chargeOf = sql<number>`coalesce(${bills.deliveryChargeCents}, ${bills.shippingCents})`;

export type ShipmentFilter = {
  state?: number;
  storeId?: number;
  companyId?: number;
  dealerId?: number;
  from?: string;
  to?: string;
  settled?: boolean;
  /** Shoppers matching a search, found first through their own index. */
  customerIds?: number[];
  id?: number;
};

const owner = (scope: BillScope): SQL =>
  'storeId' in scope ? eq(bills.storeId, scope.storeId) : eq(bills.shippingCompanyId, scope.companyId);

function conditions(scope: BillScope, f: ShipmentFilter): (SQL | undefined)[] {
  return [
    owner(scope),
    // Every shipment has a company: this also lets the partial indexes serve the query.
    isNotNull(bills.shippingCompanyId),
    f.state === undefined ? sql`${stateOf} is not null` : sql`${stateOf} = ${f.state}`,
    f.storeId === undefined ? undefined : eq(bills.storeId, f.storeId),
    f.companyId === undefined ? undefined : eq(bills.shippingCompanyId, f.companyId),
    f.dealerId === undefined ? undefined : eq(bills.deliveryDealerId, f.dealerId),
    f.from ? sql`${bills.saleDay} >= ${f.from}` : undefined,
    f.to ? sql`${bills.saleDay} <= ${f.to}` : undefined,
    f.settled === undefined
      ? undefined
      : f.settled
        ? isNotNull(bills.deliverySettledAt)
        : isNull(bills.deliverySettledAt),
    f.customerIds ? inArray(bills.customerId, f.customerIds.length ? f.customerIds : [-1]) : undefined,
    f.id === undefined ? undefined : eq(bills.id, f.id),
  ];
}

const shipmentColumns = {
  id: bills.id,
  storeId: bills.storeId,
  companyId: bills.shippingCompanyId,
  customerId: bills.customerId,
  status: bills.status,
  state: sql<number>`${stateOf}`,
  mode: bills.shippingMode,
  address: bills.shippingAddress,
  km: bills.shippingKm,
  chargeCents: chargeOf,
  subtotalCents: bills.subtotalCents,
  totalCents: bills.totalCents,
  paymentMethod: bills.paymentMethod,
  paymentStatus: bills.paymentStatus,
  paymentCurrency: bills.paymentCurrency,
  vesCents: bills.vesCents,
  dealerId: bills.deliveryDealerId,
  proof: bills.deliveryProof,
  deliveryNote: bills.deliveryNote,
  verifiedAt: bills.deliveryVerifiedAt,
  settledAt: bills.deliverySettledAt,
  settledBy: bills.deliverySettledBy,
  saleDay: bills.saleDay,
  createdAt: bills.createdAt,
  updatedAt: bills.updatedAt,
};
export type ShipmentDbRow = Awaited<ReturnType<typeof pageShipments>>[number];

/**
 * The cash orders' money the company's couriers collected (the company's step on the orders it
 * carries): in USD, and in Bs. for those the shopper paid in bolívares.
 */
const collected = sql`${bills.paymentMethod} = ${CASH_METHOD} and ${bills.paymentStatus} = 1`;
const cashCollected = {
  cashCents: sql<number>`coalesce(sum(${bills.totalCents}) filter (where ${collected}), 0)::bigint`,
  cashVesCents: sql<number>`coalesce(sum(${bills.vesCents}) filter (where ${collected}
    and ${bills.paymentCurrency} = 'VES'), 0)::bigint`,
};

/** One keyset page, newest first, after the sale `beforeId`. */
export async function pageShipments(
  db: DbOrTx,
  scope: BillScope,
  f: ShipmentFilter,
  limit: number,
  beforeId?: number,
) {
  return db
    .select(shipmentColumns)
    .from(bills)
    .where(and(...conditions(scope, f), beforeId === undefined ? undefined : lt(bills.id, beforeId)))
    .orderBy(desc(bills.id))
    .limit(limit);
}

/** Matching shipments counted up to `cap`: the exact number, or `cap` and `capped`. */
export async function countShipments(db: DbOrTx, scope: BillScope, f: ShipmentFilter, cap: number) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(
    db
      .select({ one: sql`1` })
      .from(bills)
      .where(and(...conditions(scope, f)))
      .limit(cap + 1)
      .as('matching'),
  );
  const n = Number(row?.n ?? 0);
  return { total: Math.min(n, cap), capped: n > cap };
}

/** One shipment of the scope, or undefined (another tenant's, or no shipment). */
export async function findShipment(db: DbOrTx, scope: BillScope, id: number) {
  const [row] = await db
    .select(shipmentColumns)
    .from(bills)
    .where(and(...conditions(scope, {}), eq(bills.id, id)));
  return row;
}

/**
 * The company accepts a shipment and assigns its courier: one conditional update, so of many
 * simultaneous attempts exactly one matches (the others see it accepted and match nothing).
 */
export async function accept(db: DbOrTx, companyId: number, id: number, dealerId: number) {
  const [row] = await db
    .update(bills)
    .set({ deliveryDealerId: dealerId, deliveryVerifiedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(bills.id, id),
        eq(bills.shippingCompanyId, companyId),
        eq(bills.status, 1),
        isNull(bills.deliveryVerifiedAt),
      ),
    )
    .returning({ id: bills.id, status: bills.status });
  return row;
}

/** Records, once, that the company's charge for a delivered shipment was settled. */
export async function settle(db: DbOrTx, companyId: number, id: number, userId: number) {
  const [row] = await db
    .update(bills)
    .set({ deliverySettledAt: sql`now()`, deliverySettledBy: userId })
    .where(
      and(
        eq(bills.id, id),
        eq(bills.shippingCompanyId, companyId),
        sql`${stateOf} = 4`,
        isNull(bills.deliverySettledAt),
      ),
    )
    .returning({ id: bills.id });
  return row;
}

// Reports ----------------------------------------------------------------------------------

/** The company's sales that are shipments (to verify, verified, shipped or delivered). */
const shipmentsOf = (companyId: number) =>
  and(eq(bills.shippingCompanyId, companyId), sql`${stateOf} is not null`);

/**
 * The company's shipments of a range of sale days, grouped by store, courier, day, state and
 * whether settled (a few thousand groups at most for a year): every part of the report is
 * added up from these.
 */
export async function reportGroups(db: DbOrTx, companyId: number, from: string, to: string) {
  return db
    .select({
      storeId: bills.storeId,
      dealerId: bills.deliveryDealerId,
      day: bills.saleDay,
      state: sql<number>`${stateOf}`.as('state'),
      settled: sql<boolean>`${bills.deliverySettledAt} is not null`.as('settled'),
      count: sql<number>`count(*)::int`,
      cents: sql<number>`sum(${chargeOf})::bigint`,
      ...cashCollected,
    })
    .from(bills)
    .where(and(shipmentsOf(companyId), sql`${bills.saleDay} between ${from} and ${to}`))
    .groupBy(sql`1, 2, 3, 4, 5`);
}

/** The CSV's next batch: keyset on (sale day, id) over the company's day index. */
export async function exportBatch(
  db: DbOrTx,
  companyId: number,
  from: string,
  to: string,
  after: { day: string; id: number } | undefined,
  limit: number,
) {
  return db
    .select(shipmentColumns)
    .from(bills)
    .where(
      and(
        shipmentsOf(companyId),
        sql`${bills.saleDay} between ${from} and ${to}`,
        after ? sql`(${bills.saleDay}, ${bills.id}) > (${after.day}::date, ${after.id})` : undefined,
      ),
    )
    .orderBy(asc(bills.saleDay), asc(bills.id))
    .limit(limit);
}

/** A company's shipments count and its delivered charges, settled and not. */
export async function totalsOf(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      delivered: sql<number>`(count(*) filter (where ${stateOf} = 4))::int`,
      earned: sql<number>`coalesce(sum(${chargeOf}) filter (where ${stateOf} = 4), 0)::bigint`,
      settled: sql<number>`coalesce(sum(${chargeOf}) filter (where ${stateOf} = 4 and ${bills.deliverySettledAt} is not null), 0)::bigint`,
      ...cashCollected,
    })
    .from(bills)
    .where(shipmentsOf(companyId));
  return row!;
}
