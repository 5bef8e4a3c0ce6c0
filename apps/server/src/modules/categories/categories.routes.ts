import { categorySchema } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routesOf } from '#server/lib/route.ts';
import { ALL_ROLES } from '#server/plugins/access.ts';
import type { CategoriesService } from './categories.service.ts';

export const categoriesRoutes: FastifyPluginAsyncZod<{ categories: CategoriesService }> = async (
  app,
  { categories },
) => {
  const api = routesOf(app, 'store');
  api.get('/categories', {
    access: ALL_ROLES,
    summary: 'Store categories, by name',
    reply: z.array(categorySchema),
    handler: () => categories.list(),
  });
};
