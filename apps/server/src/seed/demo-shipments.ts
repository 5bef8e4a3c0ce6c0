import { PURCHASE_STATUS as S } from '@vitrina/contract';
import { and, asc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import sharp from 'sharp';
import type { DbOrTx } from '#server/db/client.ts';
import { dealers } from '#server/modules/dealers/dealers.tables.ts';
import { deliveryCompanies } from '#server/modules/delivery/delivery.tables.ts';
import { billHistory, bills } from '#server/modules/sales/sales.tables.ts';
import type { FileStore } from '#server/modules/storage/file-store.ts';
import { prng } from './random.ts';

const DAY = 86_400_000;
const NOTES = [
  'Entregado al cliente en la puerta',
  'Recibido por la conserje del edificio',
  'Entregado en la recepción',
  'El cliente pagó el envío en efectivo',
];

/**
 * About half of the demo's delivered-by-route sales become shipments of the demo company, in
 * every state: still waiting for the store (not verified), to verify, verified with a courier,
 * shipped, delivered (the last days with a photo and a note), settled when older than a week.
 * The company's own steps are written in the history in its name. Runs after the demo sales,
 * in the demo's one transaction.
 */
export async function seedDemoShipments(
  tx: DbOrTx,
  opts: { storeId: number; companyId: number; files: FileStore; now: Date },
): Promise<number> {
  const { storeId, companyId, now } = opts;
  const random = prng(1_111);
  const [company] = await tx
    .select({ adminId: deliveryCompanies.primaryAdminId, feeCents: deliveryCompanies.feeCents })
    .from(deliveryCompanies)
    .where(eq(deliveryCompanies.id, companyId));
  const couriers = await tx
    .select({ id: dealers.id, name: dealers.name, lastname: dealers.lastname })
    .from(dealers)
    .where(and(eq(dealers.companyId, companyId), eq(dealers.active, true)))
    .orderBy(asc(dealers.id));
  if (!company || couriers.length === 0) return 0;
  const sales = await tx
    .select({
      id: bills.id,
      status: bills.status,
      shippingCents: bills.shippingCents,
      createdAt: bills.createdAt,
    })
    .from(bills)
    .where(
      and(eq(bills.storeId, storeId), ne(bills.shippingMode, 'pickup'), isNotNull(bills.shippingAddress)),
    )
    .orderBy(asc(bills.id));
  const shipped = sales.filter(() => random.next() < 0.5);
  if (shipped.length === 0) return 0;
  const history = await tx
    .select()
    .from(billHistory)
    .where(
      inArray(
        billHistory.billId,
        shipped.map((b) => b.id),
      ),
    );

  // Three photos of deliveries, shared by the recent ones.
  const photos: string[] = [];
  for (const hue of [40, 120, 200]) {
    const bytes = await sharp({
      create: { width: 320, height: 240, channels: 3, background: { r: hue, g: 160, b: 255 - hue } },
    })
      .jpeg()
      .toBuffer();
    photos.push((await opts.files.saveImage(bytes, 'image', { private: true })).file);
  }

  const rewritten: (typeof billHistory.$inferInsert)[] = [];
  const moved: number[] = [];
  for (const bill of shipped) {
    const steps = history.filter((h) => h.billId === bill.id);
    const verified = steps.find((h) => h.toStatus === S.VERIFIED);
    const recent = now.getTime() - bill.createdAt.getTime() < 10 * DAY;
    // A sale the store has just verified may still wait for the company.
    const toVerify = bill.status === S.VERIFIED && random.next() < 0.5;
    const live = [S.VERIFIED, S.SHIPPED, S.DELIVERED, S.RECEIVED].includes(bill.status as never);
    const courier = random.pick(couriers);
    const delivered = bill.status === S.DELIVERED || bill.status === S.RECEIVED;
    // Accepted between the store's verification and the pick-up (or within the hour).
    const pickedUp = steps.find((h) => h.toStatus === S.SHIPPED);
    const acceptedAt =
      verified && live && !toVerify
        ? new Date(
            pickedUp
              ? (verified.createdAt.getTime() + pickedUp.createdAt.getTime()) / 2
              : Math.min(now.getTime(), verified.createdAt.getTime() + random.int(5, 60) * 60_000),
          )
        : null;
    const settledAt = delivered && !recent ? new Date(bill.createdAt.getTime() + 7 * DAY) : null;
    await tx
      .update(bills)
      .set({
        shippingCompanyId: companyId,
        deliveryChargeCents: bill.shippingCents + company.feeCents,
        deliveryDealerId: acceptedAt ? courier.id : null,
        deliveryVerifiedAt: acceptedAt,
        deliveryProof: delivered && recent ? random.pick(photos) : null,
        deliveryNote: delivered ? random.pick(NOTES) : null,
        deliverySettledAt: settledAt && settledAt < now ? settledAt : null,
        deliverySettledBy: settledAt && settledAt < now ? company.adminId : null,
      })
      .where(eq(bills.id, bill.id));
    // The company's acceptance, then its pick-up and delivery in its name: the steps after the
    // store's verification are written again after the acceptance, so the history reads in order.
    const later = verified ? steps.filter((h) => h.id > verified.id).sort((x, y) => x.id - y.id) : [];
    if (acceptedAt) {
      moved.push(...later.map((h) => h.id));
      rewritten.push(
        {
          billId: bill.id,
          actorUserId: company.adminId,
          actorCompanyId: companyId,
          fromStatus: S.VERIFIED,
          toStatus: S.VERIFIED,
          note: `Envío verificado por la empresa de delivery. Repartidor: ${courier.name} ${courier.lastname}`,
          createdAt: acceptedAt,
        },
        ...later.map(({ id: _id, ...h }) => {
          const byCompany = h.toStatus === S.SHIPPED || h.toStatus === S.DELIVERED;
          return byCompany ? { ...h, actorUserId: company.adminId, actorCompanyId: companyId } : h;
        }),
      );
    }
  }
  if (moved.length > 0) await tx.delete(billHistory).where(inArray(billHistory.id, moved));
  for (let i = 0; i < rewritten.length; i += 500)
    await tx.insert(billHistory).values(rewritten.slice(i, i + 500));
  return shipped.length;
}
