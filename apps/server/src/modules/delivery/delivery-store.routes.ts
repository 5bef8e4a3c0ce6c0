import {
  deliveryRouteBody,
  deliveryRoutePatch,
  deliveryRouteSchema,
  linkCompanyBody,
  messageReply,
  quoteBody,
  quoteReply,
  storeCompanySchema,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteRoute, idAndBody, idParams, routesOf, saying } from '#server/lib/route.ts';
import { callers, principalOf } from '#server/plugins/access.ts';
import type { DeliveryService } from './delivery.service.ts';
import { deliveryTexts } from './delivery.texts.ts';

/** The store's side of delivery: linked companies, its own routes, and quotes. */
export const deliveryStoreRoutes: FastifyPluginAsyncZod<{ delivery: DeliveryService }> = async (
  app,
  { delivery: { links, storeRoutes, quote } },
) => {
  const api = routesOf(app, 'delivery');
  api.get('/company', {
    access: callers.owner,
    summary: 'Active delivery companies, with whether the store is linked',
    reply: z.array(storeCompanySchema),
    handler: (req) => links.companiesForStore(principalOf(req)),
  });
  api.post('/company', {
    access: callers.owner,
    summary: 'Link the store to an active delivery company',
    body: linkCompanyBody,
    reply: messageReply,
    handler: (req) => links.link(principalOf(req), req.body).then(saying(deliveryTexts.linked)),
  });
  deleteRoute(
    app,
    callers.owner,
    'delivery',
    "Unlink a delivery company (the path's id); past shipments keep it",
    '/company/:id',
    links.unlink,
    deliveryTexts.unlinked,
  );

  api.get('/deliveryprices', {
    access: callers.owner,
    summary: "The store's own routes (its own couriers)",
    reply: z.array(deliveryRouteSchema),
    handler: (req) => storeRoutes.list(principalOf(req)),
  });
  api.post('/deliveryprices', {
    access: callers.owner,
    summary: 'Add a route of the store (a duplicate is refused)',
    body: deliveryRouteBody,
    reply: deliveryRouteSchema,
    handler: (req) => storeRoutes.create(principalOf(req), req.body),
  });
  api.patch('/deliveryprices/:id', {
    access: callers.owner,
    summary: 'Change a route of the store (only the fields sent)',
    params: idParams,
    body: deliveryRoutePatch,
    reply: deliveryRouteSchema,
    handler: idAndBody(storeRoutes.update),
  });
  deleteRoute(
    app,
    callers.owner,
    'delivery',
    'Delete a route of the store',
    '/deliveryprices/:id',
    storeRoutes.remove,
    deliveryTexts.routeDeleted,
  );

  api.post('/delivery/quote', {
    access: callers.owner,
    summary: 'Every shipping offer (pick-up, own couriers, linked companies) with its price',
    body: quoteBody,
    reply: quoteReply,
    handler: (req) => quote.quote(principalOf(req), req.body),
  });
};
