import {
  deliveryRouteBody,
  deliveryRoutePatch,
  deliveryRouteSchema,
  linkCompanyBody,
  messageReply,
  quoteBody,
  quoteReply,
  ROLES,
  storeCompanySchema,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteRoute, endpoint, idAndBody, idParams, saying } from '../../lib/route.ts';
import { principalOf } from '../../plugins/access.ts';
import type { DeliveryService } from './delivery.service.ts';
import { deliveryTexts } from './delivery.texts.ts';

const owner = [ROLES.CLIENT] as const;

/** The store's side of delivery: linked companies, its own routes, and quotes. */
export const deliveryStoreRoutes: FastifyPluginAsyncZod<{ delivery: DeliveryService }> = async (
  app,
  { delivery: { links, storeRoutes, quote } },
) => {
  app.get(
    '/company',
    endpoint(owner, 'delivery', 'Active delivery companies, with whether the store is linked', {
      reply: z.array(storeCompanySchema),
    }),
    (req) => links.companiesForStore(principalOf(req)),
  );
  app.post(
    '/company',
    endpoint(owner, 'delivery', 'Link the store to an active delivery company', {
      body: linkCompanyBody,
      reply: messageReply,
    }),
    (req) => links.link(principalOf(req), req.body).then(saying(deliveryTexts.linked)),
  );
  deleteRoute(
    app,
    owner,
    'delivery',
    "Unlink a delivery company (the path's id); past shipments keep it",
    '/company/:id',
    links.unlink,
    deliveryTexts.unlinked,
  );

  app.get(
    '/deliveryprices',
    endpoint(owner, 'delivery', "The store's own routes (its own couriers)", {
      reply: z.array(deliveryRouteSchema),
    }),
    (req) => storeRoutes.list(principalOf(req)),
  );
  app.post(
    '/deliveryprices',
    endpoint(owner, 'delivery', 'Add a route of the store (a duplicate is refused)', {
      body: deliveryRouteBody,
      reply: deliveryRouteSchema,
    }),
    (req) => storeRoutes.create(principalOf(req), req.body),
  );
  app.patch(
    '/deliveryprices/:id',
    endpoint(owner, 'delivery', 'Change a route of the store (only the fields sent)', {
      params: idParams,
      body: deliveryRoutePatch,
      reply: deliveryRouteSchema,
    }),
    idAndBody(storeRoutes.update),
  );
  deleteRoute(
    app,
    owner,
    'delivery',
    'Delete a route of the store',
    '/deliveryprices/:id',
    storeRoutes.remove,
    deliveryTexts.routeDeleted,
  );

  app.post(
    '/delivery/quote',
    endpoint(
      owner,
      'delivery',
      'Every shipping offer (pick-up, own couriers, linked companies) with its price',
      {
        body: quoteBody,
        reply: quoteReply,
      },
    ),
    (req) => quote.quote(principalOf(req), req.body),
  );
};
