import {
  publicEventSchema,
  ticketFormLines,
  ticketOrderSchema,
  ticketOrderTokenParams,
  ticketPurchaseBody,
  ticketPurchaseReply,
} from '@vitrina/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_IMAGE_BYTES } from '#server/lib/files.ts';
import { formBody, pictureOf } from '#server/lib/multipart.ts';
import { idParams, routesOf } from '#server/lib/route.ts';
import type { RateLimitService } from '#server/modules/ratelimit/ratelimit.service.ts';
import type { TicketsService } from '#server/modules/tickets/tickets.service.ts';

/** Purchases one address may attempt in PURCHASE_WINDOW seconds (the web page and the API). */
export const PURCHASES_PER_WINDOW = 20;
const PURCHASE_WINDOW = 600;

/** Counts a purchase attempt of the caller's address; 429 past the limit. */
export const throttlePurchase = (limits: RateLimitService, req: FastifyRequest) =>
  limits.count(`ticket-purchase:${req.ip}`, PURCHASES_PER_WINDOW, PURCHASE_WINDOW);

// A purchase form: eight fields, a quantity per ticket type (up to 20) and the proof.
export const PURCHASE_FORM_LIMITS = { fields: 40, files: 2, fileSize: MAX_IMAGE_BYTES };
const purchaseForm = formBody({ file: 'proof', limits: PURCHASE_FORM_LIMITS, fields: ticketFormLines });

/**
 * The API's public side of the tickets domain: an event as a buyer sees it, the purchase
 * (multipart with its `proof`, or JSON), and the buyer's own sale by its token.
 */
export const publicTicketRoutes: FastifyPluginAsyncZod<{ tickets: TicketsService }> = async (
  app,
  { tickets },
) => {
  const api = routesOf(app, 'tickets');
  const { purchases, limits } = tickets;

  api.get('/public/events/:id', {
    access: 'public',
    summary: 'An event as its buyers see it',
    params: idParams,
    reply: publicEventSchema,
    handler: (req) => purchases.publicEvent(req.params.id),
  });

  api.post('/public/events/:id/purchase', {
    access: 'public',
    limited: true,
    summary:
      'Buy tickets with the proof of a transfer (multipart `proof`; and `ves_proof` for the bolívar part of a split price)',
    params: idParams,
    body: ticketPurchaseBody,
    reply: ticketPurchaseReply,
    status: 201,
    upload: {
      file: 'proof',
      fields: { 'qty_{typeId}': "Tickets of one type, instead of `lines` (the event page's form)" },
      otherFiles: {
        ves_proof: "The bolívar part's proof, required when the event's price is split between currencies",
      },
    },
    // The throttle comes before the upload is read; a multipart form becomes the body.
    preValidation: async (req) => {
      await throttlePurchase(limits, req);
      await purchaseForm(req);
    },
    handler: (req) =>
      purchases.purchase(req.params.id, req.body, {
        proof: pictureOf(req),
        vesProof: pictureOf(req, 'ves_proof'),
      }),
  });

  api.get('/public/ticket-orders/:token', {
    access: 'public',
    summary: "A buyer's own ticket sale, by its secret token",
    params: ticketOrderTokenParams,
    reply: ticketOrderSchema,
    handler: (req) => purchases.order(req.params.token),
  });
};
