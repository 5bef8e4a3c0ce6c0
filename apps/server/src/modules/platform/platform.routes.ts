import { Readable } from 'node:stream';
import {
  adminStoreDetailSchema,
  adminStoreExportQuery,
  adminStoreQuery,
  adminStoreSchema,
  licenceStatsQuery,
  licenceStatsSchema,
  page,
  storeStatusBody,
  storeStatusReply,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvLine, sendCsv } from '#server/lib/csv.ts';
import { csvAmount } from '#server/lib/format.ts';
import { toCents } from '#server/lib/money.ts';
import { idAndBody, idParams, routesOf } from '#server/lib/route.ts';
import { callers } from '#server/plugins/access.ts';
import type { PlatformService } from './platform.service.ts';
import { csvYesNo, membershipLabels, STORES_CSV_HEADER } from './platform.texts.ts';

export const platformRoutes: FastifyPluginAsyncZod<{ platform: PlatformService }> = async (
  app,
  { platform },
) => {
  const api = routesOf(app, 'admin');
  api.get('/admin/stores', {
    access: callers.admin,
    summary: 'Every store with owner, plan, membership, last 30 days of sales, channels',
    querystring: adminStoreQuery,
    reply: page(adminStoreSchema),
    handler: (req) => platform.list(req.query),
  });

  api.get('/admin/stores/export', {
    access: callers.admin,
    summary: "The store list's matching stores as CSV (streamed in batches)",
    download: 'text/csv',
    querystring: adminStoreExportQuery,
    handler: (req, reply) => {
      async function* lines() {
        // A BOM so spreadsheet programs read the accents right.
        yield `\uFEFF${csvLine(STORES_CSV_HEADER)}`;
        for await (const batch of platform.exportRows(req.query)) {
          yield batch
            .map((s) =>
              csvLine([
                s.id,
                s.name,
                `${s.owner.name} ${s.owner.lastname}`.trim(),
                s.owner.email,
                s.plan?.name ?? '',
                s.membership_until ?? '',
                membershipLabels[s.membership_state],
                s.statusName,
                s.sales_30d.count,
                csvAmount(toCents(s.sales_30d.total)),
                csvYesNo(s.channels.telegram),
                csvYesNo(s.channels.web),
                s.created_at,
              ]),
            )
            .join('');
        }
      }
      return sendCsv(reply, 'tiendas.csv', Readable.from(lines()));
    },
  });

  api.get('/admin/stores/:id', {
    access: callers.admin,
    summary: 'One store: owner, membership and its history, licence payments, counts',
    params: idParams,
    reply: adminStoreDetailSchema,
    handler: (req) => platform.get(req.params.id),
  });

  api.patch('/admin/stores/:id/status', {
    access: callers.admin,
    summary: 'Suspend (2) or activate (1) a store; its owner still signs in and reads',
    params: idParams,
    body: storeStatusBody,
    reply: storeStatusReply,
    handler: idAndBody(platform.setStatus),
  });

  api.get('/admin/licence-stats', {
    access: callers.admin,
    summary: 'Licence revenue by plan and day, pending payments, new, expiring and expired stores',
    querystring: licenceStatsQuery,
    reply: licenceStatsSchema,
    handler: (req) => platform.licenceStats(req.query),
  });
};
