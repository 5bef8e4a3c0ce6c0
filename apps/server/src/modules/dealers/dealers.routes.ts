import { dealerBody, dealerPatch, dealerSchema } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { crudRoutes } from '#server/lib/crud-routes.ts';
import { errorTexts } from '#server/lib/errors.ts';
import { callers } from '#server/plugins/access.ts';
import type { DealersService } from './dealers.service.ts';

/** Store side of the couriers; the delivery company's (deliver/dealer) comes later. */
export const dealersRoutes: FastifyPluginAsyncZod<{ dealers: DealersService }> = async (app, { dealers }) => {
  crudRoutes(app, callers.owner, 'dealers', {
    list: {
      url: '/store/:storeId/dealers',
      summary: "The store's couriers",
      reply: z.array(dealerSchema),
      run: dealers.list,
    },
    get: { url: '/dealer/:id', summary: 'A courier', reply: dealerSchema, run: dealers.get },
    create: {
      url: '/dealer',
      summary: 'Add a courier',
      body: dealerBody,
      reply: dealerSchema,
      run: dealers.create,
    },
    update: {
      url: '/dealer/:id',
      summary: 'Change a courier',
      body: dealerPatch,
      reply: dealerSchema,
      run: dealers.update,
    },
    remove: {
      url: '/dealer/:id',
      summary: 'Delete a courier',
      message: errorTexts.dealerDeleted,
      run: dealers.remove,
    },
  });
};
