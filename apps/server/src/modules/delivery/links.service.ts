import { COMPANY_STATUS, type LinkedStore, type StoreCompany } from '@vitrina/contract';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { invalid, notFound } from '#server/lib/errors.ts';
import { fileUrl } from '#server/lib/files.ts';
import { fromCents } from '#server/lib/money.ts';
import type { Principal } from '#server/lib/principal.ts';
import { companyOf, storeOf } from '#server/lib/tenancy.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import { storeCards } from '#server/modules/stores/stores.service.ts';
import * as repo from './delivery.repository.ts';
import { deliveryTexts } from './delivery.texts.ts';

/** The stores linked to a company, most recent link first, with their contact. */
export async function linkedStores(db: DbOrTx, companyId: number): Promise<LinkedStore[]> {
  const links = await repo.linksOfCompany(db, companyId);
  const cards = new Map(
    (
      await storeCards(
        db,
        links.map((l) => l.storeId),
      )
    ).map((c) => [c.id, c]),
  );
  return links.flatMap((l) => {
    const card = cards.get(l.storeId);
    return card ? [{ ...card, linked_at: l.createdAt.toISOString() }] : [];
  });
}

/** Links between stores and delivery companies, from both sides. */
export function createLinksService(db: Db) {
  return {
    /** GET company: every active company, and whether the caller's store is linked to it. */
    async companiesForStore(principal: Principal): Promise<StoreCompany[]> {
      const storeId = storeOf(principal);
      const [companies, links] = await Promise.all([
        repo.listActiveCompanies(db),
        repo.linksOfStore(db, storeId),
      ]);
      const linkedAt = new Map(links.map((l) => [l.companyId, l.createdAt.toISOString()]));
      return companies.map((c) => ({
        id: c.id,
        name: c.name,
        logo: fileUrl(c.logo),
        phone: c.phone,
        can_charge: c.canCharge,
        fee: fromCents(c.feeCents),
        geolocation_mode: c.geolocationMode,
        rate_per_km: fromCents(c.ratePerKmCents),
        min_rate: fromCents(c.minRateCents),
        linked: linkedAt.has(c.id),
        linked_at: linkedAt.get(c.id) ?? null,
      }));
    },

    /** POST company: links the store to an active company (linking twice changes nothing). */
    async link(principal: Principal, body: { company_id: number }): Promise<void> {
      const storeId = storeOf(principal);
      const company = await repo.findCompany(db, body.company_id);
      if (company?.statusId !== COMPANY_STATUS.ACTIVE)
        throw invalid({ company_id: [deliveryTexts.companyUnavailable] });
      await repo.insertLink(db, storeId, body.company_id);
    },

    /** DELETE company/{id}: the store's link to that company; its past shipments keep the company. */
    async unlink(principal: Principal, companyId: number): Promise<void> {
      const storeId = storeOf(principal);
      await db.transaction(async (tx) => {
        if (!(await repo.deleteLink(tx, storeId, companyId))) throw notFound();
        const company = await repo.findCompany(tx, companyId);
        await recordAudit(tx, {
          actor: principal,
          kind: 'company.unlink',
          entity: 'company',
          entityId: companyId,
          storeId,
          changes: { company: { from: company?.name ?? null } },
        });
      });
    },

    /** GET deliver/stores: the stores linked to the caller's company. */
    storesOfCompany: (principal: Principal) => linkedStores(db, companyOf(principal)),
  };
}
export type LinksService = ReturnType<typeof createLinksService>;

/** Whether a store is linked to a company (the shipments of that store are the company's to see). */
export async function isLinked(db: DbOrTx, storeId: number, companyId: number): Promise<boolean> {
  return (await repo.linksOfStore(db, storeId)).some((l) => l.companyId === companyId);
}

/** Whether the store delivers: its own routes, or an active delivery company it is linked to. */
export async function storeDelivers(db: DbOrTx, storeId: number): Promise<boolean> {
  const [routes, companies] = await Promise.all([
    repo.listRoutes(db, { storeId }),
    repo.linkedActiveCompanies(db, storeId),
  ]);
  return routes.length > 0 || companies.length > 0;
}
