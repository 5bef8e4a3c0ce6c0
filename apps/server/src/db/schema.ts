// Every table of every module, for Drizzle and drizzle-kit.
export * from '../modules/auth/auth.tables.ts';
export * from '../modules/banks/banks.tables.ts';
export * from '../modules/catalog/catalog.tables.ts';
export * from '../modules/categories/categories.tables.ts';
export * from '../modules/customers/customers.tables.ts';
export * from '../modules/dealers/dealers.tables.ts';
export * from '../modules/delivery/delivery.tables.ts';
export * from '../modules/faqs/faqs.tables.ts';
export * from '../modules/outbox/outbox.tables.ts';
export * from '../modules/push/push.tables.ts';
export * from '../modules/ratelimit/ratelimit.tables.ts';
export * from '../modules/sales/sales.tables.ts';
export * from '../modules/schedule/schedule.tables.ts';
export * from '../modules/stores/stores.tables.ts';
export * from '../modules/tickets/tickets.tables.ts';
export * from '../modules/users/users.tables.ts';
