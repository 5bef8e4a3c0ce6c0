import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '#server/db/columns.ts';

/**
 * What every server process of one Vitrina must share and none may make up on its own: the
 * secret key (or, when it comes from SECRET_KEY, only its fingerprint) and the web push keys.
 * Written once, by whichever process starts first; never updated.
 */
export const instanceSecrets = pgTable('instance_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
