/**
 * Marks a journey that moves money or races one person against another (a sale ordered,
 * verified or cancelled, tickets bought and checked in, a plan paid, a shipment taken to its
 * end and settled): besides the embedded database's server, it runs against a server on
 * PostgreSQL when TEST_DATABASE_URL is set (the `postgres` project of playwright.config.ts),
 * where the races and the driver's types that the embedded database's single connection hides
 * show. Such a journey reads nothing from the fake Bot API (support/fake-bot.ts talks to the
 * embedded database's server's fake).
 */
export const ON_POSTGRES = { tag: '@postgres' };
