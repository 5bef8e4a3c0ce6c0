import type { DbOrTx } from '../../db/client.ts';
import * as repo from './delivery.repository.ts';

// The delivery domain's screens come later; today other modules only create a company with
// its first admin, inside the caller's transaction (users' createAccount).

/** A delivery company run by `primaryAdminId`; returns its id. */
export const createCompany = (tx: DbOrTx, company: { name: string; primaryAdminId: number }) =>
  repo.insertCompany(tx, company);
