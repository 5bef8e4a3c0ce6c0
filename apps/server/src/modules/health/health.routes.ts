import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HealthService } from './health.service.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (app, { health }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Ready once the database is migrated',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => {
      await health.check();
      return { status: 'ok' as const };
    },
  );
};
