import { storeReadinessSchema } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, routesOf } from '#server/lib/route.ts';
import { callers, principalOf } from '#server/plugins/access.ts';
import type { ReadinessService } from './readiness.service.ts';

export const onboardingRoutes: FastifyPluginAsyncZod<{ readiness: ReadinessService }> = async (
  app,
  { readiness },
) => {
  const api = routesOf(app, 'store');
  api.get('/store/:id/readiness', {
    access: callers.owner,
    summary:
      "The store's first steps (profile, web address, payment account, hours, a product; bot and delivery optional) and what keeps shoppers from ordering",
    params: idParams,
    reply: storeReadinessSchema,
    handler: (req) => readiness.ofStore(principalOf(req), req.params.id),
  });
};
