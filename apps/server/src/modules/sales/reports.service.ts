import { CHANNELS, type Report, type ReportBody } from '@vitrina/contract';
import type { Db, DbOrTx } from '#server/db/client.ts';
import type { Principal } from '#server/lib/principal.ts';
import { storeOf } from '#server/lib/tenancy.ts';
import {
  createDashboardService,
  daysBetween,
  isRevenue,
  money,
  sum,
  topProducts,
} from './dashboard.service.ts';
import * as repo from './reports.repository.ts';
import { exportSalesCsv } from './reports-export.service.ts';

/**
 * The report of a range, its CSV export and the dashboard, all read from the daily rollups
 * (the CSV from the sales themselves, in batches).
 */
export function createReportsService(db: Db, timeZone: string) {
  return {
    async report(principal: Principal, body: ReportBody): Promise<Report> {
      const storeId = storeOf(principal);
      const { initial_date: from, final_date: to } = body;
      const [statuses, channels, products, days] = await Promise.all([
        repo.byStatus(db, storeId, from, to),
        repo.byChannel(db, storeId, from, to),
        topProducts(db, storeId, from, to, 100),
        repo.byDay(db, storeId, from, to),
      ]);
      const revenueRows = statuses.filter((s) => isRevenue(s.status));
      const byDay = new Map(days.map((d) => [d.day, d]));
      return {
        initial_date: from,
        final_date: to,
        totals: {
          count: sum(statuses, (r) => r.count),
          total: money(sum(statuses, (r) => r.cents)),
          shipping: money(sum(statuses, (r) => r.shipping)),
          revenue: money(sum(revenueRows, (r) => r.paidCents)),
          revenue_count: sum(revenueRows, (r) => r.paidCount),
        },
        by_status: statuses
          .filter((s) => Number(s.count) !== 0)
          .map((s) => ({ status: s.status, count: Number(s.count), total: money(s.cents) })),
        by_channel: CHANNELS.map((channel) => {
          const row = channels.find((c) => c.channel === channel);
          return { channel, count: Number(row?.count ?? 0), total: money(row?.cents) };
        }),
        by_product: products,
        by_day: daysBetween(from, to).map((day) => {
          const row = byDay.get(day);
          return {
            day,
            count: Number(row?.count ?? 0),
            total: money(row?.cents),
            revenue: money(row?.revenueCents),
          };
        }),
      };
    },

    exportCsv: (principal: Principal, body: ReportBody) => exportSalesCsv(db, storeOf(principal), body),

    ...createDashboardService(db, timeZone),
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;

// For the platform admin's store pages ------------------------------------------------------

/** Per store: its sales that count as revenue in [from, to] (days) and their total in USD. */
export async function storeRevenue(
  db: DbOrTx,
  storeIds: number[],
  from: string,
  to: string,
): Promise<Map<number, { count: number; total: number }>> {
  const rows = await repo.totalsByStore(db, [...new Set(storeIds)], { from, to, revenueOnly: true });
  return new Map(rows.map((r) => [r.storeId, { count: Number(r.count), total: money(Number(r.cents)) }]));
}

/** How many sales a store has ever recorded, in any state. */
export async function storeSalesCount(db: DbOrTx, storeId: number): Promise<number> {
  const [row] = await repo.totalsByStore(db, [storeId], { revenueOnly: false });
  return Number(row?.count ?? 0);
}
