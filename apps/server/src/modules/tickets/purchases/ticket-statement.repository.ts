import { TICKET_SALE_WAITING } from '@vitrina/contract';
import { and, asc, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import {
  ticketAccounts,
  ticketBills,
  ticketPayments,
  ticketUsers,
} from '#server/modules/tickets/tickets.tables.ts';

// What a ticket master's account statement reads of the ticket sales. Only the tickets module's tables.

export const accountsOf = (db: DbOrTx, managerId: number) =>
  db
    .select()
    .from(ticketAccounts)
    .where(eq(ticketAccounts.managerId, managerId))
    .orderBy(asc(ticketAccounts.id));

export async function findAccount(db: DbOrTx, managerId: number, id: number) {
  const [row] = await db
    .select({ id: ticketAccounts.id, accountType: ticketAccounts.accountType })
    .from(ticketAccounts)
    .where(and(eq(ticketAccounts.id, id), eq(ticketAccounts.managerId, managerId)));
  return row;
}

/**
 * The manager's sales waiting for review with a transfer into `accountId` (either part), but
 * not those a part into that account was recorded for already (its line was confirmed).
 */
export const waitingInto = (db: DbOrTx, managerId: number, accountId: number) =>
  db
    .select()
    .from(ticketBills)
    .where(
      and(
        eq(ticketBills.managerId, managerId),
        inArray(ticketBills.status, [...TICKET_SALE_WAITING]),
        or(eq(ticketBills.accountId, accountId), eq(ticketBills.vesAccountId, accountId)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(ticketPayments)
            .where(
              and(eq(ticketPayments.ticketBillId, ticketBills.id), eq(ticketPayments.accountId, accountId)),
            ),
        ),
      ),
    );

/** The manager's sales by id, with their buyers. */
export const billsByIds = (db: DbOrTx, managerId: number, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ bill: ticketBills, buyer: { name: ticketUsers.name, lastname: ticketUsers.lastname } })
        .from(ticketBills)
        .innerJoin(ticketUsers, eq(ticketUsers.id, ticketBills.ticketUserId))
        .where(and(eq(ticketBills.managerId, managerId), inArray(ticketBills.id, ids)));
