import { TICKET_SALE_WAITING, type TicketDashboardReply } from '@vitrina/contract';
import { fromCents } from '#server/lib/money.ts';
import type { Principal } from '#server/lib/principal.ts';
import type { TicketsDeps } from '#server/modules/tickets/tickets.deps.ts';
import { readScope } from './bills.service.ts';
import * as reports from './ticket-reports.repository.ts';

/** Events shown on the dashboard: the latest by start. */
const EVENTS_SHOWN = 50;

const toIso = (d: Date | string) => new Date(d).toISOString();

/** The ticket master's dashboard (GET ticket/dashboard); the admin sees every manager's. */
export function createTicketDashboardService(deps: Pick<TicketsDeps, 'db' | 'timeZone'>) {
  const { db } = deps;
  return {
    async get(principal: Principal): Promise<TicketDashboardReply> {
      const scope = await readScope(db, principal);
      const [totals, events] = await Promise.all([
        reports.totals(db, scope, TICKET_SALE_WAITING),
        reports.eventFigures(db, scope, EVENTS_SHOWN),
      ]);
      const types = await reports.typeFigures(
        db,
        events.map((e) => Number(e.id)),
      );
      return {
        pending_reviews: totals.pending,
        tickets_sold: totals.sold,
        checked_in: totals.checkedIn,
        revenue_usd: fromCents(totals.usdCents),
        revenue_ves: fromCents(totals.vesCents),
        events: events.map((e) => ({
          id: Number(e.id),
          name: e.name,
          starts_at: toIso(e.starts_at),
          time_zone: e.time_zone ?? deps.timeZone,
          status: Number(e.status),
          sold: Number(e.sold),
          checked_in: Number(e.checked_in),
          revenue_usd: fromCents(Number(e.usd_cents)),
          revenue_ves: fromCents(Number(e.ves_cents)),
          types: types
            .filter((t) => Number(t.event_id) === Number(e.id))
            .map((t) => ({
              id: Number(t.id),
              name: t.name,
              quota: Number(t.quota),
              sold: Number(t.sold),
              taken: Number(t.taken),
            })),
        })),
      };
    },
  };
}
export type TicketDashboardService = ReturnType<typeof createTicketDashboardService>;
