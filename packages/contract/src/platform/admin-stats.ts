import { z } from 'zod';
import { optionalDateRange } from '../common/dates.ts';

/** The longest period, in days, the admin's licence figures read at once. */
export const LICENCE_STATS_MAX_DAYS = 366;
/** Without dates: the last 30 days, today included. */
export const LICENCE_STATS_DEFAULT_DAYS = 30;

export const licenceStatsQuery = optionalDateRange(
  'start_date',
  'end_date',
  LICENCE_STATS_MAX_DAYS,
  `Both or neither; without them the last ${LICENCE_STATS_DEFAULT_DAYS} days`,
);
export type LicenceStatsQuery = z.infer<typeof licenceStatsQuery>;

/** GET admin/licence-stats: the admin dashboard's platform figures over a period. */
export const licenceStatsSchema = z.object({
  start_date: z.string(),
  end_date: z.string(),
  /** Approved licence payments in the period (by decision day), in USD. */
  revenue: z.object({ total: z.number(), count: z.number().int() }),
  revenue_by_plan: z.array(
    z.object({
      plan_id: z.number().int(),
      plan_name: z.string(),
      total: z.number(),
      count: z.number().int(),
    }),
  ),
  revenue_by_day: z.array(z.object({ day: z.string(), total: z.number() })),
  pending_payments: z.number().int(),
  new_stores: z.number().int(),
  /** Stores whose membership ends within MEMBERSHIP_WARNING_DAYS days, and those already ended (now). */
  expiring: z.number().int(),
  expired: z.number().int(),
});
export type LicenceStats = z.infer<typeof licenceStatsSchema>;
