import {
  BILL_ACTIONS,
  type BillAction,
  billChangesSchema,
  billListQuery,
  billRowSchema,
  billSchema,
  cancelBody,
  dashboardQuery,
  exportQuery,
  mostSelledSchema,
  mostUserSchema,
  page,
  platformSummarySchema,
  profitSchema,
  rangeQuery,
  reportBody,
  reportSchema,
  salePartBody,
  salePartParams,
  saleSettingsBody,
  saleSettingsReply,
  saleSettingsSchema,
  topStoresSchema,
  transitionReply,
  weeklySalesSchema,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rangeCsvName, sendCsv } from '#server/lib/csv.ts';
import { partForm, pictureOf } from '#server/lib/multipart.ts';
import { idParams, routesOf } from '#server/lib/route.ts';
import { callers, principalOf } from '#server/plugins/access.ts';
import type { ReportsService } from './reports.service.ts';
import type { SalesService } from './sales.service.ts';

/** A part's form: its fields and at most one proof picture. */

export const salesRoutes: FastifyPluginAsyncZod<{ sales: SalesService; reports: ReportsService }> = async (
  app,
  { sales, reports },
) => {
  const salesApi = routesOf(app, 'sales');
  const reportsApi = routesOf(app, 'reports');
  const dashboardApi = routesOf(app, 'dashboard');
  salesApi.get('/bill', {
    access: callers.staff,
    summary: 'Sales of the store, paged by cursor, with filters and search by customer or number',
    querystring: billListQuery,
    reply: page(billRowSchema),
    handler: (req) => sales.list(principalOf(req), req.query),
  });
  salesApi.get('/bill/changes', {
    access: callers.staffOrAdmin,
    summary: "The store's newest sale and last change: an open panel polls it and reloads on a change",
    reply: billChangesSchema,
    handler: (req) => sales.changes(principalOf(req)),
  });
  salesApi.get('/bill/:id', {
    access: callers.staff,
    summary: 'A sale: customer, items, payment, proof, shipment and its history',
    params: idParams,
    reply: billSchema,
    handler: (req) => sales.get(principalOf(req), req.params.id),
  });

  // The state changes §7 lists as GET are also accepted as POST; the panel uses POST.
  // 'receive' is the shopper's and 'settle' the server's (a sale's parts covering its total).
  const simpleActions = BILL_ACTIONS.filter(
    (a): a is Exclude<BillAction, 'cancel' | 'receive' | 'settle'> =>
      a !== 'cancel' && a !== 'receive' && a !== 'settle',
  );
  for (const action of simpleActions) {
    for (const method of ['get', 'post'] as const) {
      salesApi[method](`/bill/:id/${action}`, {
        access: callers.staff,
        summary: `Sale action: ${action}`,
        params: idParams,
        reply: transitionReply,
        handler: (req) => sales.act(principalOf(req), req.params.id, action),
      });
    }
  }
  salesApi.post('/bill/:id/cancel', {
    access: callers.staff,
    summary: 'Cancel a sale with a note',
    params: idParams,
    body: cancelBody,
    reply: transitionReply,
    handler: (req) => sales.act(principalOf(req), req.params.id, 'cancel', req.body.note),
  });

  salesApi.post('/bill/:id/payments', {
    access: callers.staff,
    summary:
      'Record a part of the payment the staff received (JSON, or multipart with the proof picture as `proof`); the sale is paid once its parts cover the total',
    params: idParams,
    body: salePartBody,
    reply: transitionReply,
    status: 201,
    upload: { file: 'proof', json: true },
    preValidation: partForm,
    handler: (req) => sales.parts.record(principalOf(req), req.params.id, req.body, pictureOf(req)),
  });
  salesApi.delete('/bill/:id/payments/:part_id', {
    access: callers.staff,
    summary: 'Take back a part recorded by mistake, while the sale is not paid',
    params: salePartParams,
    reply: transitionReply,
    handler: (req) => sales.parts.remove(principalOf(req), req.params.id, req.params.part_id),
  });

  salesApi.get('/sale-settings', {
    access: callers.staff,
    summary: "The store's sale settings: cash at pick-up and on delivery, unpaid orders' expiry",
    reply: saleSettingsSchema,
    handler: (req) => sales.settings.get(principalOf(req)),
  });
  salesApi.put('/sale-settings', {
    access: callers.owner,
    summary: "Change the store's sale settings",
    body: saleSettingsBody,
    reply: saleSettingsReply,
    handler: (req) => sales.settings.save(principalOf(req), req.body),
  });

  reportsApi.post('/bill', {
    access: callers.owner,
    summary: 'Report of a range of days',
    body: reportBody,
    reply: reportSchema,
    handler: (req) => reports.report(principalOf(req), req.body),
  });
  reportsApi.get('/bill/export', {
    access: callers.owner,
    summary: 'The sales of a range as CSV (streamed)',
    querystring: exportQuery,
    download: 'text/csv',
    handler: (req, reply) =>
      sendCsv(reply, rangeCsvName('ventas', req.query), reports.exportCsv(principalOf(req), req.query)),
  });

  // Only weeklysales needs dates (SPEC.md §7); the others default to the last days.
  dashboardApi.get('/mostselled', {
    access: callers.owner,
    summary: "The store's best-selling products of a period (the last days unless given)",
    querystring: dashboardQuery,
    reply: mostSelledSchema,
    handler: (req) => reports.mostSelled(principalOf(req), req.query),
  });
  dashboardApi.get('/mostuser', {
    access: callers.owner,
    summary: "The store's best customers of a period, web and Telegram apart",
    querystring: dashboardQuery,
    reply: mostUserSchema,
    handler: (req) => reports.mostUser(principalOf(req), req.query),
  });
  dashboardApi.get('/profit', {
    access: callers.owner,
    summary: "The store's income, sales count and average sale of a period",
    querystring: dashboardQuery,
    reply: profitSchema,
    handler: (req) => reports.profit(principalOf(req), req.query),
  });
  dashboardApi.get('/weeklysales', {
    access: callers.owner,
    summary: "The store's sales and income day by day over a range",
    querystring: rangeQuery,
    reply: weeklySalesSchema,
    handler: (req) => reports.weeklySales(principalOf(req), req.query),
  });
  dashboardApi.get('/store/top', {
    access: callers.admin,
    summary: 'The stores that sold most in a period',
    querystring: dashboardQuery,
    reply: topStoresSchema,
    handler: (req) => reports.topStores(req.query),
  });
  dashboardApi.get('/admin/summary', {
    access: callers.admin,
    summary: 'How many stores and shoppers the platform has',
    reply: platformSummarySchema,
    handler: () => reports.platformSummary(),
  });
};
