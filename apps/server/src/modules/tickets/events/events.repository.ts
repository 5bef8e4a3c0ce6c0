import { and, asc, desc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import {
  ticketBillLines,
  ticketBills,
  ticketEvents,
  ticketTypes,
} from '#server/modules/tickets/tickets.tables.ts';

export type EventRow = typeof ticketEvents.$inferSelect;
export type EventValues = Pick<
  typeof ticketEvents.$inferInsert,
  'name' | 'description' | 'place' | 'startsAt' | 'endsAt' | 'status' | 'timeZone'
>;
export type TypeRow = typeof ticketTypes.$inferSelect;
export type TypeValues = Pick<typeof ticketTypes.$inferInsert, 'name' | 'priceCents' | 'quota' | 'position'>;
export type BotValues = Pick<
  typeof ticketEvents.$inferInsert,
  'telegramUserBot' | 'telegramTokenEnc' | 'telegramWebhookSecret'
>;

/** Whose events a call sees: one manager's, or (the admin's reads) every manager's. */
export type EventScope = { managerId: number } | { any: true };

const scoped = (scope: EventScope, id?: number) =>
  and(
    'managerId' in scope ? eq(ticketEvents.managerId, scope.managerId) : undefined,
    id === undefined ? undefined : eq(ticketEvents.id, id),
  );

/** The scope's events, newest first. */
export function listEvents(db: DbOrTx, scope: EventScope): Promise<EventRow[]> {
  return db.select().from(ticketEvents).where(scoped(scope)).orderBy(desc(ticketEvents.id));
}

/** An event of the scope; `lock` holds it until the caller's transaction ends (an edit, a delete). */
export async function findEvent(db: DbOrTx, scope: EventScope, id: number, lock = false) {
  const query = db.select().from(ticketEvents).where(scoped(scope, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** The ticket types of the events, in their order. */
export function typesOf(db: DbOrTx, eventIds: number[]): Promise<TypeRow[]> {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(ticketTypes)
    .where(inArray(ticketTypes.eventId, eventIds))
    .orderBy(asc(ticketTypes.eventId), asc(ticketTypes.position), asc(ticketTypes.id));
}

export async function insertEvent(
  db: DbOrTx,
  managerId: number,
  values: EventValues & { image?: string | null },
): Promise<number> {
  const [row] = await db
    .insert(ticketEvents)
    .values({ ...values, managerId })
    .returning({ id: ticketEvents.id });
  return row!.id;
}

/** Updates the manager's event; false when it is not theirs. */
export async function updateEvent(
  db: DbOrTx,
  managerId: number,
  id: number,
  set: Partial<EventValues & BotValues & { image: string | null }>,
): Promise<boolean> {
  const rows = await db
    .update(ticketEvents)
    .set({ ...set, updatedAt: sql`now()` })
    .where(scoped({ managerId }, id))
    .returning({ id: ticketEvents.id });
  return rows.length > 0;
}

export async function deleteEvent(db: DbOrTx, managerId: number, id: number): Promise<EventRow | undefined> {
  const [row] = await db.delete(ticketEvents).where(scoped({ managerId }, id)).returning();
  return row;
}

/** Whether any ticket sale (in any state) names the event. */
export async function eventHasSales(db: DbOrTx, eventId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: ticketBills.id })
    .from(ticketBills)
    .where(eq(ticketBills.eventId, eventId))
    .limit(1);
  return row !== undefined;
}

export async function insertTypes(db: DbOrTx, eventId: number, rows: TypeValues[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(ticketTypes).values(rows.map((r) => ({ ...r, eventId })));
}

/**
 * Updates a type of the event unless its seats already sold exceed the new quota: the
 * condition is checked on the row as it is when the update runs, so a purchase racing the
 * edit never leaves more seats sold than the quota. False when refused (or not of the event).
 */
export async function updateType(
  db: DbOrTx,
  eventId: number,
  id: number,
  values: TypeValues,
): Promise<boolean> {
  const rows = await db
    .update(ticketTypes)
    .set(values)
    .where(and(eq(ticketTypes.id, id), eq(ticketTypes.eventId, eventId), lte(ticketTypes.sold, values.quota)))
    .returning({ id: ticketTypes.id });
  return rows.length > 0;
}

/** The seats sold of a type, as they are now. */
export async function soldOf(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db.select({ sold: ticketTypes.sold }).from(ticketTypes).where(eq(ticketTypes.id, id));
  return row?.sold ?? 0;
}

/** The event's types other than `keep` that appear on a sale line (they cannot be deleted). */
export async function soldTypesExcept(db: DbOrTx, eventId: number, keep: number[]) {
  return db
    .selectDistinct({ id: ticketTypes.id, name: ticketTypes.name })
    .from(ticketTypes)
    .innerJoin(ticketBillLines, eq(ticketBillLines.ticketTypeId, ticketTypes.id))
    .where(and(eq(ticketTypes.eventId, eventId), keep.length ? notInArray(ticketTypes.id, keep) : undefined));
}

/** Deletes the event's types other than `keep`. */
export async function deleteTypesExcept(db: DbOrTx, eventId: number, keep: number[]): Promise<void> {
  await db
    .delete(ticketTypes)
    .where(and(eq(ticketTypes.eventId, eventId), keep.length ? notInArray(ticketTypes.id, keep) : undefined));
}

/** Sets the event's image and answers the previous one (undefined when not the manager's event). */
export async function replaceImage(db: DbOrTx, managerId: number, id: number, image: string) {
  const [before] = await db
    .select({ image: ticketEvents.image })
    .from(ticketEvents)
    .where(scoped({ managerId }, id))
    .for('update');
  if (!before) return undefined;
  await db.update(ticketEvents).set({ image, updatedAt: sql`now()` }).where(eq(ticketEvents.id, id));
  return { previous: before.image };
}

/** An event by id, whoever its manager (its bot's webhook and sends). */
export async function findEventById(db: DbOrTx, id: number): Promise<EventRow | undefined> {
  const [row] = await db.select().from(ticketEvents).where(eq(ticketEvents.id, id));
  return row;
}

/** Every event with a connected bot: id, sealed token and webhook secret (start-up's webhook refresh). */
export async function findBotEvents(db: DbOrTx) {
  return db
    .select({
      id: ticketEvents.id,
      tokenEnc: ticketEvents.telegramTokenEnc,
      secret: ticketEvents.telegramWebhookSecret,
    })
    .from(ticketEvents)
    .where(
      sql`${ticketEvents.telegramTokenEnc} is not null and ${ticketEvents.telegramWebhookSecret} is not null`,
    )
    .orderBy(asc(ticketEvents.id));
}
