import {
  billIdParams,
  idParams,
  page,
  SHIPMENT_NOTE_MAX,
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
import { rangeCsvName, sendCsv } from '#server/lib/csv.ts';
import { readForm } from '#server/lib/multipart.ts';
import { idAndBody, routesOf } from '#server/lib/route.ts';
import { callers, principalOf } from '#server/plugins/access.ts';
import type { ShipmentsService } from './shipments.service.ts';

/** Shipments: the delivery company's list, steps, settlement and report; the store's list; the admin's totals. */
export const shipmentsRoutes: FastifyPluginAsyncZod<{ shipments: ShipmentsService }> = async (
  app,
  { shipments },
) => {
  const api = routesOf(app, 'shipments');
  api.get('/deliver/delivery', {
    access: callers.company,
    summary: "The company's shipments, paged by cursor, with filters",
    querystring: shipmentListQuery,
    reply: page(shipmentRowSchema),
    handler: (req) => shipments.companyList(principalOf(req), req.query),
  });
  api.get('/deliver/delivery/:id', {
    access: callers.company,
    summary: 'A shipment: store, shopper, address, price, items, courier, proof',
    params: idParams,
    reply: shipmentSchema,
    handler: (req) => shipments.companyGet(principalOf(req), req.params.id),
  });
  api.post('/deliver/delivery/:id/verify', {
    access: callers.company,
    summary: 'Accept a shipment and assign one of the company’s active couriers',
    params: idParams,
    body: verifyShipmentBody,
    reply: shipmentReply,
    handler: idAndBody(shipments.verify),
  });
  api.post('/deliver/delivery/:id/pickup', {
    access: callers.company,
    summary: 'The courier picked the shipment up (the sale becomes shipped)',
    params: idParams,
    reply: shipmentReply,
    handler: (req) => shipments.pickup(principalOf(req), req.params.id),
  });
  api.post('/deliver/delivery/:id/collect', {
    access: callers.company,
    summary: "The courier collected a cash order's money on delivery (the sale becomes paid)",
    params: idParams,
    reply: shipmentReply,
    handler: (req) => shipments.collect(principalOf(req), req.params.id),
  });
  api.post('/deliver/delivery/:id/deliver', {
    access: callers.company,
    summary:
      'Delivered, with a photo (multipart field image; JPEG, PNG or WEBP up to 5 MB) and a note (the sale becomes delivered)',
    upload: {
      file: 'image',
      fields: { note: `What the courier saw, up to ${SHIPMENT_NOTE_MAX} characters (optional).` },
    },
    params: idParams,
    reply: shipmentReply,
    handler: async (req) => {
      const principal = principalOf(req);
      const form = await readForm(req, 'image');
      return shipments.deliver(principal, req.params.id, {
        image: form.files.find((f) => f.field === 'image')?.bytes,
        note: form.fields.note,
      });
    },
  });
  api.patch('/delivery/pay/:bill_id', {
    access: callers.company,
    summary: 'The company’s charge for a delivered shipment is settled (once)',
    params: billIdParams,
    reply: shipmentReply,
    handler: (req) => shipments.pay(principalOf(req), req.params.bill_id),
  });
  api.post('/deliver/report', {
    access: callers.company,
    summary: 'Shipments, charges earned, settled and unsettled of a range of days',
    body: shipmentReportBody,
    reply: shipmentReportSchema,
    handler: (req) => shipments.report(principalOf(req), req.body),
  });
  api.get('/deliver/report/export', {
    access: callers.company,
    summary: 'The shipments of a range as CSV (streamed)',
    querystring: shipmentExportQuery,
    download: 'text/csv',
    handler: (req, reply) =>
      sendCsv(reply, rangeCsvName('envios', req.query), shipments.exportCsv(principalOf(req), req.query)),
  });

  api.get('/delivery', {
    access: callers.staff,
    summary: "The store's shipments with their company, courier, state, price and proof",
    querystring: storeShipmentListQuery,
    reply: page(shipmentRowSchema),
    handler: (req) => shipments.storeList(principalOf(req), req.query),
  });
  api.get('/delivery/:id', {
    access: callers.staff,
    summary: 'One shipment of the store',
    params: idParams,
    reply: shipmentSchema,
    handler: (req) => shipments.storeGet(principalOf(req), req.params.id),
  });

  api.get('/admin/deliver/:id/delivery', {
    access: callers.admin,
    summary: "A company's shipments, paged by cursor (the company's own list's query)",
    params: idParams,
    querystring: shipmentListQuery,
    reply: page(shipmentRowSchema),
    handler: (req) => shipments.adminCompanyList(principalOf(req), req.params.id, req.query),
  });
  api.get('/admin/deliver/:id/shipments', {
    access: callers.admin,
    summary: "A company's shipments count and its settled and unsettled charges",
    params: idParams,
    reply: shipmentTotalsSchema,
    handler: (req) => shipments.companyTotals(principalOf(req), req.params.id),
  });
};
