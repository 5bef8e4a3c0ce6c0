import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { pruneTicketBotUpdates } from '#server/modules/tickets/bot/ticket-bot.service.ts';
import { eventBotToken } from '#server/modules/tickets/events/event-telegram.service.ts';
import { eventPages } from '#server/modules/tickets/public/event-pages.ts';
import { registerApi } from './api.ts';
import { createMailer, type Mailer } from './channels/email/mailer.ts';
import { createBotApi } from './channels/telegram/bot-api.ts';
import { createTelegramSender } from './channels/telegram/sender.ts';
import { createPushSender, type PushSender } from './channels/web-push/push-sender.ts';
import type { Config, RunConfig } from './config/env.ts';
import type { Database } from './db/client.ts';
import { errorTexts } from './lib/errors.ts';
import { setFileLinkKey } from './lib/file-links.ts';
import { MAX_IMAGE_BYTES } from './lib/files.ts';
import { withMessageKeys } from './lib/message-keys.ts';
import { finishDocument } from './lib/openapi-document.ts';
import { RequestLogAtDebug } from './lib/request-log.ts';
import { createSecretBox } from './lib/secret-box.ts';
import { markUnreachable } from './modules/customers/customers.service.ts';
import { sharedSecrets } from './modules/instance/shared-secrets.service.ts';
import { startRateFollower } from './modules/licences/rate-follower.worker.ts';
import { startRemindersWorker } from './modules/licences/reminders.worker.ts';
import { startCampaignsWorker } from './modules/messaging/campaigns.worker.ts';
import { type OutboxWorker, startOutboxWorker } from './modules/outbox/outbox.worker.ts';
import { createPushService } from './modules/push/push.service.ts';
import { createRateLimitService } from './modules/ratelimit/ratelimit.service.ts';
import { startUnpaidOrdersWorker } from './modules/sales/unpaid-orders.worker.ts';
import { shopPages } from './modules/shop/shop-pages.routes.ts';
import { createFileStore } from './modules/storage/file-store.ts';
import { filesRoutes } from './modules/storage/files.routes.ts';
import { openObjectStore } from './modules/storage/open-store.ts';
import { storeBotToken } from './modules/stores/telegram.service.ts';
import { accessPlugin } from './plugins/access.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebPanel } from './plugins/web-panel.ts';
import { buildServices } from './services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker;
    /** Brings the stores' and events' bots connected by earlier versions up to this one's webhook. */
    refreshBotWebhooks: () => Promise<{ stores: Record<string, number>; events: Record<string, number> }>;
  }
}

export type BuildOptions = {
  config: Config;
  database: Database;
  /** Replaces the mailer built from the config (tests pass one bound to their SMTP server). */
  mailer?: Mailer;
  /** Replaces the web push sender (tests pass a fake push service). */
  pushSender?: PushSender;
  /** Where log lines go (tests read them); standard output by default. */
  logStream?: NodeJS.WritableStream;
};

/**
 * The server on `database`. Throws SecretMismatchError (modules/instance) when this machine's
 * SECRET_KEY is not the one the database was set up with.
 */
export async function buildApp({
  config: settings,
  database,
  mailer,
  logStream,
  pushSender,
}: BuildOptions): Promise<FastifyInstance> {
  // The secrets every machine shares: the settings', else the database's (made once).
  const secrets = await sharedSecrets(database.db, settings);
  const config: RunConfig = {
    ...settings,
    secretKey: secrets.secretKey,
    vapid: { ...secrets.vapid, subject: settings.vapid.subject },
  };
  const app = Fastify({
    logger: { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) },
    logController: new RequestLogAtDebug(),
    // A hop count trusts that many hops from the server outward (Fastify itself refuses a bare
    // number): the client is the address the outermost of them saw.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    // A path parameter up to 1,000 characters reaches its route, whose contract refuses it by
    // name (a reset code over 128 is a 422 on `code`); a longer one is bad input like any other,
    // and a URL that is not one a bad request, both in Spanish (before any route's handler).
    routerOptions: { maxParamLength: 1000 },
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const message = tooLong ? errorTexts.invalidData : errorTexts.badRequest;
      return reply.status(tooLong ? 422 : 400).send(withMessageKeys({ message }));
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerSecurityHeaders(app);

  const { db } = database;
  const mail =
    mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
  const push = createPushService(db, pushSender ?? createPushSender(config.vapid));
  const limits = createRateLimitService(db);
  const sealed = createSecretBox(config.secretKey);
  const files = createFileStore(openObjectStore(config));
  const telegramSend = createTelegramSender({
    apiRoot: config.telegramApiRoot,
    readFile: files.read,
    // A bot key is a store id, or "t:<eventId>" for an event's bot (tickets).
    tokenFor: async (botKey) => {
      if (/^\d+$/.test(botKey)) return storeBotToken(db, sealed, Number(botKey));
      const event = /^t:(\d{1,9})$/.exec(botKey)?.[1];
      return event ? eventBotToken(db, sealed, Number(event)) : undefined;
    },
    markUnreachable: (customerId) => markUnreachable(db, customerId),
  });
  const outbox = startOutboxWorker({
    db,
    pollMs: config.outboxPollMs,
    log: app.log,
    housekeeping: async () => {
      await limits.prune(3600);
      // Telegram retries an update for at most a day: three days of event-bot update ids suffice.
      await pruneTicketBotUpdates(db, 3);
    },
    handlers: {
      email: async (row) => {
        const payload = row.payload as { subject: string; text: string; html?: string; sensitive?: boolean };
        await mail.send({
          to: row.recipient,
          subject: payload.subject,
          text: payload.text,
          html: payload.html,
        });
        return payload.sensitive ? { subject: payload.subject, redacted: true } : undefined;
      },
      push: push.deliver,
      telegram: telegramSend,
    },
  });
  app.decorate('outbox', outbox);
  app.addHook('onClose', () => outbox.stop());
  const reminders = startRemindersWorker({
    db,
    everyMs: config.membershipRemindersMs,
    publicUrl: config.publicUrl,
    timeZone: config.timeZone,
    log: app.log,
    onOutbox: outbox.kick,
  });
  app.addHook('onClose', () => reminders.stop());
  const unpaidOrders = startUnpaidOrdersWorker({
    db,
    everyMs: config.unpaidOrdersMs,
    timeZone: config.timeZone,
    log: app.log,
    onOutbox: outbox.kick,
  });
  app.addHook('onClose', () => unpaidOrders.stop());
  const rateFollower = startRateFollower({
    db,
    source: config.rateSource,
    everyMs: config.rateEveryMs,
    log: app.log,
  });
  app.addHook('onClose', () => rateFollower.stop());

  const services = buildServices({
    config,
    db,
    files,
    box: sealed,
    botApi: createBotApi(config.telegramApiRoot),
    limits,
    push,
    onOutbox: outbox.kick,
  });
  const campaignsWorker = startCampaignsWorker({
    report: services.campaignReport,
    everyMs: config.outboxPollMs,
    log: app.log,
  });
  app.addHook('onClose', () => campaignsWorker.stop());
  app.decorate('refreshBotWebhooks', async () => ({
    stores: await services.storeTelegram.refreshWebhooks(),
    events: await services.tickets.telegram.refreshWebhooks(),
  }));
  await app.register(accessPlugin, { auth: services.auth });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Vitrina API',
        version: '0.1.0',
        description: 'API of the Vitrina panel and storefronts.',
      },
      servers: [{ url: '/api' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (doc) =>
      'openapiObject' in doc ? finishDocument(doc.openapiObject) : doc.swaggerObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(fastifyMultipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 10, fields: 20 } });
  setFileLinkKey(config.secretKey);
  await app.register(filesRoutes, { files });

  await app.register((api) => registerApi(api, services, config), { prefix: '/api' });
  // The storefront's pages (/tienda/:web_store…) and the public event pages (/evento/:id), before
  // the panel's catch-all.
  await app.register(shopPages, { shop: services.shop });
  await app.register(eventPages, { purchases: services.tickets.purchases, limits });
  await registerWebPanel(app, config.webDist);

  return app;
}
