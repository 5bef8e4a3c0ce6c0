import type { FastifyInstance } from 'fastify';
import type { RunConfig } from './config/env.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { banksRoutes } from './modules/banks/banks.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { categoriesRoutes } from './modules/categories/categories.routes.ts';
import { customersRoutes } from './modules/customers/customers.routes.ts';
import { dealersRoutes } from './modules/dealers/dealers.routes.ts';
import { deliveryAdminRoutes } from './modules/delivery/delivery-admin.routes.ts';
import { deliveryCompanyRoutes } from './modules/delivery/delivery-company.routes.ts';
import { deliveryDealersRoutes } from './modules/delivery/delivery-dealers.routes.ts';
import { deliveryStoreRoutes } from './modules/delivery/delivery-store.routes.ts';
import { faqsRoutes } from './modules/faqs/faqs.routes.ts';
import { geoRoutes } from './modules/geo/geo.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { licencesRoutes } from './modules/licences/licences.routes.ts';
import { paymentsRoutes } from './modules/licences/payments.routes.ts';
import { campaignsRoutes } from './modules/messaging/campaigns.routes.ts';
import { messagingRoutes } from './modules/messaging/messaging.routes.ts';
import { telegramRoutes } from './modules/messaging/telegram.routes.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { platformRoutes } from './modules/platform/platform.routes.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { salesRoutes } from './modules/sales/sales.routes.ts';
import { scheduleRoutes } from './modules/schedule/schedule.routes.ts';
import { shipmentsRoutes } from './modules/shipments/shipments.routes.ts';
import { shopRoutes } from './modules/shop/shop.routes.ts';
import { statementsRoutes } from './modules/statements/statements.routes.ts';
import { storesRoutes } from './modules/stores/stores.routes.ts';
import { ticketsRoutes } from './modules/tickets/tickets.routes.ts';
import { adminUsersRoutes } from './modules/users/admin-users.routes.ts';
import { profileRoutes } from './modules/users/profile.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import type { Services } from './services.ts';

/** The API under /api: each module's routes plugin with the services it calls (services.ts). */
export async function registerApi(api: FastifyInstance, s: Services, config: RunConfig): Promise<void> {
  api.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, () => api.swagger());
  await api.register(healthRoutes, { health: s.health });
  await api.register(onboardingRoutes, { readiness: s.readiness });
  await api.register(authRoutes, { auth: s.auth });
  await api.register(usersRoutes, { users: s.users });
  await api.register(adminUsersRoutes, { adminUsers: s.adminUsers });
  await api.register(auditRoutes, { audit: s.audit });
  await api.register(platformRoutes, { platform: s.platform });
  await api.register(storesRoutes, { stores: s.stores, telegram: s.storeTelegram });
  await api.register(catalogRoutes, { catalog: s.catalog });
  await api.register(geoRoutes, { geo: s.geo });
  await api.register(categoriesRoutes, { categories: s.categories });
  await api.register(banksRoutes, { banks: s.banks });
  await api.register(statementsRoutes, { statements: s.statements });
  await api.register(faqsRoutes, { faqs: s.faqs });
  await api.register(scheduleRoutes, { schedule: s.schedule });
  await api.register(profileRoutes, { profile: s.profile });
  await api.register(dealersRoutes, { dealers: s.dealers });
  await api.register(deliveryAdminRoutes, { delivery: s.delivery });
  await api.register(deliveryCompanyRoutes, { delivery: s.delivery });
  await api.register(deliveryDealersRoutes, { dealers: s.companyDealers });
  await api.register(deliveryStoreRoutes, { delivery: s.delivery });
  await api.register(customersRoutes, { customers: s.customers });
  await api.register(salesRoutes, { sales: s.sales, reports: s.reports });
  await api.register(shipmentsRoutes, { shipments: s.shipments });
  await api.register(pushRoutes, { push: s.push, publicKey: config.vapid.publicKey });
  await api.register(licencesRoutes, {
    plans: s.plans,
    dollarRate: s.dollarRate,
    storeRate: s.storeRate,
    membership: s.membership,
  });
  await api.register(paymentsRoutes, { payments: s.payments });
  // Messaging (SPEC.md §7): the sends, the campaigns, the bots' webhook.
  await api.register(messagingRoutes, { sends: s.sends, adminSends: s.adminSends });
  await api.register(campaignsRoutes, { campaigns: s.campaigns, report: s.campaignReport });
  await api.register(telegramRoutes, { webhook: s.telegramWebhook });
  // Tickets and events (SPEC.md §7): the ticket master's panel, the buyers' purchase, the events' bots.
  await api.register(ticketsRoutes, { tickets: s.tickets });
  // The shopper's side: the storefront's API, checkout, order pages, the Mini App.
  await api.register(shopRoutes, { shop: s.shop });
}
