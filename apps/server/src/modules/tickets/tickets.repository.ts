import type { DbOrTx } from '../../db/client.ts';
import { ticketManagers } from './tickets.tables.ts';

export async function insertManager(db: DbOrTx, userId: number): Promise<void> {
  await db.insert(ticketManagers).values({ userId });
}
