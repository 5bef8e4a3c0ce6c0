// Every table of every module, for Drizzle and drizzle-kit.
export * from '../modules/auth/auth.tables.ts';
export * from '../modules/delivery/delivery.tables.ts';
export * from '../modules/outbox/outbox.tables.ts';
export * from '../modules/ratelimit/ratelimit.tables.ts';
export * from '../modules/stores/stores.tables.ts';
export * from '../modules/tickets/tickets.tables.ts';
export * from '../modules/users/users.tables.ts';
