import {
  billIdParams,
  idParams,
  page,
  ROLES,
  shipmentExportQuery,
  shipmentListQuery,
  shipmentReply,
  shipmentReportBody,
  shipmentReportSchema,
  shipmentRowSchema,
  shipmentSchema,
  shipmentTotalsSchema,
  storeShipmentListQuery,
  verifyShipmentBody,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readForm } from '../../lib/multipart.ts';
import { endpoint, idAndBody } from '../../lib/route.ts';
import { principalOf } from '../../plugins/access.ts';
import type { ShipmentsService } from './shipments.service.ts';

const company = [ROLES.DELIVERY] as const;
// The store's shipments: its owner and cashiers follow the sales they ship.
const store = [ROLES.CLIENT, ROLES.CASHIER] as const;
const admin = [ROLES.ADMIN] as const;

/** Shipments: the delivery company's list, steps, settlement and report; the store's list; the admin's totals. */
export const shipmentsRoutes: FastifyPluginAsyncZod<{ shipments: ShipmentsService }> = async (
  app,
  { shipments },
) => {
  app.get(
    '/deliver/delivery',
    endpoint(company, 'shipments', "The company's shipments, paged by cursor, with filters", {
      querystring: shipmentListQuery,
      reply: page(shipmentRowSchema),
    }),
    (req) => shipments.companyList(principalOf(req), req.query),
  );
  app.get(
    '/deliver/delivery/:id',
    endpoint(company, 'shipments', 'A shipment: store, shopper, address, price, items, courier, proof', {
      params: idParams,
      reply: shipmentSchema,
    }),
    (req) => shipments.companyGet(principalOf(req), req.params.id),
  );
  app.post(
    '/deliver/delivery/:id/verify',
    endpoint(company, 'shipments', 'Accept a shipment and assign one of the company’s active couriers', {
      params: idParams,
      body: verifyShipmentBody,
      reply: shipmentReply,
    }),
    idAndBody(shipments.verify),
  );
  app.post(
    '/deliver/delivery/:id/pickup',
    endpoint(company, 'shipments', 'The courier picked the shipment up (the sale becomes shipped)', {
      params: idParams,
      reply: shipmentReply,
    }),
    (req) => shipments.pickup(principalOf(req), req.params.id),
  );
  app.post(
    '/deliver/delivery/:id/deliver',
    endpoint(
      company,
      'shipments',
      'Delivered, with a photo (multipart field image; JPEG, PNG or WEBP up to 5 MB) and a note (the sale becomes delivered)',
      { params: idParams, reply: shipmentReply },
    ),
    async (req) => {
      const principal = principalOf(req);
      const form = await readForm(req, 'image');
      return shipments.deliver(principal, req.params.id, {
        image: form.files.find((f) => f.field === 'image')?.bytes,
        note: form.fields.note,
      });
    },
  );
  app.patch(
    '/delivery/pay/:bill_id',
    endpoint(company, 'shipments', 'The company’s charge for a delivered shipment is settled (once)', {
      params: billIdParams,
      reply: shipmentReply,
    }),
    (req) => shipments.pay(principalOf(req), req.params.bill_id),
  );
  app.post(
    '/deliver/report',
    endpoint(company, 'shipments', 'Shipments, charges earned, settled and unsettled of a range of days', {
      body: shipmentReportBody,
      reply: shipmentReportSchema,
    }),
    (req) => shipments.report(principalOf(req), req.body),
  );
  app.get(
    '/deliver/report/export',
    {
      config: { access: company },
      schema: {
        tags: ['shipments'],
        summary: 'The shipments of a range as CSV (streamed)',
        querystring: shipmentExportQuery,
      },
    },
    (req, reply) => {
      const stream = shipments.exportCsv(principalOf(req), req.query);
      const name = `envios-${req.query.initial_date}-a-${req.query.final_date}.csv`;
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .send(stream);
    },
  );

  app.get(
    '/delivery',
    endpoint(
      store,
      'shipments',
      "The store's shipments with their company, courier, state, price and proof",
      {
        querystring: storeShipmentListQuery,
        reply: page(shipmentRowSchema),
      },
    ),
    (req) => shipments.storeList(principalOf(req), req.query),
  );
  app.get(
    '/delivery/:id',
    endpoint(store, 'shipments', 'One shipment of the store', { params: idParams, reply: shipmentSchema }),
    (req) => shipments.storeGet(principalOf(req), req.params.id),
  );

  app.get(
    '/admin/deliver/:id/delivery',
    endpoint(admin, 'shipments', "A company's shipments, paged by cursor (the company's own list's query)", {
      params: idParams,
      querystring: shipmentListQuery,
      reply: page(shipmentRowSchema),
    }),
    (req) => shipments.adminCompanyList(principalOf(req), req.params.id, req.query),
  );
  app.get(
    '/admin/deliver/:id/shipments',
    endpoint(admin, 'shipments', "A company's shipments count and its settled and unsettled charges", {
      params: idParams,
      reply: shipmentTotalsSchema,
    }),
    (req) => shipments.companyTotals(principalOf(req), req.params.id),
  );
};
