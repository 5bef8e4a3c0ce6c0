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
  idParam,
  mostSelledSchema,
  mostUserSchema,
  page,
  platformSummarySchema,
  profitSchema,
  ROLES,
  rangeQuery,
  reportBody,
  reportSchema,
  topStoresSchema,
  transitionReply,
  weeklySalesSchema,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/access.ts';
import type { ReportsService } from './reports.service.ts';
import type { SalesService } from './sales.service.ts';

const staff = { access: [ROLES.CLIENT, ROLES.CASHIER] } as const;
const owner = { access: [ROLES.CLIENT] } as const;
const admin = { access: [ROLES.ADMIN] } as const;
const watchers = { access: [ROLES.CLIENT, ROLES.CASHIER, ROLES.ADMIN] } as const;
const idParams = z.object({ id: idParam });

export const salesRoutes: FastifyPluginAsyncZod<{ sales: SalesService; reports: ReportsService }> = async (
  app,
  { sales, reports },
) => {
  app.get(
    '/bill',
    {
      config: staff,
      schema: {
        tags: ['sales'],
        summary: 'Sales of the store, paged by cursor, with filters and search by customer or number',
        querystring: billListQuery,
        response: { 200: page(billRowSchema) },
      },
    },
    (req) => sales.list(principalOf(req), req.query),
  );
  app.get(
    '/bill/changes',
    {
      config: watchers,
      schema: {
        tags: ['sales'],
        summary: "The store's newest sale and last change: an open panel polls it and reloads on a change",
        response: { 200: billChangesSchema },
      },
    },
    (req) => sales.changes(principalOf(req)),
  );
  app.get(
    '/bill/:id',
    { config: staff, schema: { tags: ['sales'], params: idParams, response: { 200: billSchema } } },
    (req) => sales.get(principalOf(req), req.params.id),
  );

  // The state changes §7 lists as GET are also accepted as POST; the panel uses POST.
  const simpleActions = BILL_ACTIONS.filter(
    (a): a is Exclude<BillAction, 'cancel' | 'receive'> => a !== 'cancel' && a !== 'receive',
  );
  for (const action of simpleActions) {
    for (const method of ['GET', 'POST'] as const) {
      app.route({
        method,
        url: `/bill/:id/${action}`,
        config: staff,
        schema: {
          tags: ['sales'],
          summary: `Sale action: ${action}`,
          params: idParams,
          response: { 200: transitionReply },
        },
        handler: (req) => sales.act(principalOf(req), req.params.id, action),
      });
    }
  }
  app.post(
    '/bill/:id/cancel',
    {
      config: staff,
      schema: {
        tags: ['sales'],
        summary: 'Cancel a sale with a note',
        params: idParams,
        body: cancelBody,
        response: { 200: transitionReply },
      },
    },
    (req) => sales.act(principalOf(req), req.params.id, 'cancel', req.body.note),
  );

  app.post(
    '/bill',
    {
      config: owner,
      schema: {
        tags: ['reports'],
        summary: 'Report of a range of days',
        body: reportBody,
        response: { 200: reportSchema },
      },
    },
    (req) => reports.report(principalOf(req), req.body),
  );
  app.get(
    '/bill/export',
    {
      config: owner,
      schema: {
        tags: ['reports'],
        summary: 'The sales of a range as CSV (streamed)',
        querystring: exportQuery,
      },
    },
    (req, reply) => {
      const stream = reports.exportCsv(principalOf(req), req.query);
      const name = `ventas-${req.query.initial_date}-a-${req.query.final_date}.csv`;
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .send(stream);
    },
  );

  const range = { querystring: rangeQuery };
  // Only weeklysales needs dates (SPEC.md §7); the others default to the last days.
  const period = { querystring: dashboardQuery };
  app.get(
    '/mostselled',
    { config: owner, schema: { tags: ['dashboard'], ...period, response: { 200: mostSelledSchema } } },
    (req) => reports.mostSelled(principalOf(req), req.query),
  );
  app.get(
    '/mostuser',
    { config: owner, schema: { tags: ['dashboard'], ...period, response: { 200: mostUserSchema } } },
    (req) => reports.mostUser(principalOf(req), req.query),
  );
  app.get(
    '/profit',
    { config: owner, schema: { tags: ['dashboard'], ...period, response: { 200: profitSchema } } },
    (req) => reports.profit(principalOf(req), req.query),
  );
  app.get(
    '/weeklysales',
    { config: owner, schema: { tags: ['dashboard'], ...range, response: { 200: weeklySalesSchema } } },
    (req) => reports.weeklySales(principalOf(req), req.query),
  );
  app.get(
    '/store/top',
    { config: admin, schema: { tags: ['dashboard'], ...period, response: { 200: topStoresSchema } } },
    (req) => reports.topStores(req.query),
  );
  app.get(
    '/admin/summary',
    { config: admin, schema: { tags: ['dashboard'], response: { 200: platformSummarySchema } } },
    () => reports.platformSummary(),
  );
};
