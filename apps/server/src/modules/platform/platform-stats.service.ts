/** The admin dashboard's licence figures: revenue, pending payments and store counts. */
import { LICENCE_STATS_DEFAULT_DAYS, type LicenceStats, type LicenceStatsQuery } from '@vitrina/contract';
import type { Db } from '#server/db/client.ts';
import { dayEndIn, dayIn, dayStartIn, daysBefore } from '#server/lib/days.ts';
import { licenceRevenue, pendingPaymentsCount } from '#server/modules/licences/membership.service.ts';
import { platformStoreCounts } from '#server/modules/stores/admin-stores.service.ts';

/** The admin dashboard's licence figures over a period of the platform's calendar. */
export async function licenceStats(
  deps: { db: Db; timeZone: string },
  q: LicenceStatsQuery,
): Promise<LicenceStats> {
  const { db, timeZone } = deps;
  const end = q.end_date ?? dayIn(timeZone, new Date());
  const start = q.start_date ?? daysBefore(end, LICENCE_STATS_DEFAULT_DAYS - 1);
  const from = dayStartIn(timeZone, start);
  const to = dayEndIn(timeZone, end);
  const [revenue, pending, counts] = await Promise.all([
    licenceRevenue(db, from, to, { timeZone }),
    pendingPaymentsCount(db),
    platformStoreCounts(db, from, to),
  ]);
  return {
    start_date: start,
    end_date: end,
    revenue: { total: revenue.total, count: revenue.count },
    revenue_by_plan: revenue.byPlan,
    revenue_by_day: revenue.byDay,
    pending_payments: pending,
    new_stores: counts.newStores,
    expiring: counts.expiring,
    expired: counts.expired,
  };
}
