import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routesOf } from '#server/lib/route.ts';
import type { HealthService } from './health.service.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (app, { health }) => {
  const api = routesOf(app, 'health');
  api.get('/health', {
    access: 'public',
    summary: 'Ready once the database is migrated',
    reply: z.object({ status: z.literal('ok') }),
    handler: async () => {
      await health.check();
      return { status: 'ok' as const };
    },
  });
};
