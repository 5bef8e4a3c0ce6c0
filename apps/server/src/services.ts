import type { BotApi } from './channels/telegram/bot-api.ts';
import type { RunConfig } from './config/env.ts';
import type { Db } from './db/client.ts';
import type { SecretBox } from './lib/secret-box.ts';
import { createAuditLogService } from './modules/audit/audit-log.service.ts';
import { createAuthService, revokeSessions } from './modules/auth/auth.service.ts';
import { createBanksService } from './modules/banks/banks.service.ts';
import { createCatalogService } from './modules/catalog/catalog.service.ts';
import { createCategoriesService } from './modules/categories/categories.service.ts';
import { createCustomersService } from './modules/customers/customers.service.ts';
import { createCompanyDealersService, createDealersService } from './modules/dealers/dealers.service.ts';
import { createDeliveryService } from './modules/delivery/delivery.service.ts';
import { createFaqsService } from './modules/faqs/faqs.service.ts';
import { createGeoService } from './modules/geo/geo.service.ts';
import { createHealthService } from './modules/health/health.service.ts';
import { createDollarRateService } from './modules/licences/dollar-rate.service.ts';
import { createMembershipService } from './modules/licences/membership.service.ts';
import { createPaymentsService } from './modules/licences/payments.service.ts';
import { createPlansService } from './modules/licences/plans.service.ts';
import { createStoreRateService } from './modules/licences/store-rate.service.ts';
import { createAdminSendsService } from './modules/messaging/admin-sends.service.ts';
import { createCampaignReportService } from './modules/messaging/campaign-report.service.ts';
import { createCampaignsService } from './modules/messaging/campaigns.service.ts';
import { createSendsService } from './modules/messaging/sends.service.ts';
import { createTelegramWebhookService } from './modules/messaging/telegram-webhook.service.ts';
import { accountOpener } from './modules/onboarding/onboarding.service.ts';
import { createReadinessService } from './modules/onboarding/readiness.service.ts';
import { createPlatformService } from './modules/platform/platform.service.ts';
import type { PushService } from './modules/push/push.service.ts';
import type { RateLimitService } from './modules/ratelimit/ratelimit.service.ts';
import { createReportsService } from './modules/sales/reports.service.ts';
import { createSalesService } from './modules/sales/sales.service.ts';
import { createScheduleService } from './modules/schedule/schedule.service.ts';
import { createShipmentsService } from './modules/shipments/shipments.service.ts';
import { createShopService } from './modules/shop/shop.service.ts';
import { createStatementsService } from './modules/statements/statements.service.ts';
import type { FileStore } from './modules/storage/file-store.ts';
import { createStoresService, storeNames } from './modules/stores/stores.service.ts';
import { createStoreTelegramService } from './modules/stores/telegram.service.ts';
import { createTicketsService } from './modules/tickets/tickets.service.ts';
import { statusNameOf } from './modules/users/accounts.service.ts';
import { createAdminUsersService } from './modules/users/admin-users.service.ts';
import { createProfileService } from './modules/users/profile.service.ts';
import { createUsersService, userContacts } from './modules/users/users.service.ts';

/** What the services are built on: the database, files, secrets, channels and the outbox's kick. */
export type Infrastructure = {
  config: RunConfig;
  db: Db;
  files: FileStore;
  box: SecretBox;
  botApi: BotApi;
  limits: RateLimitService;
  push: PushService;
  /** Wakes the outbox worker after a transaction that queued messages has committed. */
  onOutbox: () => void;
};

/**
 * The composition root: every service of every module, built once, each given what it uses
 * (modules/README.md, "Wiring"). A module never builds another module's service; app.ts hands
 * each routes plugin the services it calls.
 */
export function buildServices(infra: Infrastructure) {
  const { config, db, files, box, botApi, limits, push, onOutbox } = infra;
  const { timeZone, publicUrl, storeHost } = config;
  const stores = createStoresService({
    ...{ db, files, box, statusNameOf },
    storeHost: config.storeHostSet ? storeHost : null,
    timeZone,
  });
  const sales = createSalesService({ db, files, timeZone, onOutbox, publicUrl });
  const shop = createShopService({
    ...{ db, files, box, botApi, sales, limits, publicUrl, storeHost, timeZone, onOutbox },
    vapidPublicKey: config.vapid.publicKey,
    storefrontDist: config.storefrontDist,
    miniAppOrderMaxAgeSec: config.miniAppOrderMaxAgeSec,
  });
  const messaging = { db, files, publicUrl, storeHost, onOutbox };
  const report = createCampaignReportService(messaging);
  const tickets = createTicketsService({ db, files, box, botApi, publicUrl, timeZone, onOutbox, limits });
  return {
    auth: createAuthService({
      db,
      limits,
      tokenTtlDays: config.tokenTtlDays,
      sessionIdleMinutes: config.sessionIdleMinutes,
      publicUrl,
      onOutbox,
      accounts: accountOpener,
      timeZone,
    }),
    health: createHealthService(db),
    readiness: createReadinessService(db),
    users: createUsersService(db, accountOpener, revokeSessions),
    adminUsers: createAdminUsersService(db),
    audit: createAuditLogService({ db, timeZone, names: { userContacts, storeNames } }),
    platform: createPlatformService({ db, timeZone }),
    stores,
    storeTelegram: createStoreTelegramService({ db, box, botApi, publicUrl, storeHost, stores }),
    storeRate: createStoreRateService({ db }),
    catalog: createCatalogService(db, files),
    geo: createGeoService(),
    categories: createCategoriesService(db),
    banks: createBanksService(db),
    statements: createStatementsService({
      db,
      onOutbox,
      timeZone,
      publicUrl,
      tickets: tickets.statementPayments,
    }),
    faqs: createFaqsService(db),
    schedule: createScheduleService(db),
    profile: createProfileService(db, files, limits, revokeSessions, onOutbox),
    dealers: createDealersService(db),
    companyDealers: createCompanyDealersService(db),
    delivery: createDeliveryService(db, files, accountOpener),
    customers: createCustomersService(db),
    sales,
    reports: createReportsService(db, timeZone),
    shipments: createShipmentsService({ db, files, sales }),
    push,
    plans: createPlansService(db, config.rateSource),
    dollarRate: createDollarRateService(db, config.rateSource),
    membership: createMembershipService(db),
    payments: createPaymentsService({ db, files, timeZone, publicUrl, onOutbox }),
    shop,
    sends: createSendsService(messaging),
    adminSends: createAdminSendsService(messaging),
    campaigns: createCampaignsService(messaging),
    campaignReport: report,
    telegramWebhook: createTelegramWebhookService({ db, onOutbox, shopBot: shop.bot }),
    tickets,
  };
}
export type Services = ReturnType<typeof buildServices>;
