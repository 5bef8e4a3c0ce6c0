import { categorySchema } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoint } from '../../lib/route.ts';
import { ALL_ROLES } from '../../plugins/access.ts';
import type { CategoriesService } from './categories.service.ts';

export const categoriesRoutes: FastifyPluginAsyncZod<{ categories: CategoriesService }> = async (
  app,
  { categories },
) => {
  app.get(
    '/categories',
    endpoint(ALL_ROLES, 'store', 'Store categories, by name', { reply: z.array(categorySchema) }),
    () => categories.list(),
  );
};
