import { faqBody, faqSchema, idParam, ROLES } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/access.ts';
import type { FaqsService } from './faqs.service.ts';

const params = z.object({ id: idParam });
const owner = [ROLES.CLIENT];
const tags = ['store'];

export const faqsRoutes: FastifyPluginAsyncZod<{ faqs: FaqsService }> = async (app, { faqs }) => {
  app.get(
    '/store/:id/faqs',
    {
      config: { access: owner },
      schema: {
        tags,
        summary: "The store's questions, by id; 204 with no body when there are none (SPEC.md §7)",
        params,
        response: { 200: z.array(faqSchema), 204: z.null() },
      },
    },
    async (request, reply) => {
      const list = await faqs.list(principalOf(request), request.params.id);
      return list.length === 0 ? reply.status(204).send(null) : list;
    },
  );

  app.post(
    '/store/:id/faqs',
    {
      config: { access: owner },
      schema: { tags, summary: 'Add a question', params, body: faqBody, response: { 201: faqSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await faqs.create(principalOf(request), request.params.id, request.body)),
  );

  app.patch(
    '/faqs/:id',
    {
      config: { access: owner },
      schema: { tags, summary: 'Change a question', params, body: faqBody, response: { 200: faqSchema } },
    },
    (request) => faqs.update(principalOf(request), request.params.id, request.body),
  );

  app.delete(
    '/faqs/:id',
    {
      config: { access: owner },
      schema: { tags, summary: 'Delete a question', params, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await faqs.remove(principalOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
