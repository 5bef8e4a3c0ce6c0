import { type AuditKind, ROLES, PURCHASE_STATUS as S } from '@vitrina/contract';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { auditLog } from '#server/modules/audit/audit.tables.ts';
import { catalogues, products } from '#server/modules/catalog/catalog.tables.ts';
import { billHistory, bills } from '#server/modules/sales/sales.tables.ts';
import { stores } from '#server/modules/stores/stores.tables.ts';
import { users } from '#server/modules/users/users.tables.ts';

const DAY = 86_400_000;
/** How many of the latest staff steps on the demo's sales the audit log shows. */
const SALE_STEPS = 60;

/** The lifecycle step a status change was (ARCHITECTURE.md §5). */
function kindOf(from: number | null, to: number): AuditKind | undefined {
  if (from === S.NOT_VERIFIED && to === S.VERIFIED) return 'sale.verify';
  if (from === S.NOT_VERIFIED && to === S.REJECTED) return 'sale.reject';
  if (from === S.VERIFIED && to === S.SHIPPED) return 'sale.shipping';
  if (to === S.DELIVERED) return 'sale.delivery';
  if (to === S.CANCELLED) return 'sale.cancel';
  return undefined;
}

/**
 * The audit log of the demo's own staff actions, at the moments they happened: the latest
 * sale steps of the store's cashier and owner (from the sales' history), a seasonal product
 * the owner added and deleted, and the admin suspending "Café Caracas" for a day and
 * activating it again. The licence decisions and memberships write their own entries
 * (demo-licences.ts).
 */
export async function seedDemoAudit(
  tx: DbOrTx,
  d: { storeId: number; ownerId: number; expiredOwnerEmail: string; now: Date },
) {
  const at = (days: number) => new Date(d.now.getTime() + days * DAY);
  const steps = await tx
    .select({
      billId: billHistory.billId,
      actorUserId: billHistory.actorUserId,
      roleId: users.roleId,
      fromStatus: billHistory.fromStatus,
      toStatus: billHistory.toStatus,
      note: billHistory.note,
      createdAt: billHistory.createdAt,
    })
    .from(billHistory)
    .innerJoin(bills, eq(bills.id, billHistory.billId))
    .innerJoin(users, eq(users.id, billHistory.actorUserId))
    .where(
      and(
        eq(bills.storeId, d.storeId),
        isNotNull(billHistory.fromStatus),
        isNull(billHistory.actorCompanyId),
      ),
    )
    .orderBy(desc(billHistory.createdAt), desc(billHistory.id))
    .limit(SALE_STEPS);
  const rows: (typeof auditLog.$inferInsert)[] = [];
  for (const s of steps.reverse()) {
    const kind = kindOf(s.fromStatus, s.toStatus);
    if (!kind) continue;
    const paid = kind === 'sale.verify';
    rows.push({
      actorUserId: s.actorUserId,
      actorRole: s.roleId,
      storeId: d.storeId,
      kind,
      entity: 'bill',
      entityId: s.billId,
      changes: {
        status: { from: s.fromStatus, to: s.toStatus },
        ...(paid && { payment_status: { from: 0, to: 1 } }),
        ...(s.note && kind === 'sale.cancel' && { note: { to: s.note } }),
      },
      createdAt: s.createdAt,
    });
  }

  // A seasonal product, added and deleted by the owner two days ago.
  const [catalogue] = await tx
    .select({ id: catalogues.id })
    .from(catalogues)
    .where(eq(catalogues.storeId, d.storeId))
    .limit(1);
  if (catalogue) {
    const [gone] = await tx
      .insert(products)
      .values({
        storeId: d.storeId,
        catalogueId: catalogue.id,
        name: 'Pan de jamón (temporada)',
        description: 'Solo en diciembre.',
        priceCents: 1200,
        quantity: 0,
      })
      .returning();
    await tx.delete(products).where(eq(products.id, gone!.id));
    rows.push({
      actorUserId: d.ownerId,
      actorRole: ROLES.CLIENT,
      storeId: d.storeId,
      kind: 'product.delete',
      entity: 'product',
      entityId: gone!.id,
      changes: {
        name: { from: gone!.name },
        price: { from: gone!.priceCents / 100 },
        quantity: { from: gone!.quantity },
        catalogue_id: { from: catalogue.id },
      },
      createdAt: at(-2),
    });
  }

  // The admin suspended "Café Caracas" over an unpaid renewal and activated it the next day.
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@vitrina.test'));
  const [cafe] = await tx
    .select({ id: stores.id })
    .from(stores)
    .innerJoin(users, eq(users.id, stores.ownerId))
    .where(eq(users.email, d.expiredOwnerEmail));
  if (admin && cafe) {
    for (const [days, from, to] of [
      [-10, 1, 2],
      [-9, 2, 1],
    ] as const) {
      rows.push({
        actorUserId: admin.id,
        actorRole: ROLES.ADMIN,
        storeId: cafe.id,
        kind: 'store.status',
        entity: 'store',
        entityId: cafe.id,
        changes: { status_id: { from, to } },
        createdAt: at(days),
      });
    }
  }
  // In time order, so the log's newest-first order (by id) follows the clock.
  rows.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  if (rows.length > 0) await tx.insert(auditLog).values(rows);
  return rows.length;
}
