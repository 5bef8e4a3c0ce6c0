import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt } from '#server/db/columns.ts';

/**
 * The audit log: who changed what, when, with the before and after of the changed fields.
 * Written in the same transaction as the change; never updated. No foreign keys: an entry
 * outlives the record it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: integer('actor_user_id'),
    actorRole: smallint('actor_role'),
    storeId: integer('store_id'),
    kind: text('kind').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    changes: jsonb('changes').notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_store_idx').on(t.storeId, t.id),
    index('audit_log_actor_idx').on(t.actorUserId, t.id),
    index('audit_log_kind_idx').on(t.kind, t.id),
    index('audit_log_created_idx').on(t.createdAt),
  ],
);
