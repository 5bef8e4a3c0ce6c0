import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { dealers } from './dealers.tables.ts';

/** Name and phone of couriers by id (the shipments' pages name their courier). */
export async function findCards(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: dealers.id,
      name: dealers.name,
      lastname: dealers.lastname,
      phone: dealers.phone,
      companyId: dealers.companyId,
      active: dealers.active,
    })
    .from(dealers)
    .where(inArray(dealers.id, ids));
}
