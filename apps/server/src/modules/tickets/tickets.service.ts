import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { Principal } from '../auth/auth.service.ts';
import * as repo from './tickets.repository.ts';

/** A ticket master account needs its manager row, created inside the caller's transaction. */
export const createTicketManager = (tx: DbOrTx, userId: number) => repo.insertManager(tx, userId);

/**
 * The tenant of the tickets domain: the caller's manager id, always from the session (the
 * principal resolves it with the token). A caller without a manager row answers 404.
 */
export function managerOf(principal: Principal): number {
  if (principal.ticketManagerId === null) throw notFound();
  return principal.ticketManagerId;
}

/** As managerOf, falling back to the user's manager row (a session resolved before it existed). */
export async function managerIdOf(db: DbOrTx, principal: Principal): Promise<number> {
  if (principal.ticketManagerId !== null) return principal.ticketManagerId;
  const id = await repo.findManagerIdByUser(db, principal.userId);
  if (id === undefined) throw notFound();
  return id;
}
