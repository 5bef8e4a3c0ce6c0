import {
  checkInBody,
  checkInCountsReply,
  checkInReply,
  idParam,
  ROLES,
  ticketCodeField,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoint } from '../../lib/route.ts';
import { principalOf } from '../../plugins/access.ts';
import { createCheckInService } from './checkin.service.ts';
import type { TicketsDeps } from './tickets.routes.ts';

const tag = 'ticket-check-in';

/** The door: admissions by code, the live counts, and the tickets' QR pictures. */
export const checkInRoutes: FastifyPluginAsyncZod<{ deps: TicketsDeps }> = async (app, { deps }) => {
  const door = createCheckInService(deps);

  app.post(
    '/ticket/check-in',
    endpoint([ROLES.TICKETMASTER], tag, 'Admit a ticket at the door of an event by its code', {
      body: checkInBody,
      reply: checkInReply,
    }),
    (req) => door.checkIn(principalOf(req), req.body),
  );
  app.get(
    '/ticket/check-in/:eventId',
    endpoint(
      [ROLES.TICKETMASTER, ROLES.ADMIN],
      tag,
      "An event's admissions and tickets sold, and the latest",
      {
        params: z.object({ eventId: idParam }),
        reply: checkInCountsReply,
      },
    ),
    (req) => door.counts(principalOf(req), req.params.eventId),
  );
  // The code is the secret: whoever holds a ticket may fetch its picture (e-mails link here).
  app.get(
    '/public/ticket-qr/:code',
    {
      config: { access: 'public' },
      schema: {
        tags: [tag],
        summary: "A ticket's QR picture (PNG)",
        params: z.object({ code: ticketCodeField }),
      },
    },
    async (req, reply) => {
      const png = await door.qr(req.params.code);
      return reply
        .header('Content-Type', 'image/png')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(png);
    },
  );
};
