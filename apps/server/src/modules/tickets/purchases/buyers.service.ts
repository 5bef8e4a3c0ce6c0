import type { Page, TicketUser, ticketUserListQuery } from '@vitrina/contract';
import type { z } from 'zod';
import { keysetPage } from '#server/lib/keyset.ts';
import { fromCents } from '#server/lib/money.ts';
import type { Principal } from '#server/lib/principal.ts';
import type { TicketsDeps } from '#server/modules/tickets/tickets.deps.ts';
import { documentTypeOf, readScope, TICKET_COUNT_CAP } from './bills.service.ts';
import * as reports from './ticket-reports.repository.ts';

const toBuyer = (r: reports.BuyerRow): TicketUser => ({
  id: r.id,
  name: r.name,
  lastname: r.lastname,
  document_type: documentTypeOf(r.document_type),
  document: r.document,
  email: r.email,
  phone: r.phone,
  purchases: Number(r.purchases),
  tickets: Number(r.tickets),
  total: fromCents(Number(r.total_cents)),
  last_purchase_at: r.last_at === null ? null : new Date(r.last_at).toISOString(),
});

/** The buyers of the ticket master's events (GET ticket/ticket-users): totals, search, keyset pages. */
export function createBuyersService(deps: Pick<TicketsDeps, 'db'>) {
  const { db } = deps;
  return {
    async list(principal: Principal, q: z.output<typeof ticketUserListQuery>): Promise<Page<TicketUser>> {
      const scope = await readScope(db, principal);
      const filter = { eventId: q.event_id, q: q.q || undefined };
      const page = await keysetPage(q, {
        page: (limit, afterId) => reports.pageBuyers(db, scope, filter, limit, afterId),
        count: () => reports.countBuyers(db, scope, filter, TICKET_COUNT_CAP),
        idOf: (r) => Number(r.id),
      });
      return { data: page.rows.map(toBuyer), meta: page.meta };
    },
  };
}
export type BuyersService = ReturnType<typeof createBuyersService>;
