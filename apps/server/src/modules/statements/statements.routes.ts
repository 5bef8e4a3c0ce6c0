import {
  confirmExactReply,
  confirmLineBody,
  confirmLineReply,
  idParams,
  page,
  pageQuery,
  rematchReply,
  STATEMENT_LAYOUTS,
  STATEMENT_MAX_BYTES,
  statementAccountSchema,
  statementImportSchema,
  statementLineParams,
  statementLineSchema,
  statementLinesQuery,
  statementPreviewSchema,
  statementSchema,
  statementSettingsBody,
  statementSettingsSchema,
  statementUploadBody,
} from '@vitrina/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalid } from '#server/lib/errors.ts';
import { fileOf, formBody } from '#server/lib/multipart.ts';
import { routesOf } from '#server/lib/route.ts';
import { callers, principalOf } from '#server/plugins/access.ts';
import type { StatementsService } from './statements.service.ts';
import { statementTexts } from './statements.texts.ts';

const upload = {
  file: 'file',
  fileDescription: `The statement: CSV (UTF-8 or Windows-1252; ";", ",", tab or "|" between columns) or Excel .xlsx, up to ${STATEMENT_MAX_BYTES / 1024 / 1024} MB.`,
  fields: {
    layout: `The bank's export (${STATEMENT_LAYOUTS.join(', ')}); left out, it is recognised by its headers. "custom" reads with the *_column fields, or with the account's saved mapping.`,
  },
};

/** The statement file of an upload, or a Spanish 422 on `file`. */
function statementFile(req: FastifyRequest) {
  const file = fileOf(req);
  if (!file) throw invalid({ file: [statementTexts.fileRequired()] }, statementTexts.fileRequired());
  return file;
}

export const statementsRoutes: FastifyPluginAsyncZod<{ statements: StatementsService }> = async (
  app,
  { statements },
) => {
  const api = routesOf(app, 'statements');
  const access = callers.reconcilers;
  api.get('/statement-accounts', {
    access,
    summary:
      "The accounts the caller may reconcile, with their settings and lines by state: the admin, the platform's (licence payments); the owner, the store's (sales); a cashier, those the owner opened; the ticket master, its own (ticket sales)",
    reply: z.array(statementAccountSchema),
    handler: (req) => statements.accounts(principalOf(req)),
  });
  api.put('/statement-accounts/:id/settings', {
    access: callers.ownerAdminOrMaster,
    summary: "An account's amount tolerance, date window and whether cashiers may reconcile it",
    params: idParams,
    body: statementSettingsBody,
    reply: statementSettingsSchema,
    handler: (req) => statements.saveSettings(principalOf(req), req.params.id, req.body),
  });
  api.post('/statement-accounts/:id/preview', {
    access,
    summary:
      'Reads a statement file without importing it: its layout, headers, credit lines and the first 20',
    params: idParams,
    body: statementUploadBody,
    reply: statementPreviewSchema,
    upload,
    preValidation: formBody({ file: 'file' }),
    handler: (req) => statements.preview(principalOf(req), req.params.id, statementFile(req).bytes, req.body),
  });
  api.post('/statement-accounts/:id/statements', {
    access,
    summary:
      "Imports a statement: adds its credit lines not imported before and matches the account's lines to its waiting payments",
    params: idParams,
    body: statementUploadBody,
    reply: statementImportSchema,
    status: 201,
    upload,
    preValidation: formBody({ file: 'file' }),
    handler: async (req, reply) =>
      reply
        .status(201)
        .send(await statements.importFile(principalOf(req), req.params.id, statementFile(req), req.body)),
  });
  api.get('/statement-accounts/:id/statements', {
    access,
    summary: "The account's imported statements, newest first",
    params: idParams,
    querystring: pageQuery,
    reply: page(statementSchema),
    handler: (req) => statements.statements(principalOf(req), req.params.id, req.query),
  });
  api.get('/statement-accounts/:id/lines', {
    access,
    summary:
      "The account's statement lines, newest first, each with its match and candidates; ?state= and ?statement_id= filter",
    params: idParams,
    querystring: statementLinesQuery,
    reply: page(statementLineSchema),
    handler: (req) => statements.lines(principalOf(req), req.params.id, req.query),
  });
  api.post('/statement-accounts/:id/rematch', {
    access,
    summary: "Matches the account's open lines again against the payments waiting now",
    params: idParams,
    reply: rematchReply,
    handler: (req) => statements.rematch(principalOf(req), req.params.id),
  });
  api.post('/statement-accounts/:id/lines/:lineId/confirm', {
    access,
    summary:
      "Confirms a line as the payment of a waiting sale (a licence payment, for a platform account): the sale's own verify step (the licence's approval; for a ticket master's account, a part of the ticket sale's payment, which verifies it once the parts cover it)",
    params: statementLineParams,
    body: confirmLineBody,
    reply: confirmLineReply,
    handler: (req) =>
      statements.confirmLine(principalOf(req), req.params.id, req.params.lineId, req.body.payment_id),
  });
  api.post('/statement-accounts/:id/confirm-exact', {
    access,
    summary: "Confirms every exact match of the account, each through its sale's verify step",
    params: idParams,
    reply: confirmExactReply,
    handler: (req) => statements.confirmExact(principalOf(req), req.params.id),
  });
};
