import { timestamp } from 'drizzle-orm/pg-core';

/** A moment with its time zone: every timestamp column of the schema is one. */
export const moment = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was made, set by the database. */
export const createdAt = () => moment('created_at').notNull().defaultNow();

/** `created_at` and `updated_at`, both set by the database (a repository moves `updated_at`). */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});
