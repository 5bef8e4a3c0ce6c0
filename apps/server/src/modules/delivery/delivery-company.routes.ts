import {
  companyProfileBody,
  deliveryCompanySchema,
  deliveryRouteBody,
  deliveryRoutePatch,
  deliveryRouteSchema,
  linkedStoreSchema,
  ROLES,
  rateLocationBody,
  rateLocationSchema,
  updateModeBody,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readImage } from '../../lib/multipart.ts';
import { deleteRoute, endpoint, idAndBody, idParams } from '../../lib/route.ts';
import { principalOf } from '../../plugins/access.ts';
import type { DeliveryService } from './delivery.service.ts';
import { deliveryTexts } from './delivery.texts.ts';

const company = [ROLES.DELIVERY] as const;
const rateReply = z.object({ message: z.string(), data: rateLocationSchema });

/** The delivery company's own side: profile, rates, routes and linked stores (couriers: delivery-dealers.routes.ts). */
export const deliveryCompanyRoutes: FastifyPluginAsyncZod<{ delivery: DeliveryService }> = async (
  app,
  { delivery: { profile, companyRoutes, links } },
) => {
  for (const url of ['/deliver/mycompany', '/deliver']) {
    app.get(
      url,
      endpoint(company, 'delivery', "The caller's company", { reply: deliveryCompanySchema }),
      (req) => profile.mine(principalOf(req)),
    );
  }
  app.patch(
    '/deliver',
    endpoint(company, 'delivery', "Edit the caller's company (only the fields sent)", {
      body: companyProfileBody,
      reply: deliveryCompanySchema,
    }),
    (req) => profile.update(principalOf(req), req.body),
  );
  app.patch(
    '/deliver/:id',
    endpoint(company, 'delivery', "Edit the caller's company, named in the path", {
      params: idParams,
      body: companyProfileBody,
      reply: deliveryCompanySchema,
    }),
    idAndBody(profile.updateById),
  );
  app.post(
    '/deliver/logo',
    endpoint(
      company,
      'delivery',
      "Replace the company's logo (multipart image; JPEG, PNG or WEBP up to 5 MB)",
      {
        reply: deliveryCompanySchema,
      },
    ),
    async (req) => profile.setLogo(principalOf(req), await readImage(req)),
  );
  app.patch(
    '/delivery/:id/update-mode',
    endpoint(company, 'delivery', 'Turn charging by geolocation on or off', {
      params: idParams,
      body: updateModeBody,
      reply: rateReply,
    }),
    idAndBody(profile.setMode),
  );
  app.get(
    '/rate-delivery-location/get-all-rate-delivery-location',
    endpoint(company, 'delivery', 'The per-km rate, the minimum rate and the mode', {
      reply: rateLocationSchema,
    }),
    (req) => profile.rates(principalOf(req)),
  );
  app.post(
    '/rate-delivery-location/:id/create',
    endpoint(company, 'delivery', 'Set the per-km rate and the minimum rate', {
      params: idParams,
      body: rateLocationBody,
      reply: rateReply,
    }),
    idAndBody(profile.setRates),
  );

  // Routes and their percentages.
  app.get(
    '/deliver/price',
    endpoint(company, 'delivery', "The company's routes", { reply: z.array(deliveryRouteSchema) }),
    (req) => companyRoutes.list(principalOf(req)),
  );
  app.post(
    '/deliver/price',
    endpoint(company, 'delivery', 'Add a route (a duplicate origin and destination is refused)', {
      body: deliveryRouteBody,
      reply: deliveryRouteSchema,
    }),
    (req) => companyRoutes.create(principalOf(req), req.body),
  );
  app.patch(
    '/deliver/price/:id',
    endpoint(company, 'delivery', 'Change a route (only the fields sent)', {
      params: idParams,
      body: deliveryRoutePatch,
      reply: deliveryRouteSchema,
    }),
    idAndBody(companyRoutes.update),
  );
  deleteRoute(
    app,
    company,
    'delivery',
    'Delete a route',
    '/deliver/price/:id',
    companyRoutes.remove,
    deliveryTexts.routeDeleted,
  );

  app.get(
    '/deliver/stores',
    endpoint(company, 'delivery', 'The stores linked to the company', { reply: z.array(linkedStoreSchema) }),
    (req) => links.storesOfCompany(principalOf(req)),
  );
};
