import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { pruneTicketBotUpdates } from '#server/modules/tickets/bot/ticket-bot.service.ts';
import { eventBotToken } from '#server/modules/tickets/events/event-telegram.service.ts';
import { eventPages } from '#server/modules/tickets/public/event-pages.ts';
import { createPurchaseService } from '#server/modules/tickets/purchases/purchase.service.ts';
import { createMailer, type Mailer } from './channels/email/mailer.ts';
import { createBotApi } from './channels/telegram/bot-api.ts';
import { createTelegramSender } from './channels/telegram/sender.ts';
import { createPushSender, type PushSender } from './channels/web-push/push-sender.ts';
import type { Config } from './config/env.ts';
import type { Database } from './db/client.ts';
import { createFileStore, MAX_IMAGE_BYTES } from './lib/files.ts';
import { RequestLogAtDebug } from './lib/request-log.ts';
import { createSecretBox } from './lib/secret-box.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { createAuditLogService } from './modules/audit/audit-log.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { banksRoutes } from './modules/banks/banks.routes.ts';
import { createBanksService } from './modules/banks/banks.service.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { createCatalogService } from './modules/catalog/catalog.service.ts';
import { categoriesRoutes } from './modules/categories/categories.routes.ts';
import { createCategoriesService } from './modules/categories/categories.service.ts';
import { customersRoutes } from './modules/customers/customers.routes.ts';
import { createCustomersService, markUnreachable } from './modules/customers/customers.service.ts';
import { dealersRoutes } from './modules/dealers/dealers.routes.ts';
import { createCompanyDealersService, createDealersService } from './modules/dealers/dealers.service.ts';
import { createDeliveryService } from './modules/delivery/delivery.service.ts';
import { deliveryAdminRoutes } from './modules/delivery/delivery-admin.routes.ts';
import { deliveryCompanyRoutes } from './modules/delivery/delivery-company.routes.ts';
import { deliveryDealersRoutes } from './modules/delivery/delivery-dealers.routes.ts';
import { deliveryStoreRoutes } from './modules/delivery/delivery-store.routes.ts';
import { shipmentsRoutes } from './modules/delivery/shipments.routes.ts';
import { createShipmentsService } from './modules/delivery/shipments.service.ts';
import { faqsRoutes } from './modules/faqs/faqs.routes.ts';
import { createFaqsService } from './modules/faqs/faqs.service.ts';
import { geoRoutes } from './modules/geo/geo.routes.ts';
import { createGeoService } from './modules/geo/geo.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createHealthService } from './modules/health/health.service.ts';
import { licencesRoutes } from './modules/licences/licences.routes.ts';
import { createMembershipService } from './modules/licences/membership.service.ts';
import { paymentsRoutes } from './modules/licences/payments.routes.ts';
import { createPaymentsService } from './modules/licences/payments.service.ts';
import { createPlansService } from './modules/licences/plans.service.ts';
import { startRemindersWorker } from './modules/licences/reminders.worker.ts';
import { createAdminSendsService } from './modules/messaging/admin-sends.service.ts';
import { createCampaignReportService } from './modules/messaging/campaign-report.service.ts';
import { campaignsRoutes } from './modules/messaging/campaigns.routes.ts';
import { createCampaignsService } from './modules/messaging/campaigns.service.ts';
import { startCampaignsWorker } from './modules/messaging/campaigns.worker.ts';
import { messagingRoutes } from './modules/messaging/messaging.routes.ts';
import { createSendsService } from './modules/messaging/sends.service.ts';
import { telegramRoutes } from './modules/messaging/telegram.routes.ts';
import { createTelegramWebhookService } from './modules/messaging/telegram-webhook.service.ts';
import { accountOpener } from './modules/onboarding/onboarding.service.ts';
import { type OutboxWorker, startOutboxWorker } from './modules/outbox/outbox.worker.ts';
import { platformRoutes } from './modules/platform/platform.routes.ts';
import { createPlatformService } from './modules/platform/platform.service.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { createPushService } from './modules/push/push.service.ts';
import { createRateLimitService } from './modules/ratelimit/ratelimit.service.ts';
import { createReportsService } from './modules/sales/reports.service.ts';
import { salesRoutes } from './modules/sales/sales.routes.ts';
import { createSalesService } from './modules/sales/sales.service.ts';
import { scheduleRoutes } from './modules/schedule/schedule.routes.ts';
import { createScheduleService } from './modules/schedule/schedule.service.ts';
import type { ShopDeps } from './modules/shop/shop.deps.ts';
import { shopRoutes } from './modules/shop/shop.routes.ts';
import { createShopBot } from './modules/shop/shop-bot.service.ts';
import { shopPages } from './modules/shop/shop-pages.routes.ts';
import { storesRoutes } from './modules/stores/stores.routes.ts';
import { createStoresService } from './modules/stores/stores.service.ts';
import { createStoreTelegramService, storeBotToken } from './modules/stores/telegram.service.ts';
import { ticketsRoutes } from './modules/tickets/tickets.routes.ts';
import { adminUsersRoutes } from './modules/users/admin-users.routes.ts';
import { createAdminUsersService } from './modules/users/admin-users.service.ts';
import { profileRoutes } from './modules/users/profile.routes.ts';
import { createProfileService } from './modules/users/profile.service.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { accessPlugin } from './plugins/access.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebPanel } from './plugins/web-panel.ts';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker;
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

export async function buildApp({
  config,
  database,
  mailer,
  logStream,
  pushSender,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) },
    logController: new RequestLogAtDebug(),
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
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
  const telegramSend = createTelegramSender({
    apiRoot: config.telegramApiRoot,
    filesDir: config.filesDir,
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

  const auth = createAuthService({
    db,
    limits,
    tokenTtlDays: config.tokenTtlDays,
    publicUrl: config.publicUrl,
    onOutbox: outbox.kick,
    accounts: accountOpener,
  });
  await app.register(accessPlugin, { auth });

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
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const files = createFileStore(config.filesDir);
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 10, fields: 20 } });
  // Uploaded images have random names and never change: cache them for good.
  await app.register(fastifyStatic, {
    root: config.filesDir,
    prefix: '/api/files/',
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: '365d',
  });

  let shopDeps: ShopDeps | undefined;
  await app.register(
    async (api) => {
      api.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, () => app.swagger());
      await api.register(healthRoutes, { health: createHealthService(db) });
      await api.register(authRoutes, { auth });
      await api.register(usersRoutes, { users: createUsersService(db, accountOpener) });
      await api.register(adminUsersRoutes, { adminUsers: createAdminUsersService(db) });
      await api.register(auditRoutes, { audit: createAuditLogService({ db, timeZone: config.timeZone }) });
      await api.register(platformRoutes, {
        platform: createPlatformService({ db, timeZone: config.timeZone }),
      });
      const box = createSecretBox(config.secretKey);
      const stores = createStoresService({ db, files, box, storeHost: config.storeHost });
      const telegram = createStoreTelegramService({
        db,
        box,
        botApi: createBotApi(config.telegramApiRoot),
        publicUrl: config.publicUrl,
        stores,
      });
      await api.register(storesRoutes, { stores, telegram });
      await api.register(catalogRoutes, { catalog: createCatalogService(db, files) });
      await api.register(geoRoutes, { geo: createGeoService() });
      await api.register(categoriesRoutes, { categories: createCategoriesService(db) });
      await api.register(banksRoutes, { banks: createBanksService(db) });
      await api.register(faqsRoutes, { faqs: createFaqsService(db) });
      await api.register(scheduleRoutes, { schedule: createScheduleService(db) });
      await api.register(profileRoutes, { profile: createProfileService(db, files, limits) });
      await api.register(dealersRoutes, { dealers: createDealersService(db) });
      const delivery = createDeliveryService(db, files, accountOpener);
      await api.register(deliveryAdminRoutes, { delivery });
      await api.register(deliveryCompanyRoutes, { delivery });
      await api.register(deliveryDealersRoutes, { dealers: createCompanyDealersService(db) });
      await api.register(deliveryStoreRoutes, { delivery });
      await api.register(customersRoutes, { customers: createCustomersService(db) });
      const sales = createSalesService({
        db,
        files,
        timeZone: config.timeZone,
        onOutbox: outbox.kick,
        publicUrl: config.publicUrl,
      });
      await api.register(salesRoutes, { sales, reports: createReportsService(db, config.timeZone) });
      await api.register(shipmentsRoutes, { shipments: createShipmentsService({ db, files, sales }) });
      await api.register(pushRoutes, { push, publicKey: config.vapid.publicKey });
      await api.register(licencesRoutes, {
        plans: createPlansService(db),
        membership: createMembershipService(db),
      });
      await api.register(paymentsRoutes, {
        payments: createPaymentsService({
          db,
          files,
          timeZone: config.timeZone,
          publicUrl: config.publicUrl,
          onOutbox: outbox.kick,
        }),
      });
      // The shopper's side (issue 15): the storefront's API, checkout, order pages, the Mini App.
      shopDeps = {
        db,
        files,
        box,
        botApi: createBotApi(config.telegramApiRoot),
        sales,
        limits,
        publicUrl: config.publicUrl,
        storeHost: config.storeHost,
        timeZone: config.timeZone,
        vapidPublicKey: config.vapid.publicKey,
        storefrontDist: config.storefrontDist,
        onOutbox: outbox.kick,
      };
      // Messaging (SPEC.md §7): the sends, the campaigns and their scheduler, the bots' webhook.
      const messagingDeps = {
        db,
        files,
        publicUrl: config.publicUrl,
        storeHost: config.storeHost,
        onOutbox: outbox.kick,
      };
      await api.register(messagingRoutes, {
        sends: createSendsService(messagingDeps),
        adminSends: createAdminSendsService(messagingDeps),
      });
      const report = createCampaignReportService(messagingDeps);
      await api.register(campaignsRoutes, { campaigns: createCampaignsService(messagingDeps), report });
      const campaignsWorker = startCampaignsWorker({ report, everyMs: config.outboxPollMs, log: app.log });
      app.addHook('onClose', () => campaignsWorker.stop());
      await api.register(telegramRoutes, {
        webhook: createTelegramWebhookService({ ...messagingDeps, shopBot: createShopBot(shopDeps) }),
      });
      // Tickets and events (SPEC.md §7): the ticket master's panel, the buyers' purchase, the events' bots.
      await api.register(ticketsRoutes, {
        deps: {
          db,
          files,
          box,
          botApi: createBotApi(config.telegramApiRoot),
          publicUrl: config.publicUrl,
          timeZone: config.timeZone,
          onOutbox: outbox.kick,
        },
      });
      await api.register(shopRoutes, { deps: shopDeps });
    },
    { prefix: '/api' },
  );
  if (!shopDeps) throw new Error('the API was not registered');
  // The storefront's pages (/tienda/:web_store…), before the panel's catch-all.
  await app.register(shopPages, { deps: shopDeps });

  // The public event pages (/evento/:id) are registered here, before the panel's catch-all.
  await app.register(eventPages, {
    purchases: createPurchaseService({ db, files, publicUrl: config.publicUrl, onOutbox: outbox.kick }),
    limits,
    timeZone: config.timeZone,
  });
  await registerWebPanel(app, config.webDist);

  return app;
}
