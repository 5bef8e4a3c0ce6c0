import {
  licencePaymentDetailReply,
  licencePaymentSchema,
  PAYMENT_REFERENCE_MAX,
  page,
  paymentDecisionFields,
  paymentDecisionReply,
  paymentListQuery,
  paymentSentReply,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readForm, typedForm } from '#server/lib/multipart.ts';
import { idParams, routesOf } from '#server/lib/route.ts';
import { callers, principalOf } from '#server/plugins/access.ts';
import { licenceTexts } from './licences.texts.ts';
import type { PaymentsService } from './payments.service.ts';

/** Licence payments (SPEC.md §7 "Plans and licence payments"). */
export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (
  app,
  { payments },
) => {
  const api = routesOf(app, 'licences');
  api.post('/payments/payments', {
    access: callers.owner,
    summary:
      'Pay a plan: multipart fields plan_id, currency, bank_id, reference and the proof image in `image` (JPEG, PNG or WEBP up to 5 MB)',
    upload: {
      file: 'image',
      fields: {
        plan_id: 'The plan paid for (an id).',
        currency: 'USD or VES.',
        bank_id: "The platform's account paid into (an id).",
        reference: `The transfer reference: letters, digits, spaces, '.', '/' or '-', up to ${PAYMENT_REFERENCE_MAX}.`,
      },
    },
    reply: paymentSentReply,
    status: 201,
    handler: async (req) => {
      const principal = principalOf(req);
      const form = await readForm(req, 'image');
      const data = await payments.create(principal, {
        fields: form.fields,
        image: form.files.find((f) => f.field === 'image')?.bytes,
      });
      return { message: licenceTexts.paymentSent, data };
    },
  });
  api.get('/payments/payments', {
    access: callers.ownerOrAdmin,
    summary: 'Licence payments, newest first (an owner: its own), paged by cursor',
    querystring: paymentListQuery,
    reply: page(licencePaymentSchema),
    handler: (req) => payments.list(principalOf(req), req.query),
  });
  api.get('/payments/payments/:id', {
    access: callers.ownerOrAdmin,
    summary: 'One licence payment with its duplicates (same reference or proof); data is an array',
    params: idParams,
    reply: licencePaymentDetailReply,
    handler: (req) => payments.get(principalOf(req), req.params.id),
  });
  api.post('/payments/payments/:id', {
    access: callers.admin,
    summary:
      'Decide a payment, as a form (multipart or JSON): _method=patch, opt 1 paid (extends the membership once), 2 pending, 3 rejected',
    params: idParams,
    body: paymentDecisionFields,
    reply: paymentDecisionReply,
    // A FormData body (the panel's form) is read into its fields, then validated like JSON.
    preValidation: async (req) => {
      if (req.isMultipart()) req.body = (await typedForm(req, (await readForm(req, 'opt')).fields)) as never;
    },
    handler: (req) => payments.decide(principalOf(req), req.params.id, req.body.opt),
  });
};
