import {
  ROLES,
  ticketBillDetailSchema,
  ticketBillListQuery,
  ticketBillPage,
  ticketDashboardReply,
  ticketReviewBody,
  ticketReviewReply,
  ticketUserListQuery,
  ticketUserPage,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint, idAndBody, idParams } from '../../lib/route.ts';
import { principalOf } from '../../plugins/access.ts';
import { createBillsService } from './bills.service.ts';
import { createBuyersService } from './buyers.service.ts';
import { checkInRoutes } from './checkin.routes.ts';
import { createReviewService } from './review.service.ts';
import { createTicketDashboardService } from './ticket-dashboard.service.ts';
import type { TicketsDeps } from './tickets.routes.ts';

/** The ticket master reads its own; the admin reads every manager's. */
const readers = [ROLES.TICKETMASTER, ROLES.ADMIN] as const;
const ticketMaster = [ROLES.TICKETMASTER] as const;
const tag = 'ticket-sales';

/** Ticket sales and their review, buyers, the dashboard; the door's routes beside them. */
export const ticketSalesRoutes: FastifyPluginAsyncZod<{ deps: TicketsDeps }> = async (app, { deps }) => {
  const bills = createBillsService(deps);
  const review = createReviewService(deps);
  const buyers = createBuyersService(deps);
  const dashboard = createTicketDashboardService(deps);

  app.get(
    '/ticket/ticket-bills',
    endpoint(
      readers,
      tag,
      'Ticket sales by review option (opt), keyset pages, search by buyer, event, reference',
      {
        querystring: ticketBillListQuery,
        reply: ticketBillPage,
      },
    ),
    (req) => bills.list(principalOf(req), req.query),
  );
  app.get(
    '/ticket/ticket-bills/:id',
    endpoint(readers, tag, 'A ticket sale: buyer, lines, proof, tickets, duplicate warnings', {
      params: idParams,
      reply: ticketBillDetailSchema,
    }),
    (req) => bills.get(principalOf(req), req.params.id),
  );
  app.put(
    '/ticket/ticket-bills/:id',
    endpoint(ticketMaster, tag, 'Review a ticket sale (opt: 1 reject, 2 verify, 4 not verified)', {
      params: idParams,
      body: ticketReviewBody,
      reply: ticketReviewReply,
    }),
    idAndBody(review.review),
  );
  app.get(
    '/ticket/ticket-users',
    endpoint(readers, tag, 'Buyers with their purchases, tickets and totals', {
      querystring: ticketUserListQuery,
      reply: ticketUserPage,
    }),
    (req) => buyers.list(principalOf(req), req.query),
  );
  app.get(
    '/ticket/dashboard',
    endpoint(readers, tag, "The ticket master's figures per event and type", { reply: ticketDashboardReply }),
    (req) => dashboard.get(principalOf(req)),
  );
  await app.register(checkInRoutes, { deps });
};
