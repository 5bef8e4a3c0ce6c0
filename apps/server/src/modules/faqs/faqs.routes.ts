import { faqBody, faqSchema } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, routesOf } from '#server/lib/route.ts';
import { callers, principalOf } from '#server/plugins/access.ts';
import type { FaqsService } from './faqs.service.ts';

export const faqsRoutes: FastifyPluginAsyncZod<{ faqs: FaqsService }> = async (app, { faqs }) => {
  const api = routesOf(app, 'store');
  api.get('/store/:id/faqs', {
    access: callers.owner,
    summary: "The store's questions, by id; 204 with no body when there are none (SPEC.md §7)",
    params: idParams,
    reply: z.array(faqSchema),
    noContent: true,
    handler: async (req, reply) => {
      const found = await faqs.list(principalOf(req), req.params.id);
      return found.length === 0 ? reply.status(204).send(null) : found;
    },
  });
  api.post('/store/:id/faqs', {
    access: callers.owner,
    summary: 'Add a question',
    params: idParams,
    body: faqBody,
    reply: faqSchema,
    status: 201,
    handler: (req) => faqs.create(principalOf(req), req.params.id, req.body),
  });
  api.patch('/faqs/:id', {
    access: callers.owner,
    summary: 'Change a question',
    params: idParams,
    body: faqBody,
    reply: faqSchema,
    handler: (req) => faqs.update(principalOf(req), req.params.id, req.body),
  });
  api.delete('/faqs/:id', {
    access: callers.owner,
    summary: 'Delete a question',
    params: idParams,
    reply: z.null(),
    status: 204,
    handler: async (req, reply) => {
      await faqs.remove(principalOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  });
};
