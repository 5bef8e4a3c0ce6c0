import type { ticketUserListQuery } from '@vitrina/contract';
import { DOCUMENT_TYPES, type DocumentType, type Page, type TicketUser } from '@vitrina/contract';
import type { z } from 'zod';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { fromCents } from '../../lib/money.ts';
import type { Principal } from '../auth/auth.service.ts';
import { pageCursor, readScope, TICKET_COUNT_CAP } from './bills.service.ts';
import * as reports from './ticket-reports.repository.ts';
import type { TicketsDeps } from './tickets.routes.ts';

const toBuyer = (r: reports.BuyerRow): TicketUser => ({
  id: r.id,
  name: r.name,
  lastname: r.lastname,
  document_type: DOCUMENT_TYPES.includes(r.document_type as DocumentType)
    ? (r.document_type as DocumentType)
    : null,
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
      const after = decodeCursor(q.cursor, pageCursor);
      const rows = await reports.pageBuyers(db, scope, filter, q.per_page + 1, after?.id);
      const counted = after
        ? { total: after.t, capped: true }
        : await reports.countBuyers(db, scope, filter, TICKET_COUNT_CAP);
      const pageRows = rows.slice(0, q.per_page);
      const last = pageRows.at(-1);
      return {
        data: pageRows.map(toBuyer),
        meta: {
          per_page: q.per_page,
          total: counted.total,
          ...(counted.capped ? { total_is_estimate: true } : {}),
          next_cursor:
            rows.length > q.per_page && last ? encodeCursor({ id: Number(last.id), t: counted.total }) : null,
        },
      };
    },
  };
}
export type BuyersService = ReturnType<typeof createBuyersService>;
