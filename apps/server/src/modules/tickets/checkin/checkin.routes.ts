import { checkInBody, checkInCountsReply, checkInReply, idParam, ticketCodeField } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routesOf } from '#server/lib/route.ts';
import type { TicketsService } from '#server/modules/tickets/tickets.service.ts';
import { callers, principalOf } from '#server/plugins/access.ts';

const tag = 'ticket-check-in';

/** The door: admissions by code, the live counts, and the tickets' QR pictures. */
export const checkInRoutes: FastifyPluginAsyncZod<{ tickets: TicketsService }> = async (app, { tickets }) => {
  const api = routesOf(app, tag);
  const { door } = tickets;

  api.post('/ticket/check-in', {
    access: callers.master,
    summary: 'Admit a ticket at the door of an event by its code',
    body: checkInBody,
    reply: checkInReply,
    handler: (req) => door.checkIn(principalOf(req), req.body),
  });
  api.get('/ticket/check-in/:eventId', {
    access: callers.masterOrAdmin,
    summary: "An event's admissions and tickets sold, and the latest",
    params: z.object({ eventId: idParam }),
    reply: checkInCountsReply,
    handler: (req) => door.counts(principalOf(req), req.params.eventId),
  });
  // The code is the secret: whoever holds a ticket may fetch its picture (e-mails link here).
  api.get('/public/ticket-qr/:code', {
    access: 'public',
    summary: "A ticket's QR picture (PNG)",
    download: 'image/png',
    params: z.object({ code: ticketCodeField }),
    handler: async (req, reply) => {
      const png = await door.qr(req.params.code);
      return reply
        .header('Content-Type', 'image/png')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(png);
    },
  });
};
