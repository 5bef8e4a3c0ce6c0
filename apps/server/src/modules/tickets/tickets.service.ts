import type { RateLimitService } from '#server/modules/ratelimit/ratelimit.service.ts';
import { createTicketAccountsService } from './accounts/accounts.service.ts';
import { createTicketBotService } from './bot/ticket-bot.service.ts';
import { createCheckInService } from './checkin/checkin.service.ts';
import { createEventTelegramService } from './events/event-telegram.service.ts';
import { createEventsService } from './events/events.service.ts';
import { createTicketManagerService } from './manager.service.ts';
import { createBillsService } from './purchases/bills.service.ts';
import { createBuyersService } from './purchases/buyers.service.ts';
import { createPurchaseService } from './purchases/purchase.service.ts';
import { createReviewService } from './purchases/review.service.ts';
import { createTicketDashboardService } from './purchases/ticket-dashboard.service.ts';
import { createTicketPartsService } from './purchases/ticket-parts.service.ts';
import { createTicketStatementPayments } from './purchases/ticket-statement.service.ts';
import type { TicketsDeps } from './tickets.deps.ts';

/**
 * The ticket-sales variant's services, built once from what the app hands the domain (app.ts):
 * the ticket master's events, accounts and profile; the sales, their review, buyers and
 * dashboard; the door; the buyers' purchases (the API and the public event pages share it);
 * the events' bots. Each routes plugin of the domain receives the ones it uses.
 */
export function createTicketsService(deps: TicketsDeps & { limits: RateLimitService }) {
  const bills = createBillsService(deps);
  return {
    events: createEventsService(deps),
    telegram: createEventTelegramService(deps),
    accounts: createTicketAccountsService(deps.db),
    managers: createTicketManagerService(deps.db),
    bills,
    review: createReviewService(deps),
    parts: createTicketPartsService({ ...deps, detail: bills.get }),
    /** What the statements module matches a ticket master's account statements against. */
    statementPayments: createTicketStatementPayments(deps),
    buyers: createBuyersService(deps),
    dashboard: createTicketDashboardService(deps),
    door: createCheckInService(deps),
    purchases: createPurchaseService(deps),
    bot: createTicketBotService(deps),
    /** The purchase throttle's counters (in the database, shared with the event pages). */
    limits: deps.limits,
  };
}
export type TicketsService = ReturnType<typeof createTicketsService>;
