import {
  salePartBody,
  salePartParams,
  ticketBillDetailSchema,
  ticketBillListQuery,
  ticketBillPage,
  ticketDashboardReply,
  ticketPartReply,
  ticketReviewBody,
  ticketReviewReply,
  ticketUserListQuery,
  ticketUserPage,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partForm, pictureOf } from '#server/lib/multipart.ts';
import { idAndBody, idParams, routesOf } from '#server/lib/route.ts';
import { checkInRoutes } from '#server/modules/tickets/checkin/checkin.routes.ts';
import type { TicketsService } from '#server/modules/tickets/tickets.service.ts';
import { callers, principalOf } from '#server/plugins/access.ts';

const tag = 'ticket-sales';

/** Ticket sales and their review, buyers, the dashboard; the door's routes beside them. */
export const ticketSalesRoutes: FastifyPluginAsyncZod<{ tickets: TicketsService }> = async (
  app,
  { tickets },
) => {
  const api = routesOf(app, tag);
  const { bills, review, parts, buyers, dashboard } = tickets;

  api.get('/ticket/ticket-bills', {
    access: callers.masterOrAdmin,
    summary: 'Ticket sales by review option (opt), keyset pages, search by buyer, event, reference',
    querystring: ticketBillListQuery,
    reply: ticketBillPage,
    handler: (req) => bills.list(principalOf(req), req.query),
  });
  api.get('/ticket/ticket-bills/:id', {
    access: callers.masterOrAdmin,
    summary: 'A ticket sale: buyer, lines, proof, tickets, duplicate warnings',
    params: idParams,
    reply: ticketBillDetailSchema,
    handler: (req) => bills.get(principalOf(req), req.params.id),
  });
  api.put('/ticket/ticket-bills/:id', {
    access: callers.master,
    summary: 'Review a ticket sale (opt: 1 reject, 2 verify, 4 not verified)',
    params: idParams,
    body: ticketReviewBody,
    reply: ticketReviewReply,
    handler: idAndBody(review.review),
  });
  api.post('/ticket/ticket-bills/:id/payments', {
    access: callers.master,
    summary:
      'Record a part of the payment received (JSON, or multipart with the proof picture as `proof`); bank_id is one of the ticket master’s accounts; the parts covering the total verify the sale',
    params: idParams,
    body: salePartBody,
    reply: ticketPartReply,
    status: 201,
    upload: { file: 'proof', json: true },
    preValidation: partForm,
    handler: (req) => parts.record(principalOf(req), req.params.id, req.body, pictureOf(req)),
  });
  api.delete('/ticket/ticket-bills/:id/payments/:part_id', {
    access: callers.master,
    summary: 'Take back a part recorded by mistake, while the sale waits for its review',
    params: salePartParams,
    reply: ticketPartReply,
    handler: (req) => parts.remove(principalOf(req), req.params.id, req.params.part_id),
  });
  api.get('/ticket/ticket-users', {
    access: callers.masterOrAdmin,
    summary: 'Buyers with their purchases, tickets and totals',
    querystring: ticketUserListQuery,
    reply: ticketUserPage,
    handler: (req) => buyers.list(principalOf(req), req.query),
  });
  api.get('/ticket/dashboard', {
    access: callers.masterOrAdmin,
    summary: "The ticket master's figures per event and type",
    reply: ticketDashboardReply,
    handler: (req) => dashboard.get(principalOf(req)),
  });
  await app.register(checkInRoutes, { tickets });
};
