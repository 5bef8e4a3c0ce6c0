import {
  isSplitPrice,
  PAY_IN,
  type PublicEvent,
  paidDollarPercent,
  pickLanguage,
  ticketFormLines,
  ticketPurchaseBody,
} from '@vitrina/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, errorTexts } from '#server/lib/errors.ts';
import { readForm } from '#server/lib/multipart.ts';
import { parseFields } from '#server/lib/validation.ts';
import type { RateLimitService } from '#server/modules/ratelimit/ratelimit.service.ts';
import type { PurchaseProofs, PurchaseService } from '#server/modules/tickets/purchases/purchase.service.ts';
import { purchaseTexts } from '#server/modules/tickets/purchases/purchase.texts.ts';
import { eventPage, type FormState, notFoundPage, orderPage, type View } from './event-page-views.ts';
import { PURCHASE_FORM_LIMITS, throttlePurchase } from './public.routes.ts';

const ID = /^[1-9]\d{0,8}$/;
const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;
/** Fields a refused form shows again as the buyer typed them (the proof must be chosen again). */
const KEPT =
  /^(name|lastname|document_type|document|email|phone|account_id|reference|ves_account_id|ves_reference|pay_in|qty_\d{1,10})$/;
const MAX_KEPT_LENGTH = 300;

type Params = { Params: { id: string; token?: string } };
export type EventPagesOptions = { purchases: PurchaseService; limits: RateLimitService };

/** A refused purchase as the form shows it: field messages by the form's names, or one message. */
function refusal(
  err: AppError,
  fields: Record<string, string>,
  proofs: PurchaseProofs,
  split: boolean,
): FormState {
  const values = Object.fromEntries(
    Object.entries(fields)
      .filter(([k]) => KEPT.test(k))
      .map(([k, value]) => [k, value.slice(0, MAX_KEPT_LENGTH)]),
  );
  if (err.statusCode !== 422) return { values, errors: {}, message: err.message };
  const errors: Record<string, string[]> = {};
  for (const [key, list] of Object.entries(err.errors ?? {})) {
    const field = key.startsWith('lines') ? 'lines' : key;
    errors[field] = [...new Set([...(errors[field] ?? []), ...list])];
  }
  if (!proofs.proof && !errors.proof) errors.proof = [purchaseTexts.proofRequired];
  if (split && !proofs.vesProof && !errors.ves_proof) errors.ves_proof = [purchaseTexts.vesProofRequired];
  return { values, errors, message: err.message };
}

/**
 * The public event pages, rendered on the server for a phone with or without JavaScript:
 * `GET /evento/:id` (the event and its purchase form), `POST /evento/:id` (the purchase: 303
 * to its status page, or the form again with its messages) and `GET /evento/:id/compra/:token`.
 */
export const eventPages: FastifyPluginAsync<EventPagesOptions> = async (app, { purchases, limits }) => {
  const route = { config: { access: 'public' as const }, schema: { hide: true } };

  const viewOf = (req: FastifyRequest): View => {
    const { lang, chosen } = pickLanguage(req.query, req.headers['accept-language']);
    return { lang, query: chosen ? `?lang=${lang}` : '' };
  };
  const send = (reply: FastifyReply, status: number, page: string, cache = 'no-store') =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', cache).send(page);

  async function eventOf(id: string): Promise<PublicEvent | undefined> {
    if (!ID.test(id)) return undefined;
    try {
      return await purchases.publicEvent(Number(id));
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 404) return undefined;
      throw err;
    }
  }

  app.get<Params>('/evento/:id', route, async (req, reply) => {
    const v = viewOf(req);
    const event = await eventOf(req.params.id);
    if (!event) return send(reply, 404, notFoundPage(v));
    // Seats left change with every sale: the browser asks again on each visit.
    return send(reply, 200, eventPage(v, event), 'no-cache');
  });

  app.post<Params>('/evento/:id', route, async (req, reply) => {
    const v = viewOf(req);
    const event = await eventOf(req.params.id);
    if (!event) return send(reply, 404, notFoundPage(v));
    const fields: Record<string, string> = {};
    const proofs: PurchaseProofs = {};
    try {
      await throttlePurchase(limits, req);
      if (req.isMultipart()) {
        const form = await readForm(req, 'proof', { limits: PURCHASE_FORM_LIMITS, fields });
        proofs.proof = form.files.find((f) => f.field === 'proof')?.bytes;
        proofs.vesProof = form.files.find((f) => f.field === 'ves_proof')?.bytes;
      }
      // The mails go in the page's language unless the form names one.
      const body = await parseFields(ticketPurchaseBody, { lang: v.lang, ...ticketFormLines(fields) });
      const { token } = await purchases.purchase(event.id, body, proofs);
      return reply.redirect(`/evento/${event.id}/compra/${token}${v.query}`, 303);
    } catch (caught) {
      // The upload's own limit (the multipart plugin's) answers 413 like the service's.
      const tooLarge = (caught as { statusCode?: unknown }).statusCode === 413;
      const err = tooLarge && !(caught instanceof AppError) ? new AppError(413, errorTexts.tooLarge) : caught;
      if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
      if (err.statusCode === 404) return send(reply, 404, notFoundPage(v));
      // The form again, with the seats as they are now.
      const now = (await eventOf(req.params.id)) ?? event;
      const payIn = PAY_IN.find((p) => p === fields.pay_in);
      const form = refusal(err, fields, proofs, isSplitPrice(paidDollarPercent(now.dollar_percent, payIn)));
      return send(reply, err.statusCode, eventPage(v, now, form));
    }
  });

  app.get<Params>('/evento/:id/compra/:token', route, async (req, reply) => {
    const v = viewOf(req);
    const token = req.params.token ?? '';
    if (!ID.test(req.params.id) || !TOKEN.test(token)) return send(reply, 404, notFoundPage(v));
    try {
      const order = await purchases.order(token);
      if (order.event.id !== Number(req.params.id)) return send(reply, 404, notFoundPage(v));
      return send(reply, 200, orderPage(v, order));
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 404) return send(reply, 404, notFoundPage(v));
      throw err;
    }
  });
};
