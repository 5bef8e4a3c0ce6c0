import type { Shipment } from '@vitrina/contract';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import type { CourierCard } from '#server/modules/dealers/couriers.service.ts';
import type { createSaleLifecycle } from './sale-lifecycle.service.ts';
import { createSaleShipmentViews } from './sale-shipment-views.service.ts';
import * as repo from './sales.repository.ts';
import { shipmentTexts, statusLabel } from './sales.texts.ts';
import * as read from './sales-read.repository.ts';
import * as ship from './shipments.repository.ts';

/** A user acting for their delivery company. */
export type CompanyActor = { userId: number; companyId: number };

/**
 * The shipments of delivery companies, which are sales: the company's steps (accept with a
 * courier, picked up, delivered with proof, settled), and the lists, pages and totals read
 * through sale-shipment-views.service.ts. Callers pass a scope taken from the session.
 */
export function createSaleShipments(deps: { db: Db; lifecycle: ReturnType<typeof createSaleLifecycle> }) {
  const { db, lifecycle } = deps;

  const views = createSaleShipmentViews(db);
  const { detail } = views;

  /** The company's sale `id` as it is now (to say why a step failed), or 404. */
  async function current(tx: DbOrTx, companyId: number, id: number) {
    const bill = await read.findBill(tx, { companyId }, id);
    if (!bill) throw notFound();
    return bill;
  }

  return {
    list: views.list,

    get: detail,

    /** The store of a shipment in `scope`, or undefined. */
    storeOf: views.storeOf,

    /**
     * The company accepts the shipment and gives it to `courier` (checked by the caller to be
     * its own and active). Exactly one of simultaneous attempts succeeds; the history names the
     * company and the courier.
     */
    async accept(
      actor: CompanyActor,
      id: number,
      courier: CourierCard,
    ): Promise<{ message: string; data: Shipment }> {
      await db.transaction(async (tx) => {
        const accepted = await ship.accept(tx, actor.companyId, id, courier.id);
        if (!accepted) {
          const bill = await current(tx, actor.companyId, id);
          throw conflict(
            bill.deliveryVerifiedAt !== null
              ? shipmentTexts.alreadyAccepted(id)
              : shipmentTexts.notToVerify(id, statusLabel(bill.status)),
          );
        }
        await repo.insertHistory(tx, {
          billId: id,
          actorUserId: actor.userId,
          actorCompanyId: actor.companyId,
          fromStatus: accepted.status,
          toStatus: accepted.status,
          note: shipmentTexts.acceptedNote(courier.name),
        });
      });
      return { message: shipmentTexts.verified, data: await detail({ companyId: actor.companyId }, id) };
    },

    /** Picked up (the sale becomes SHIPPED), delivered with its proof (DELIVERED), or cash collected (paid). */
    async step(
      actor: CompanyActor,
      id: number,
      action: 'shipping' | 'delivery' | 'collect',
      proof?: { file: string; note: string | null },
    ): Promise<{ message: string; data: Shipment }> {
      const { message } = await lifecycle.actForCompany(actor, id, action, proof);
      return { message, data: await detail({ companyId: actor.companyId }, id) };
    },

    /** Records, once, that the company's charge for a delivered shipment was settled. */
    async settle(actor: CompanyActor, id: number): Promise<{ message: string; data: Shipment }> {
      const done = await ship.settle(db, actor.companyId, id, actor.userId);
      if (!done) {
        const bill = await current(db, actor.companyId, id);
        throw conflict(
          bill.deliverySettledAt !== null ? shipmentTexts.alreadySettled(id) : shipmentTexts.notDelivered(id),
        );
      }
      return { message: shipmentTexts.settled, data: await detail({ companyId: actor.companyId }, id) };
    },

    totals: views.totals,
  };
}
export type SaleShipments = ReturnType<typeof createSaleShipments>;
