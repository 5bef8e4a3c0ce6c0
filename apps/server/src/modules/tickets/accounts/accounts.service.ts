import type { TicketAccount, TicketAccountBody } from '@vitrina/contract';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/lib/errors.ts';
import type { Principal } from '#server/lib/principal.ts';
import { bankOf, bankValuesOf } from '#server/modules/banks/banks.service.ts';
import { readScope, writerOf } from '#server/modules/tickets/events/events.service.ts';
import * as repo from './accounts.repository.ts';

const toAccount = (row: repo.AccountRow): TicketAccount => ({ ...bankOf(row), message: row.message });

const toValues = (body: TicketAccountBody): repo.AccountValues => ({
  ...bankValuesOf(body),
  message: body.message || null,
});

/** The accounts buyers transfer to: the ticket master writes its own; the admin reads all. */
export function createTicketAccountsService(db: Db) {
  return {
    async list(principal: Principal): Promise<TicketAccount[]> {
      return (await repo.listAccounts(db, readScope(principal))).map(toAccount);
    },

    async create(principal: Principal, body: TicketAccountBody): Promise<TicketAccount> {
      return toAccount(await repo.insertAccount(db, writerOf(principal), toValues(body)));
    },

    async update(principal: Principal, id: number, body: TicketAccountBody): Promise<TicketAccount> {
      const row = await repo.updateAccount(db, writerOf(principal), id, toValues(body));
      if (!row) throw notFound();
      return toAccount(row);
    },

    async remove(principal: Principal, id: number): Promise<void> {
      // A sale keeps its own copy of the reference; its account link is cleared (set null).
      if (!(await repo.deleteAccount(db, writerOf(principal), id))) throw notFound();
    },
  };
}
export type TicketAccountsService = ReturnType<typeof createTicketAccountsService>;
