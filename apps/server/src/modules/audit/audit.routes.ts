import { auditEntrySchema, auditQuery, page, ROLES } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../lib/route.ts';
import { principalOf } from '../../plugins/access.ts';
import type { AuditLogService } from './audit-log.service.ts';

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditLogService }> = async (app, { audit }) => {
  app.get(
    '/audit',
    endpoint(
      [ROLES.ADMIN, ROLES.CLIENT],
      'audit',
      "The audit log, newest first: the admin's every entry (filters by actor, store, kind, days), an owner's its store's",
      { querystring: auditQuery, reply: page(auditEntrySchema) },
    ),
    (req) => audit.list(principalOf(req), req.query),
  );
};
