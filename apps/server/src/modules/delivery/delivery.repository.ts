import type { DbOrTx } from '../../db/client.ts';
import { deliveryCompanies } from './delivery.tables.ts';

export async function insertCompany(db: DbOrTx, company: { name: string; primaryAdminId: number }) {
  const [row] = await db.insert(deliveryCompanies).values(company).returning({ id: deliveryCompanies.id });
  return row!.id;
}
