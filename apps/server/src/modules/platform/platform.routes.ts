import { Readable } from 'node:stream';
import {
  adminStoreDetailSchema,
  adminStoreExportQuery,
  adminStoreQuery,
  adminStoreSchema,
  licenceStatsQuery,
  licenceStatsSchema,
  page,
  ROLES,
  storeStatusBody,
  storeStatusReply,
} from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvLine } from '../../lib/csv.ts';
import { endpoint, idAndBody, idParams } from '../../lib/route.ts';
import type { PlatformService } from './platform.service.ts';
import { membershipLabels, STORES_CSV_HEADER } from './platform.texts.ts';

const admin = [ROLES.ADMIN] as const;

export const platformRoutes: FastifyPluginAsyncZod<{ platform: PlatformService }> = async (
  app,
  { platform },
) => {
  app.get(
    '/admin/stores',
    endpoint(admin, 'admin', 'Every store with owner, plan, membership, last 30 days of sales, channels', {
      querystring: adminStoreQuery,
      reply: page(adminStoreSchema),
    }),
    (req) => platform.list(req.query),
  );

  app.get(
    '/admin/stores/export',
    {
      config: { access: admin },
      schema: {
        tags: ['admin'],
        summary: "The store list's matching stores as CSV (streamed in batches)",
        querystring: adminStoreExportQuery,
      },
    },
    (req, reply) => {
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
                s.sales_30d.total.toFixed(2),
                s.channels.telegram ? 'sí' : 'no',
                s.channels.web ? 'sí' : 'no',
                s.created_at,
              ]),
            )
            .join('');
        }
      }
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="tiendas.csv"')
        .send(Readable.from(lines()));
    },
  );

  app.get(
    '/admin/stores/:id',
    endpoint(admin, 'admin', 'One store: owner, membership and its history, licence payments, counts', {
      params: idParams,
      reply: adminStoreDetailSchema,
    }),
    (req) => platform.get(req.params.id),
  );

  app.patch(
    '/admin/stores/:id/status',
    endpoint(admin, 'admin', 'Suspend (2) or activate (1) a store; its owner still signs in and reads', {
      params: idParams,
      body: storeStatusBody,
      reply: storeStatusReply,
    }),
    idAndBody(platform.setStatus),
  );

  app.get(
    '/admin/licence-stats',
    endpoint(
      admin,
      'admin',
      'Licence revenue by plan and day, pending payments, new, expiring and expired stores',
      {
        querystring: licenceStatsQuery,
        reply: licenceStatsSchema,
      },
    ),
    (req) => platform.licenceStats(req.query),
  );
};
