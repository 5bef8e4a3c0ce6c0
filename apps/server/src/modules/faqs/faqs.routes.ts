import { faqBody, faqSchema, ROLES } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoint, idParams as params } from '../../lib/route.ts';
import { principalOf } from '../../plugins/access.ts';
import type { FaqsService } from './faqs.service.ts';

const owner = [ROLES.CLIENT] as const;

export const faqsRoutes: FastifyPluginAsyncZod<{ faqs: FaqsService }> = async (app, { faqs }) => {
  const list = endpoint(
    owner,
    'store',
    "The store's questions, by id; 204 with no body when there are none (SPEC.md §7)",
    {
      params,
      reply: z.array(faqSchema),
    },
  );
  app.get(
    '/store/:id/faqs',
    { ...list, schema: { ...list.schema, response: { ...list.schema.response, 204: z.null() } } },
    async (req, reply) => {
      const found = await faqs.list(principalOf(req), req.params.id);
      return found.length === 0 ? reply.status(204).send(null) : found;
    },
  );
  app.post(
    '/store/:id/faqs',
    endpoint(owner, 'store', 'Add a question', { params, body: faqBody, reply: faqSchema, status: 201 }),
    async (req, reply) =>
      reply.status(201).send(await faqs.create(principalOf(req), req.params.id, req.body)),
  );
  app.patch(
    '/faqs/:id',
    endpoint(owner, 'store', 'Change a question', { params, body: faqBody, reply: faqSchema }),
    (req) => faqs.update(principalOf(req), req.params.id, req.body),
  );
  app.delete(
    '/faqs/:id',
    endpoint(owner, 'store', 'Delete a question', { params, reply: z.null(), status: 204 }),
    async (req, reply) => {
      await faqs.remove(principalOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
};
