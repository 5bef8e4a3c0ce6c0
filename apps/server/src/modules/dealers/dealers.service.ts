import type { Dealer, DealerBody, DealerPatch, DocumentType } from '@vitrina/contract';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { notFound } from '#server/lib/errors.ts';
import type { Principal } from '#server/lib/principal.ts';
import { companyOf, ownStore, storeOf } from '#server/lib/tenancy.ts';
import { deletedFields, recordAudit } from '#server/modules/audit/audit.service.ts';
import * as repo from './dealers.repository.ts';

const toDealer = (row: repo.DealerRow): Dealer => ({
  id: row.id,
  name: row.name,
  lastname: row.lastname,
  phone: row.phone,
  identification_type: row.identificationType as DocumentType,
  identification: row.identification,
  vehicle: row.vehicle,
  plate: row.plate,
  active: row.active,
  created_at: row.createdAt.toISOString(),
});

const blankToNull = (s: string | null | undefined) => (s === undefined ? undefined : s || null);

function toValues(body: DealerPatch) {
  return {
    name: body.name,
    // `lastname` is NOT NULL in the table; an absent one is stored empty.
    lastname: body.lastname === undefined ? undefined : (body.lastname ?? ''),
    phone: body.phone,
    identificationType: body.identification_type,
    identification: body.identification,
    vehicle: blankToNull(body.vehicle),
    plate: blankToNull(body.plate),
    active: body.active,
  };
}

/** Get, create, change and delete the couriers of the caller's tenant (`mine`). */
function dealerMethods(db: Db, mine: (principal: Principal) => repo.DealerOwner) {
  return {
    async get(principal: Principal, id: number): Promise<Dealer> {
      const row = await repo.findDealer(db, mine(principal), id);
      if (!row) throw notFound();
      return toDealer(row);
    },
    async create(principal: Principal, body: DealerBody): Promise<Dealer> {
      // The same mapping as a PATCH, with the fields a new courier must have spelled out.
      const row = await repo.insertDealer(db, mine(principal), {
        ...toValues(body),
        name: body.name,
        lastname: body.lastname ?? '',
        phone: body.phone,
        identificationType: body.identification_type,
        identification: body.identification,
      });
      return toDealer(row);
    },
    async update(principal: Principal, id: number, body: DealerPatch): Promise<Dealer> {
      const row = await repo.updateDealer(db, mine(principal), id, toValues(body));
      if (!row) throw notFound();
      return toDealer(row);
    },
    async remove(principal: Principal, id: number): Promise<void> {
      const owner = mine(principal);
      await db.transaction(async (tx) => {
        const row = await repo.deleteDealer(tx, owner, id);
        if (!row) throw notFound();
        await recordAudit(tx, {
          actor: principal,
          kind: 'dealer.delete',
          entity: 'dealer',
          entityId: id,
          storeId: row.storeId,
          changes: deletedFields(row, ['name', 'lastname', 'phone', 'identification']),
        });
      });
    },
  };
}

/** Couriers of a store (`store/{id}/dealers`, `dealer/{id}`). */
export function createDealersService(db: Db) {
  return {
    async list(principal: Principal, storeId: number): Promise<Dealer[]> {
      return (await repo.listDealers(db, { storeId: ownStore(principal, storeId) })).map(toDealer);
    },
    ...dealerMethods(db, (principal) => ({ storeId: storeOf(principal) })),
  };
}
export type DealersService = ReturnType<typeof createDealersService>;

/** Couriers of the caller's delivery company (`deliver/dealer`): the same rules, its own rows. */
export function createCompanyDealersService(db: Db) {
  return {
    async list(principal: Principal): Promise<Dealer[]> {
      return companyDealers(db, companyOf(principal));
    },
    ...dealerMethods(db, (principal) => ({ companyId: companyOf(principal) })),
  };
}
export type CompanyDealersService = ReturnType<typeof createCompanyDealersService>;

/** A company's couriers (the admin's company details). */
export async function companyDealers(db: DbOrTx, companyId: number): Promise<Dealer[]> {
  return (await repo.listDealers(db, { companyId })).map(toDealer);
}
