import type { Db, DbOrTx } from '#server/db/client.ts';
import type { FileStore } from '#server/modules/storage/file-store.ts';
import type { AccountOpener } from '#server/modules/users/accounts.service.ts';
import { createCompaniesService } from './companies.service.ts';
import * as repo from './delivery.repository.ts';
import { createLinksService } from './links.service.ts';
import { createCompanyProfileService } from './profile.service.ts';
import { createQuoteService } from './quote.service.ts';
import { createCompanyRoutesService, createStoreRoutesService } from './routes.service.ts';

/** The delivery screens' services: the admin's companies, the company's own side, the store's. */
export function createDeliveryService(db: Db, files: FileStore, accounts: AccountOpener) {
  return {
    companies: createCompaniesService(db, accounts),
    profile: createCompanyProfileService(db, files),
    companyRoutes: createCompanyRoutesService(db),
    storeRoutes: createStoreRoutesService(db),
    links: createLinksService(db),
    quote: createQuoteService(db),
  };
}
export type DeliveryService = ReturnType<typeof createDeliveryService>;

// What other modules may ask of delivery -------------------------------------------------------

/** A delivery company run by `primaryAdminId`; returns its id (onboarding's createAccount, in its transaction). */
export const createCompany = (tx: DbOrTx, company: { name: string; primaryAdminId: number }) =>
  repo.insertCompany(tx, company);

/** A company as the wire shows it (the shipments' pages name their company). */
export { companyById } from './companies.service.ts';
/** The stores linked to a company, and whether one store is (shipments are scoped by links). */
export { isLinked, linkedStores } from './links.service.ts';
