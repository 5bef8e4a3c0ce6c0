import { and, asc, count, desc, eq, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { deliveryCompanies, deliveryRoutes, storeDeliveryLinks } from './delivery.tables.ts';

export type CompanyRow = typeof deliveryCompanies.$inferSelect;
export type RouteRow = typeof deliveryRoutes.$inferSelect;
type CompanyValues = Partial<Omit<typeof deliveryCompanies.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>>;
type RouteValues = Omit<
  typeof deliveryRoutes.$inferInsert,
  'id' | 'companyId' | 'storeId' | 'createdAt' | 'updatedAt'
>;

// Companies ------------------------------------------------------------------------------------

export async function insertCompany(db: DbOrTx, company: { name: string; primaryAdminId: number }) {
  const [row] = await db.insert(deliveryCompanies).values(company).returning({ id: deliveryCompanies.id });
  return row!.id;
}

export async function findCompany(db: DbOrTx, id: number) {
  const [row] = await db.select().from(deliveryCompanies).where(eq(deliveryCompanies.id, id));
  return row;
}

export async function findCompanyOfAdmin(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: deliveryCompanies.id })
    .from(deliveryCompanies)
    .where(eq(deliveryCompanies.primaryAdminId, userId));
  return row?.id;
}

/** The companies `userId` administers, as primary or as secondary. */
export async function companiesAdministeredBy(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: deliveryCompanies.id })
    .from(deliveryCompanies)
    .where(or(eq(deliveryCompanies.primaryAdminId, userId), eq(deliveryCompanies.secondaryAdminId, userId)));
  return rows.map((r) => r.id);
}

/** Every user who administers a company, as primary or as secondary. */
export async function listAdminIds(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ primary: deliveryCompanies.primaryAdminId, secondary: deliveryCompanies.secondaryAdminId })
    .from(deliveryCompanies);
  return rows.flatMap((r) => (r.secondary === null ? [r.primary] : [r.primary, r.secondary]));
}

export async function updateCompany(db: DbOrTx, id: number, set: CompanyValues) {
  const [row] = await db
    .update(deliveryCompanies)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(deliveryCompanies.id, id))
    .returning();
  return row;
}

export type CompanyFilter = { q?: string; statusId?: number };

function companyConditions(f: CompanyFilter): SQL | undefined {
  const escaped = f.q?.replace(/[\\%_]/g, (c) => `\\${c}`);
  return and(
    f.statusId === undefined ? undefined : eq(deliveryCompanies.statusId, f.statusId),
    escaped ? ilike(deliveryCompanies.name, `%${escaped}%`) : undefined,
  );
}

/** Newest first, `limit` rows after the id `beforeId`. */
export async function pageCompanies(db: DbOrTx, f: CompanyFilter, limit: number, beforeId?: number) {
  return db
    .select()
    .from(deliveryCompanies)
    .where(and(companyConditions(f), beforeId === undefined ? undefined : lt(deliveryCompanies.id, beforeId)))
    .orderBy(desc(deliveryCompanies.id))
    .limit(limit);
}

export async function countCompanies(db: DbOrTx, f: CompanyFilter) {
  const [row] = await db.select({ n: count() }).from(deliveryCompanies).where(companyConditions(f));
  return Number(row?.n ?? 0);
}

export async function listActiveCompanies(db: DbOrTx) {
  return db
    .select()
    .from(deliveryCompanies)
    .where(eq(deliveryCompanies.statusId, 1))
    .orderBy(asc(deliveryCompanies.name), asc(deliveryCompanies.id));
}

// Links between stores and companies ----------------------------------------------------------

export async function linksOfStore(db: DbOrTx, storeId: number) {
  return db
    .select({ companyId: storeDeliveryLinks.companyId, createdAt: storeDeliveryLinks.createdAt })
    .from(storeDeliveryLinks)
    .where(eq(storeDeliveryLinks.storeId, storeId));
}

export async function linksOfCompany(db: DbOrTx, companyId: number) {
  return db
    .select({ storeId: storeDeliveryLinks.storeId, createdAt: storeDeliveryLinks.createdAt })
    .from(storeDeliveryLinks)
    .where(eq(storeDeliveryLinks.companyId, companyId))
    .orderBy(desc(storeDeliveryLinks.createdAt), desc(storeDeliveryLinks.storeId));
}

/** The active companies a store is linked to. */
export async function linkedActiveCompanies(db: DbOrTx, storeId: number) {
  return db
    .select({ company: deliveryCompanies })
    .from(storeDeliveryLinks)
    .innerJoin(deliveryCompanies, eq(deliveryCompanies.id, storeDeliveryLinks.companyId))
    .where(and(eq(storeDeliveryLinks.storeId, storeId), eq(deliveryCompanies.statusId, 1)))
    .orderBy(asc(deliveryCompanies.name), asc(deliveryCompanies.id));
}

export async function insertLink(db: DbOrTx, storeId: number, companyId: number) {
  await db.insert(storeDeliveryLinks).values({ storeId, companyId }).onConflictDoNothing();
}

export async function deleteLink(db: DbOrTx, storeId: number, companyId: number) {
  const [row] = await db
    .delete(storeDeliveryLinks)
    .where(and(eq(storeDeliveryLinks.storeId, storeId), eq(storeDeliveryLinks.companyId, companyId)))
    .returning();
  return row;
}

// Routes ---------------------------------------------------------------------------------------

/** Whose routes: a company's (`deliver/price`) or a store's own (`deliveryprices`). */
export type RouteOwner = { companyId: number } | { storeId: number };

const ownedBy = (owner: RouteOwner): SQL =>
  'storeId' in owner
    ? eq(deliveryRoutes.storeId, owner.storeId)
    : eq(deliveryRoutes.companyId, owner.companyId);

export async function listRoutes(db: DbOrTx, owner: RouteOwner) {
  return db.select().from(deliveryRoutes).where(ownedBy(owner)).orderBy(asc(deliveryRoutes.id));
}

/** The routes of several companies at once (a quote). */
export async function routesOfCompanies(db: DbOrTx, companyIds: number[]) {
  if (companyIds.length === 0) return [];
  return db
    .select()
    .from(deliveryRoutes)
    .where(inArray(deliveryRoutes.companyId, companyIds))
    .orderBy(asc(deliveryRoutes.id));
}

export async function findRoute(db: DbOrTx, owner: RouteOwner, id: number) {
  const [row] = await db
    .select()
    .from(deliveryRoutes)
    .where(and(eq(deliveryRoutes.id, id), ownedBy(owner)));
  return row;
}

export async function insertRoute(db: DbOrTx, owner: RouteOwner, values: RouteValues) {
  const [row] = await db
    .insert(deliveryRoutes)
    .values({
      ...values,
      ...('storeId' in owner ? { storeId: owner.storeId } : { companyId: owner.companyId }),
    })
    .returning();
  return row!;
}

export async function updateRoute(db: DbOrTx, owner: RouteOwner, id: number, set: Partial<RouteValues>) {
  const [row] = await db
    .update(deliveryRoutes)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(deliveryRoutes.id, id), ownedBy(owner)))
    .returning();
  return row;
}

export async function deleteRoute(db: DbOrTx, owner: RouteOwner, id: number) {
  const [row] = await db
    .delete(deliveryRoutes)
    .where(and(eq(deliveryRoutes.id, id), ownedBy(owner)))
    .returning();
  return row;
}
