import { index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { stores } from '#server/modules/stores/stores.tables.ts';

/** One opening range of one weekday (0 Sunday … 6 Saturday); a day without ranges is closed. */
export const storeSchedules = pgTable(
  'store_schedules',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    /** 'HH:MM', 24-hour, in the store's local time. */
    opensAt: text('opens_at').notNull(),
    closesAt: text('closes_at').notNull(),
  },
  (t) => [index('store_schedules_store_idx').on(t.storeId, t.weekday)],
);
