import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Db, ping } from '../../db/client.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
      await ping(db);
      return { status: 'ok' as const };
    },
  );
};
