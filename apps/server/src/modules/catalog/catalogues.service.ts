import type { Catalogue, CatalogueBody, Extra, ExtraBody } from '@vitrina/contract';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { conflict, errorTexts, invalid, notFound } from '#server/lib/errors.ts';
import { fromCents, toCents } from '#server/lib/money.ts';
import type { Principal } from '#server/lib/principal.ts';
import { ownStore, storeOf } from '#server/lib/tenancy.ts';
import { deletedFields, recordAudit } from '#server/modules/audit/audit.service.ts';
import * as repo from './catalogues.repository.ts';

/**
 * A catalogue of the store, share-locked until the transaction ends so that it cannot be
 * deleted while a product or extra is being put into it. Named in the path it is a 404;
 * named in a body, one of another store reads as a bad field.
 */
export async function lockedCatalogue(tx: DbOrTx, storeId: number, id: number, as: 'path' | 'field') {
  const found = await repo.findCatalogue(tx, storeId, id, 'share');
  if (found) return found;
  throw as === 'path'
    ? notFound(errorTexts.catalogueNotFound)
    : invalid({ catalogue_id: [errorTexts.catalogueNotFound] });
}

/**
 * Adds a row (product or extra) to a catalogue of the store and reads it back, in one
 * transaction under the catalogue's share lock, so the catalogue cannot be deleted meanwhile.
 */
export function addToCatalogue<T>(
  db: Db,
  storeId: number,
  catalogueId: number,
  insert: (tx: DbOrTx, owner: { storeId: number; catalogueId: number }) => Promise<number>,
  read: (tx: DbOrTx, storeId: number, id: number) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await lockedCatalogue(tx, storeId, catalogueId, 'path');
    return read(tx, storeId, await insert(tx, { storeId, catalogueId }));
  });
}

const toExtra = (row: { extra: repo.ExtraRow; catalogueName: string }): Extra => ({
  id: row.extra.id,
  catalogue_id: row.extra.catalogueId,
  catalogueName: row.catalogueName,
  name: row.extra.name,
  price: fromCents(row.extra.priceCents),
  active: row.extra.active,
});

/** Catalogues of a store and the extras (toppings, sides) that belong to them. */
export function createCataloguesService(db: Db) {
  async function extra(tx: DbOrTx, storeId: number, id: number): Promise<Extra> {
    const row = await repo.findExtra(tx, storeId, id);
    if (!row) throw notFound();
    return toExtra(row);
  }

  return {
    async listCatalogues(principal: Principal, storeId: number): Promise<Catalogue[]> {
      const rows = await repo.listCatalogues(db, ownStore(principal, storeId));
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        products_count: r.productsCount,
        extras_count: r.extrasCount,
      }));
    },

    async createCatalogue(principal: Principal, storeId: number, body: CatalogueBody): Promise<Catalogue> {
      const id = await repo.insertCatalogue(db, { storeId: ownStore(principal, storeId), name: body.name });
      return { id, name: body.name, products_count: 0, extras_count: 0 };
    },

    async updateCatalogue(principal: Principal, id: number, body: CatalogueBody) {
      if (!(await repo.updateCatalogue(db, storeOf(principal), id, { name: body.name }))) throw notFound();
      return { id, name: body.name };
    },

    /**
     * Deletes an empty catalogue. The row lock waits for anyone still adding a product or an
     * extra to it; the emptiness check after it then sees their rows, so the loser of the race
     * gets a 409 (or a 404 for the adder) and never a foreign-key failure.
     */
    async deleteCatalogue(principal: Principal, id: number): Promise<void> {
      const storeId = storeOf(principal);
      await db.transaction(async (tx) => {
        const found = await repo.findCatalogue(tx, storeId, id, 'update');
        if (!found) throw notFound(errorTexts.catalogueNotFound);
        if (await repo.catalogueInUse(tx, id)) throw conflict(errorTexts.catalogueInUse);
        await repo.deleteCatalogue(tx, storeId, id);
        await recordAudit(tx, {
          actor: principal,
          kind: 'catalogue.delete',
          entity: 'catalogue',
          entityId: id,
          storeId,
          changes: deletedFields(found, ['name']),
        });
      });
    },

    async listExtras(principal: Principal, storeId: number): Promise<Extra[]> {
      return (await repo.listExtras(db, ownStore(principal, storeId))).map(toExtra);
    },

    createExtra: (principal: Principal, catalogueId: number, body: ExtraBody): Promise<Extra> =>
      addToCatalogue(
        db,
        storeOf(principal),
        catalogueId,
        (tx, owner) =>
          repo.insertExtra(tx, {
            ...owner,
            name: body.name,
            priceCents: toCents(body.price),
            active: body.active,
          }),
        extra,
      ),

    async updateExtra(
      principal: Principal,
      id: number,
      body: Partial<ExtraBody> & { catalogue_id?: number },
    ): Promise<Extra> {
      const storeId = storeOf(principal);
      return db.transaction(async (tx) => {
        if (body.catalogue_id !== undefined) await lockedCatalogue(tx, storeId, body.catalogue_id, 'field');
        const updated = await repo.updateExtra(tx, storeId, id, {
          name: body.name,
          priceCents: body.price === undefined ? undefined : toCents(body.price),
          active: body.active,
          catalogueId: body.catalogue_id,
        });
        if (!updated) throw notFound();
        return extra(tx, storeId, id);
      });
    },

    async deleteExtra(principal: Principal, id: number): Promise<void> {
      const storeId = storeOf(principal);
      await db.transaction(async (tx) => {
        const row = await repo.deleteExtra(tx, storeId, id);
        if (!row) throw notFound();
        await recordAudit(tx, {
          actor: principal,
          kind: 'extra.delete',
          entity: 'extra',
          entityId: id,
          storeId,
          changes: deletedFields(
            { name: row.name, price: fromCents(row.priceCents), catalogue_id: row.catalogueId },
            ['name', 'price', 'catalogue_id'],
          ),
        });
      });
    },
  };
}
