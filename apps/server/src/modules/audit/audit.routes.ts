import { auditEntrySchema, auditQuery, page } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesOf } from '#server/lib/route.ts';
import { callers, principalOf } from '#server/plugins/access.ts';
import type { AuditLogService } from './audit-log.service.ts';

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditLogService }> = async (app, { audit }) => {
  const api = routesOf(app, 'audit');
  api.get('/audit', {
    access: callers.ownerOrAdmin,
    summary:
      "The audit log, newest first: the admin's every entry (filters by actor, store, kind, days), an owner's its store's",
    querystring: auditQuery,
    reply: page(auditEntrySchema),
    handler: (req) => audit.list(principalOf(req), req.query),
  });
};
