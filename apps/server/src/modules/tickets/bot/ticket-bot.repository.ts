import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { ticketBotUpdates, ticketChats } from '#server/modules/tickets/tickets.tables.ts';

/** Records an update of an event's bot; false when it was handled before (a retry). */
export async function recordUpdate(db: DbOrTx, eventId: number, updateId: number): Promise<boolean> {
  const rows = await db
    .insert(ticketBotUpdates)
    .values({ eventId, updateId })
    .onConflictDoNothing()
    .returning({ id: ticketBotUpdates.updateId });
  return rows.length > 0;
}

/** Forgets handled updates older than `days`. */
export async function pruneUpdates(db: DbOrTx, days: number): Promise<void> {
  await db
    .delete(ticketBotUpdates)
    .where(lt(ticketBotUpdates.receivedAt, sql`now() - make_interval(days => ${days})`));
}

/** A chat's stored state; `lock` holds the row until the transaction ends (one update at a time). */
export async function chatState(db: DbOrTx, eventId: number, chatId: number, lock = false): Promise<unknown> {
  // A first message creates the row, so two updates of one new chat also wait for each other.
  if (lock) await db.insert(ticketChats).values({ eventId, chatId }).onConflictDoNothing();
  const where = and(eq(ticketChats.eventId, eventId), eq(ticketChats.chatId, chatId));
  const query = db.select({ state: ticketChats.state }).from(ticketChats).where(where);
  const [row] = lock ? await query.for('update') : await query;
  return row?.state;
}

export async function saveChatState(
  db: DbOrTx,
  eventId: number,
  chatId: number,
  state: object,
): Promise<void> {
  await db
    .insert(ticketChats)
    .values({ eventId, chatId, state })
    .onConflictDoUpdate({
      target: [ticketChats.eventId, ticketChats.chatId],
      set: { state, updatedAt: sql`now()` },
    });
}
