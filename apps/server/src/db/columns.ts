import { text, timestamp } from 'drizzle-orm/pg-core';

/** A moment with its time zone: every timestamp column of the schema is one. */
export const moment = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was made, set by the database. */
export const createdAt = () => moment('created_at').notNull().defaultNow();

/** `created_at` and `updated_at`, both set by the database (a repository moves `updated_at`). */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

/**
 * The account a buyer transfers to, as the banks and the ticket accounts keep it (SPEC.md's
 * spelling, `owner_idenfication`).
 */
export const paymentAccount = () => ({
  bankName: text('bank_name').notNull(),
  accountType: text('account_type').notNull(),
  accountNumber: text('account_number').notNull(),
  ownerFullName: text('owner_full_name').notNull(),
  ownerIdenficationType: text('owner_idenfication_type').notNull(),
  ownerIdenfication: text('owner_idenfication').notNull(),
});
