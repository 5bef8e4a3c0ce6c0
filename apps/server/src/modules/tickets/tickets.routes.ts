import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ticketBotRoutes } from '#server/modules/tickets/bot/ticket-bot.routes.ts';
import { ticketMasterRoutes } from '#server/modules/tickets/events/events.routes.ts';
import { publicTicketRoutes } from '#server/modules/tickets/public/public.routes.ts';
import { ticketSalesRoutes } from '#server/modules/tickets/purchases/bills.routes.ts';
import type { TicketsService } from './tickets.service.ts';

/**
 * The ticket-sales variant's API (SPEC.md §7 "Tickets and events"): each part of the domain
 * is its own plugin, registered here under /api.
 */
export const ticketsRoutes: FastifyPluginAsyncZod<{ tickets: TicketsService }> = async (app, { tickets }) => {
  // events, ticket types, accounts, manager
  await app.register(ticketMasterRoutes, { tickets });
  // ticket sales review, tickets, check-in, buyers, dashboard
  await app.register(ticketSalesRoutes, { tickets });
  // public event and purchase
  await app.register(publicTicketRoutes, { tickets });
  // events' Telegram bots
  await app.register(ticketBotRoutes, { tickets });
};
