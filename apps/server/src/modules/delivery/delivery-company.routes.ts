import {
  companyProfileBody,
  deliveryCompanySchema,
  deliveryRouteBody,
  deliveryRoutePatch,
  deliveryRouteSchema,
  linkedStoreSchema,
  rateLocationBody,
  rateLocationSchema,
  updateModeBody,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readImage } from '#server/lib/multipart.ts';
import { deleteRoute, idAndBody, idParams, routesOf } from '#server/lib/route.ts';
import { callers, principalOf } from '#server/plugins/access.ts';
import type { DeliveryService } from './delivery.service.ts';
import { deliveryTexts } from './delivery.texts.ts';

const rateReply = z.object({ message: z.string(), data: rateLocationSchema });

/** The delivery company's own side: profile, rates, routes and linked stores (couriers: delivery-dealers.routes.ts). */
export const deliveryCompanyRoutes: FastifyPluginAsyncZod<{ delivery: DeliveryService }> = async (
  app,
  { delivery: { profile, companyRoutes, links } },
) => {
  const api = routesOf(app, 'delivery');
  for (const url of ['/deliver/mycompany', '/deliver']) {
    api.get(url, {
      access: callers.company,
      summary: "The caller's company",
      reply: deliveryCompanySchema,
      handler: (req) => profile.mine(principalOf(req)),
    });
  }
  api.patch('/deliver', {
    access: callers.company,
    summary: "Edit the caller's company (only the fields sent)",
    body: companyProfileBody,
    reply: deliveryCompanySchema,
    handler: (req) => profile.update(principalOf(req), req.body),
  });
  api.patch('/deliver/:id', {
    access: callers.company,
    summary: "Edit the caller's company, named in the path",
    params: idParams,
    body: companyProfileBody,
    reply: deliveryCompanySchema,
    handler: idAndBody(profile.updateById),
  });
  api.post('/deliver/logo', {
    access: callers.company,
    summary: "Replace the company's logo (multipart image; JPEG, PNG or WEBP up to 5 MB)",
    upload: { file: 'image' },
    reply: deliveryCompanySchema,
    handler: async (req) => profile.setLogo(principalOf(req), await readImage(req)),
  });
  api.patch('/delivery/:id/update-mode', {
    access: callers.company,
    summary: 'Turn charging by geolocation on or off',
    params: idParams,
    body: updateModeBody,
    reply: rateReply,
    handler: idAndBody(profile.setMode),
  });
  api.get('/rate-delivery-location/get-all-rate-delivery-location', {
    access: callers.company,
    summary: 'The per-km rate, the minimum rate and the mode',
    reply: rateLocationSchema,
    handler: (req) => profile.rates(principalOf(req)),
  });
  api.post('/rate-delivery-location/:id/create', {
    access: callers.company,
    summary: 'Set the per-km rate and the minimum rate',
    params: idParams,
    body: rateLocationBody,
    reply: rateReply,
    handler: idAndBody(profile.setRates),
  });

  // Routes and their percentages.
  api.get('/deliver/price', {
    access: callers.company,
    summary: "The company's routes",
    reply: z.array(deliveryRouteSchema),
    handler: (req) => companyRoutes.list(principalOf(req)),
  });
  api.post('/deliver/price', {
    access: callers.company,
    summary: 'Add a route (a duplicate origin and destination is refused)',
    body: deliveryRouteBody,
    reply: deliveryRouteSchema,
    handler: (req) => companyRoutes.create(principalOf(req), req.body),
  });
  api.patch('/deliver/price/:id', {
    access: callers.company,
    summary: 'Change a route (only the fields sent)',
    params: idParams,
    body: deliveryRoutePatch,
    reply: deliveryRouteSchema,
    handler: idAndBody(companyRoutes.update),
  });
  deleteRoute(
    app,
    callers.company,
    'delivery',
    'Delete a route',
    '/deliver/price/:id',
    companyRoutes.remove,
    deliveryTexts.routeDeleted,
  );

  api.get('/deliver/stores', {
    access: callers.company,
    summary: 'The stores linked to the company',
    reply: z.array(linkedStoreSchema),
    handler: (req) => links.storesOfCompany(principalOf(req)),
  });
};
