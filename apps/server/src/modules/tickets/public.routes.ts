import {
  publicEventSchema,
  ticketOrderSchema,
  ticketOrderTokenParams,
  ticketPurchaseBody,
  ticketPurchaseReply,
} from '@vitrina/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, errorTexts } from '../../lib/errors.ts';
import { MAX_IMAGE_BYTES } from '../../lib/files.ts';
import { endpoint, idParams } from '../../lib/route.ts';
import { createRateLimitService, type RateLimitService } from '../ratelimit/ratelimit.service.ts';
import { createPurchaseService } from './purchase.service.ts';
import type { TicketsDeps } from './tickets.routes.ts';

/** Purchases one address may attempt in PURCHASE_WINDOW seconds (the web page and the API). */
export const PURCHASES_PER_WINDOW = 20;
const PURCHASE_WINDOW = 600;

/** Counts a purchase attempt of the caller's address; 429 past the limit. */
export const throttlePurchase = (limits: RateLimitService, req: FastifyRequest) =>
  limits.count(`ticket-purchase:${req.ip}`, PURCHASES_PER_WINDOW, PURCHASE_WINDOW);

// A purchase form: eight fields, a quantity per ticket type (up to 20) and the proof.
const FORM_LIMITS = { fields: 40, files: 2, fileSize: MAX_IMAGE_BYTES };

/**
 * Reads a purchase's multipart form: its text fields (into `fields`, which keeps what was read
 * when the form fails half way) and the `proof` picture. Limits answer 413; a malformed body 400.
 */
export async function readPurchaseForm(
  req: FastifyRequest,
  fields: Record<string, string> = {},
): Promise<{ fields: Record<string, string>; proof: Buffer | undefined }> {
  let proof: Buffer | undefined;
  try {
    for await (const part of req.parts({ limits: FORM_LIMITS })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'proof' && bytes.length > 0) proof = bytes;
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if (typeof (err as { statusCode?: unknown }).statusCode === 'number') throw err;
    throw new AppError(400, errorTexts.badRequest);
  }
  return { fields, proof };
}

const proofs = new WeakMap<FastifyRequest, Buffer>();

/**
 * The API's public side of the tickets domain: an event as a buyer sees it, the purchase
 * (multipart with its `proof`, or JSON), and the buyer's own sale by its token.
 */
export const publicTicketRoutes: FastifyPluginAsyncZod<{ deps: TicketsDeps }> = async (app, { deps }) => {
  const purchases = createPurchaseService(deps);
  // Counters live in the database: this is the same throttle as the event page's.
  const limits = createRateLimitService(deps.db);

  app.get(
    '/public/events/:id',
    endpoint('public', 'tickets', 'An event as its buyers see it', {
      params: idParams,
      reply: publicEventSchema,
    }),
    (req) => purchases.publicEvent(req.params.id),
  );

  app.post(
    '/public/events/:id/purchase',
    {
      ...endpoint('public', 'tickets', 'Buy tickets with the proof of a transfer (multipart `proof`)', {
        params: idParams,
        body: ticketPurchaseBody,
        reply: ticketPurchaseReply,
        status: 201,
      }),
      // The throttle comes before the upload is read; a multipart form becomes the body.
      preValidation: async (req) => {
        await throttlePurchase(limits, req);
        if (!req.isMultipart()) return;
        const { fields, proof } = await readPurchaseForm(req);
        if (proof) proofs.set(req, proof);
        req.body = fields as never;
      },
    },
    async (req, reply) => {
      const result = await purchases.purchase(req.params.id, req.body, proofs.get(req));
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/public/ticket-orders/:token',
    endpoint('public', 'tickets', "A buyer's own ticket sale, by its secret token", {
      params: ticketOrderTokenParams,
      reply: ticketOrderSchema,
    }),
    (req) => purchases.order(req.params.token),
  );
};
