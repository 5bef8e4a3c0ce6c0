import type { DbOrTx } from '#server/db/client.ts';
import * as repo from './couriers.repository.ts';

// What the shipments (sales and delivery modules) ask of the couriers.

export type CourierCard = { id: number; name: string; phone: string };

/** Couriers by id as a shipment shows them: full name and phone. */
export async function courierCards(db: DbOrTx, ids: number[]): Promise<Map<number, CourierCard>> {
  const rows = await repo.findCards(db, [...new Set(ids)]);
  return new Map(
    rows.map((r) => [r.id, { id: r.id, name: `${r.name} ${r.lastname}`.trim(), phone: r.phone }]),
  );
}

/** The company's courier `id` when it exists and is active (one a shipment may be given to). */
export async function activeCompanyCourier(
  db: DbOrTx,
  companyId: number,
  id: number,
): Promise<CourierCard | undefined> {
  const [row] = await repo.findCards(db, [id]);
  if (!row || row.companyId !== companyId || !row.active) return undefined;
  return { id: row.id, name: `${row.name} ${row.lastname}`.trim(), phone: row.phone };
}
