import type { Readable } from 'node:stream';
import {
  type Page,
  ROLES,
  type Shipment,
  type ShipmentListQuery,
  type ShipmentReply,
  type ShipmentReport,
  type ShipmentReportBody,
  type ShipmentRow,
  type ShipmentTotals,
  type StoreShipmentListQuery,
  shipmentNoteField,
  type VerifyShipmentBody,
} from '@vitrina/contract';
import type { Db } from '#server/db/client.ts';
import { conflict, forbidden, invalid, notFound } from '#server/lib/errors.ts';
import type { Principal } from '#server/lib/principal.ts';
import { companyOf, storeOf } from '#server/lib/tenancy.ts';
import { validationText } from '#server/lib/validation.ts';
import { activeCompanyCourier } from '#server/modules/dealers/couriers.service.ts';
import { companyNames, storeLinkedTo } from '#server/modules/delivery/shipment-parties.service.ts';
import type { SalesService } from '#server/modules/sales/sales.service.ts';
import type { FileStore } from '#server/modules/storage/file-store.ts';
import { shipmentRefusals } from './shipments.texts.ts';

/**
 * Shipments from both sides. A shipment is a sale delivered by a company, so its rows and
 * steps belong to the sales module (`sales.shipments`): this service decides who is asking
 * (the company or the store, from the session) and checks what only delivery knows — the
 * courier is the company's and active, the store is still linked, the delivery has a photo.
 */
export function createShipmentsService(deps: { db: Db; files: FileStore; sales: SalesService }) {
  const { db, files } = deps;
  const { shipments, shipmentReports } = deps.sales;
  const actorOf = (principal: Principal) => ({ userId: principal.userId, companyId: companyOf(principal) });

  return {
    // The company's side ---------------------------------------------------------------------

    /** GET deliver/delivery: the company's shipments, newest first. */
    companyList: (principal: Principal, q: ShipmentListQuery): Promise<Page<ShipmentRow>> =>
      shipments.list({ companyId: companyOf(principal) }, q),

    /** GET deliver/delivery/{id}. */
    companyGet: (principal: Principal, id: number): Promise<Shipment> =>
      shipments.get({ companyId: companyOf(principal) }, id),

    /** POST deliver/delivery/{id}/verify: accept it and give it to one of the company's active couriers. */
    async verify(principal: Principal, id: number, body: VerifyShipmentBody): Promise<ShipmentReply> {
      const actor = actorOf(principal);
      const storeId = await shipments.storeOf({ companyId: actor.companyId }, id);
      const courier = await activeCompanyCourier(db, actor.companyId, body.dealer_id);
      if (!courier) throw invalid({ dealer_id: [shipmentRefusals.courierUnavailable] });
      // New work only from a store still linked; past shipments of an unlinked store stay visible.
      if (storeId !== undefined && !(await storeLinkedTo(db, storeId, actor.companyId)))
        throw conflict(shipmentRefusals.storeUnlinked(id));
      return shipments.accept(actor, id, courier);
    },

    /** POST deliver/delivery/{id}/pickup: the courier has it (the sale becomes SHIPPED). */
    pickup: (principal: Principal, id: number): Promise<ShipmentReply> =>
      shipments.step(actorOf(principal), id, 'shipping'),

    /** POST deliver/delivery/{id}/collect: the courier collected a cash order's money (the sale is paid). */
    collect: (principal: Principal, id: number): Promise<ShipmentReply> =>
      shipments.step(actorOf(principal), id, 'collect'),

    /**
     * POST deliver/delivery/{id}/deliver (multipart: `image` photo, `note`): delivered (the sale
     * becomes DELIVERED). The photo is stored first and removed again when the step is refused.
     */
    async deliver(
      principal: Principal,
      id: number,
      form: { image?: Buffer; note?: string },
    ): Promise<ShipmentReply> {
      const actor = actorOf(principal);
      const note = shipmentNoteField.safeParse(form.note ?? '');
      const errors: Record<string, string[]> = {};
      if (!note.success)
        errors.note = note.error.issues.map((i) =>
          validationText(i.message, 'note', { maximum: (i as { maximum?: unknown }).maximum }),
        );
      if (!form.image) errors.image = [shipmentRefusals.photoRequired];
      if (Object.keys(errors).length > 0 || !note.success || !form.image) throw invalid(errors);
      const photo = await files.saveImage(form.image, 'image', { private: true });
      try {
        return await shipments.step(actor, id, 'delivery', { file: photo.file, note: note.data || null });
      } catch (err) {
        await files.remove(photo.file, photo.thumb);
        throw err;
      }
    },

    /** PATCH delivery/pay/{bill_id}: the company's charge for the shipment is settled (once). */
    pay: (principal: Principal, billId: number): Promise<ShipmentReply> =>
      shipments.settle(actorOf(principal), billId),

    /** POST deliver/report. */
    report: (principal: Principal, body: ShipmentReportBody): Promise<ShipmentReport> =>
      shipmentReports.report(companyOf(principal), body),

    /** GET deliver/report/export: CSV, streamed. */
    exportCsv: (principal: Principal, range: ShipmentReportBody): Readable =>
      shipmentReports.exportCsv(companyOf(principal), range),

    // The store's side ------------------------------------------------------------------------

    /** GET delivery: every shipment of the store, whichever company carries it. */
    storeList: (principal: Principal, q: StoreShipmentListQuery): Promise<Page<ShipmentRow>> =>
      shipments.list({ storeId: storeOf(principal) }, q),

    /** GET delivery/{id}. */
    storeGet: (principal: Principal, id: number): Promise<Shipment> =>
      shipments.get({ storeId: storeOf(principal) }, id),

    // The admin's side ------------------------------------------------------------------------

    /** GET admin/deliver/{id}/delivery: a company's shipments, newest first (its own list's query). */
    async adminCompanyList(
      principal: Principal,
      companyId: number,
      q: ShipmentListQuery,
    ): Promise<Page<ShipmentRow>> {
      if (principal.roleId !== ROLES.ADMIN) throw forbidden();
      if (!(await companyNames(db, [companyId])).has(companyId)) throw notFound();
      return shipments.list({ companyId }, q);
    },

    /** A company's shipments count and its settled/unsettled charges (GET admin/deliver/{id}). */
    async companyTotals(principal: Principal, companyId: number): Promise<ShipmentTotals> {
      if (principal.roleId !== ROLES.ADMIN) throw forbidden();
      if (!(await companyNames(db, [companyId])).has(companyId)) throw notFound();
      return shipments.totals(companyId);
    },
  };
}
export type ShipmentsService = ReturnType<typeof createShipmentsService>;
