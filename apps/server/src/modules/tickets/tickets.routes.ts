import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BotApi } from '../../channels/telegram/bot-api.ts';
import type { Db } from '../../db/client.ts';
import type { FileStore } from '../../lib/files.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { ticketSalesRoutes } from './bills.routes.ts';
import { ticketMasterRoutes } from './events.routes.ts';
import { publicTicketRoutes } from './public.routes.ts';
import { ticketBotRoutes } from './ticket-bot.routes.ts';

/** What the tickets domain needs from the app (wired in app.ts). */
export type TicketsDeps = {
  db: Db;
  files: FileStore;
  box: SecretBox;
  botApi: BotApi;
  publicUrl: string;
  timeZone: string;
  onOutbox: () => void;
};

/**
 * The ticket-sales variant's API (SPEC.md §7 "Tickets and events"): each part of the domain
 * is its own plugin, registered here under /api.
 */
export const ticketsRoutes: FastifyPluginAsyncZod<{ deps: TicketsDeps }> = async (app, { deps }) => {
  // events, ticket types, accounts, manager
  await app.register(ticketMasterRoutes, { deps });
  // ticket sales review, tickets, check-in, buyers, dashboard
  await app.register(ticketSalesRoutes, { deps });
  // public event and purchase
  await app.register(publicTicketRoutes, { deps });
  // events' Telegram bots
  await app.register(ticketBotRoutes, { deps });
};
