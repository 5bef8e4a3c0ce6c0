import {
  DASHBOARD_DEFAULT_DAYS,
  type DashboardQuery,
  DEFAULT_TEXT_LANGUAGE,
  merchantText,
  type RangeQuery,
  REVENUE_STATUSES,
} from '@vitrina/contract';
import type { Db } from '#server/db/client.ts';
import { dayIn } from '#server/lib/days.ts';
import { idsOf } from '#server/lib/ids.ts';
import { fromCents } from '#server/lib/money.ts';
import type { Principal } from '#server/lib/principal.ts';
import { storeOf } from '#server/lib/tenancy.ts';
import { productNames } from '#server/modules/catalog/catalog.service.ts';
import { contactsOf, countCustomers, fullName } from '#server/modules/customers/customers.service.ts';
import { countStores, storeNames, storeTimeZone } from '#server/modules/stores/stores.service.ts';
import * as repo from './reports.repository.ts';

export const money = (cents: number | string | null | undefined) => fromCents(Number(cents ?? 0));
export const isRevenue = (status: number) => (REVENUE_STATUSES as readonly number[]).includes(status);
export const sum = <T>(rows: T[], of: (row: T) => number | string) =>
  rows.reduce((s, r) => s + Number(of(r)), 0);

/** Every day from `from` to `to`, inclusive (ISO dates). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (
    let d = new Date(`${from}T00:00:00Z`);
    d <= new Date(`${to}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1)
  ) {
    days.push(d.toISOString().slice(0, 10));
  }
  return days;
}

export async function topProducts(db: Db, storeId: number, from: string, to: string, limit: number) {
  const rows = await repo.topProducts(db, storeId, from, to, limit);
  const names = await productNames(
    db,
    storeId,
    rows.map((r) => r.productId),
  );
  // A product deleted since keeps its number as its name.
  return rows.map((p) => ({
    product_id: p.productId,
    name:
      names.get(p.productId) ?? merchantText(DEFAULT_TEXT_LANGUAGE, 'productDeleted', { id: p.productId }),
    quantity: Number(p.quantity),
    total: money(p.cents),
  }));
}

/**
 * The dashboard's figures (SPEC.md §4), from the daily rollups. A call without dates covers
 * the last DASHBOARD_DEFAULT_DAYS days up to today in the store's time zone (the platform's,
 * `timeZone`, for the admin's figures and a store that set none).
 */
export function createDashboardService(db: Db, timeZone: string) {
  async function range(q: DashboardQuery, storeId?: number): Promise<RangeQuery> {
    if (q.start_date && q.end_date) return { start_date: q.start_date, end_date: q.end_date };
    const zone = storeId === undefined ? timeZone : await storeTimeZone(db, storeId, timeZone);
    const today = dayIn(zone, new Date());
    const start = new Date(`${today}T00:00:00Z`);
    start.setUTCDate(start.getUTCDate() - (DASHBOARD_DEFAULT_DAYS - 1));
    return { start_date: start.toISOString().slice(0, 10), end_date: today };
  }

  return {
    async mostSelled(principal: Principal, q: DashboardQuery) {
      const storeId = storeOf(principal);
      const { start_date, end_date } = await range(q, storeId);
      return topProducts(db, storeId, start_date, end_date, 10);
    },

    async mostUser(principal: Principal, q: DashboardQuery) {
      const storeId = storeOf(principal);
      const { start_date, end_date } = await range(q, storeId);
      const [web, telegram] = await Promise.all(
        (['web', 'telegram'] as const).map((channel) =>
          repo.topBuyers(db, storeId, channel, start_date, end_date, 5),
        ),
      );
      const names = await contactsOf(
        db,
        [...web!, ...telegram!].map((r) => r.clientId),
      );
      const buyers = (rows: typeof web) =>
        rows!.map((r) => {
          const customer = names.get(r.clientId);
          return {
            client_id: r.clientId,
            name: customer ? fullName(customer) : '',
            count: Number(r.count),
            total: money(r.cents),
          };
        });
      return { web: buyers(web), telegram: buyers(telegram) };
    },

    async profit(principal: Principal, q: DashboardQuery) {
      const storeId = storeOf(principal);
      const { start_date, end_date } = await range(q, storeId);
      const sold = (await repo.byStatus(db, storeId, start_date, end_date)).filter((s) =>
        isRevenue(s.status),
      );
      // "Cobrado": sold and paid (a cash sale counts once its cash is collected).
      const cents = sum(sold, (r) => r.paidCents);
      const count = sum(sold, (r) => r.paidCount);
      return { profit: money(cents), count, average: count ? Math.round(cents / count) / 100 : 0 };
    },

    async weeklySales(principal: Principal, q: RangeQuery) {
      const days = new Map(
        (await repo.byDay(db, storeOf(principal), q.start_date, q.end_date)).map((d) => [d.day, d]),
      );
      return daysBetween(q.start_date, q.end_date).map((day) => {
        const row = days.get(day);
        return { day, count: Number(row?.revenueCount ?? 0), total: money(row?.revenueCents) };
      });
    },

    async topStores(q: DashboardQuery) {
      const { start_date, end_date } = await range(q);
      const rows = await repo.topStores(db, start_date, end_date, 10);
      const names = await storeNames(db, idsOf(rows, 'storeId'));
      return {
        top: rows.map((r) => ({
          store_id: r.storeId,
          name: names.get(r.storeId) ?? '',
          count: Number(r.count),
          total: money(r.cents),
        })),
      };
    },

    platformSummary: async () => ({ stores: await countStores(db), customers: await countCustomers(db) }),
  };
}
