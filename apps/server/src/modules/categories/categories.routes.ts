import { categorySchema } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ALL_ROLES } from '../../plugins/access.ts';
import type { CategoriesService } from './categories.service.ts';

export const categoriesRoutes: FastifyPluginAsyncZod<{ categories: CategoriesService }> = async (
  app,
  { categories },
) => {
  app.get(
    '/categories',
    {
      config: { access: ALL_ROLES },
      schema: {
        tags: ['store'],
        summary: 'Store categories, by name',
        response: { 200: z.array(categorySchema) },
      },
    },
    () => categories.list(),
  );
};
