import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
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

export type ManagerRow = typeof ticketManagers.$inferSelect;

export async function findManager(db: DbOrTx, id: number): Promise<ManagerRow | undefined> {
  const [row] = await db.select().from(ticketManagers).where(eq(ticketManagers.id, id));
  return row;
}

export async function setDollarPercent(
  db: DbOrTx,
  id: number,
  dollarPercent: number,
  wholePayment?: boolean,
): Promise<ManagerRow | undefined> {
  const [row] = await db
    .update(ticketManagers)
    .set({ dollarPercent, ...(wholePayment !== undefined && { wholePayment }) })
    .where(eq(ticketManagers.id, id))
    .returning();
  return row;
}
