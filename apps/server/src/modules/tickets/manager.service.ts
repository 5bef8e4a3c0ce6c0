import { ROLES, type TicketManager, type TicketManagerBody } from '@vitrina/contract';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { forbidden, notFound } from '#server/lib/errors.ts';
import type { Principal } from '#server/lib/principal.ts';
import { userNames } from '#server/modules/users/users.service.ts';
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

/** A manager's share of a ticket price paid in USD (SPEC.md §5), for the purchase and the sales. */
export async function dollarPercentOf(db: DbOrTx, managerId: number): Promise<number> {
  return (await repo.findManager(db, managerId))?.dollarPercent ?? 0;
}

/** The ticket master's own record (`dollar_percent`); the admin reads anyone's. */
export function createTicketManagerService(db: Db) {
  async function load(id: number): Promise<TicketManager> {
    const row = await repo.findManager(db, id);
    if (!row) throw notFound();
    return toManager(row, (await userNames(db, [row.userId])).get(row.userId) ?? '');
  }
  /** The ticket master only its own id (another's → 404); the admin any. */
  const readable = (principal: Principal, id: number) => {
    if (principal.roleId === ROLES.ADMIN) return id;
    if (principal.roleId !== ROLES.TICKETMASTER) throw forbidden();
    if (managerOf(principal) !== id) throw notFound();
    return id;
  };

  return {
    own: (principal: Principal) => {
      if (principal.roleId !== ROLES.TICKETMASTER) throw forbidden();
      return load(managerOf(principal));
    },
    get: (principal: Principal, id: number) => load(readable(principal, id)),
    async update(principal: Principal, id: number, body: TicketManagerBody): Promise<TicketManager> {
      if (principal.roleId !== ROLES.TICKETMASTER) throw forbidden();
      if (managerOf(principal) !== id) throw notFound();
      if (!(await repo.setDollarPercent(db, id, body.dollar_percent, body.whole_payment))) throw notFound();
      return load(id);
    },
  };
}
export type TicketManagerService = ReturnType<typeof createTicketManagerService>;

const toManager = (row: repo.ManagerRow, name: string): TicketManager => ({
  id: row.id,
  user_id: row.userId,
  name,
  dollar_percent: row.dollarPercent,
  whole_payment: row.wholePayment,
});
