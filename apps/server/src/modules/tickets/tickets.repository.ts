import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ticketManagers } from './tickets.tables.ts';

export async function insertManager(db: DbOrTx, userId: number): Promise<void> {
  await db.insert(ticketManagers).values({ userId });
}

export async function findManagerIdByUser(db: DbOrTx, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: ticketManagers.id })
    .from(ticketManagers)
    .where(eq(ticketManagers.userId, userId))
    .limit(1);
  return row?.id;
}
