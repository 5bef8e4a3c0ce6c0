import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { shopChats } from './shop.tables.ts';

/** A chat's stored state; `lock` holds the row until the transaction ends (one update at a time). */
export async function chatState(db: DbOrTx, storeId: number, chatId: number, lock = false): Promise<unknown> {
  // A first message creates the row, so two updates of one new chat also wait for each other.
  if (lock) await db.insert(shopChats).values({ storeId, chatId }).onConflictDoNothing();
  const where = and(eq(shopChats.storeId, storeId), eq(shopChats.chatId, chatId));
  const query = db.select({ state: shopChats.state }).from(shopChats).where(where);
  const [row] = lock ? await query.for('update') : await query;
  return row?.state;
}

export async function saveChatState(
  db: DbOrTx,
  storeId: number,
  chatId: number,
  state: object,
): Promise<void> {
  await db
    .insert(shopChats)
    .values({ storeId, chatId, state })
    .onConflictDoUpdate({
      target: [shopChats.storeId, shopChats.chatId],
      set: { state, updatedAt: sql`now()` },
    });
}
