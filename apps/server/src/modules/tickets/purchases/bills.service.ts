import {
  DOCUMENT_TYPES,
  type DocumentType,
  type Page,
  ROLES,
  TICKET_OPTION,
  type Ticket,
  type TicketBill,
  type TicketBillDetail,
  type TicketBillListQuery,
  type TicketOption,
  ticketStatusFromOption,
} from '@vitrina/contract';
import type { DbOrTx } from '#server/db/client.ts';
import { notFound } from '#server/lib/errors.ts';
import { fileUrl } from '#server/lib/files.ts';
import { keysetPage } from '#server/lib/keyset.ts';
import { fromCents } from '#server/lib/money.ts';
import type { Principal } from '#server/lib/principal.ts';
import { managerIdOf } from '#server/modules/tickets/manager.service.ts';
import type { TicketsDeps } from '#server/modules/tickets/tickets.deps.ts';
import * as repo from './bills.repository.ts';
import { qrPath } from './buyer-views.ts';
import { ticketPartsView } from './ticket-parts.service.ts';

/** A search is counted exactly up to this many rows; beyond, `total` says "at least". */
export const TICKET_COUNT_CAP = 10_000;

/**
 * Whose rows a read sees: the ticket master its own manager's, the admin every manager's
 * (`null`). Routes let only these two roles read.
 */
export async function readScope(db: DbOrTx, principal: Principal): Promise<repo.ManagerScope> {
  return principal.roleId === ROLES.ADMIN ? null : managerIdOf(db, principal);
}

/** A buyer's stored document type, when it is one of the contract's (else null). */
export const documentTypeOf = (stored: string | null): DocumentType | null =>
  DOCUMENT_TYPES.includes(stored as DocumentType) ? (stored as DocumentType) : null;

/** A ticket as the panel and the buyer's page show it. */
export const toTicket = (t: repo.TicketRow): Ticket => ({
  id: t.id,
  code: t.code,
  ticket_type: t.ticketType,
  checked_in_at: t.checkedInAt?.toISOString() ?? null,
  qr_url: qrPath(t.code),
});

/** The tickets of a sale (none until it is verified), for other parts of the module. */
export const ticketsOfBill = async (db: DbOrTx, billId: number): Promise<Ticket[]> =>
  (await repo.ticketsOf(db, billId)).map(toTicket);

function toRow({ bill, user, eventName }: repo.BillWithParties): TicketBill {
  return {
    id: bill.id,
    status: bill.status,
    event_id: bill.eventId,
    event_name: eventName,
    ticket_user: { id: user.id, name: user.name, lastname: user.lastname, email: user.email },
    quantity: bill.quantity,
    total: fromCents(bill.totalCents),
    usd_amount: fromCents(bill.usdCents),
    ves_amount: fromCents(bill.vesCents),
    dollar_rate: Number(bill.dollarRate),
    reference: bill.reference,
    ves_reference: bill.vesReference,
    channel: bill.channel === 'telegram' ? 'telegram' : 'web',
    created_at: bill.createdAt.toISOString(),
  };
}

const accountRef = (a: Awaited<ReturnType<typeof repo.accountOf>>) =>
  a ? { id: a.id, bank_name: a.bankName, account_type: a.accountType } : null;

/** Which other sales one part's reference and proof picture also paid (in either of their parts). */
const warningsOf = (duplicates: repo.Duplicate[], reference: string, proofHash: string | null) => ({
  same_reference: duplicates.filter((d) => d.references.includes(reference)).map((d) => d.id),
  same_proof: duplicates.filter((d) => proofHash !== null && d.hashes.includes(proofHash)).map((d) => d.id),
});

/** The ticket sales to review: list and detail. */
export function createBillsService(deps: Pick<TicketsDeps, 'db'>) {
  const { db } = deps;
  return {
    async list(principal: Principal, q: TicketBillListQuery): Promise<Page<TicketBill>> {
      const scope = await readScope(db, principal);
      const opt = q.opt as TicketOption;
      const filter: repo.BillFilter = {
        status: opt === TICKET_OPTION.ALL ? undefined : ticketStatusFromOption(opt),
        eventId: q.event_id,
        q: q.q || undefined,
      };
      const page = await keysetPage(q, {
        page: (limit, afterId) => repo.pageBills(db, scope, filter, limit, afterId),
        count: () => repo.countBills(db, scope, filter, TICKET_COUNT_CAP),
        idOf: (r) => r.bill.id,
      });
      return { data: page.rows.map(toRow), meta: page.meta };
    },

    async get(principal: Principal, id: number): Promise<TicketBillDetail> {
      const scope = await readScope(db, principal);
      const found = await repo.findBill(db, scope, id);
      if (!found) throw notFound();
      const { bill, user } = found;
      const [lines, tickets, account, vesAccount, duplicates, payments] = await Promise.all([
        repo.linesOf(db, id),
        repo.ticketsOf(db, id),
        bill.accountId === null ? undefined : repo.accountOf(db, bill.accountId),
        bill.vesAccountId === null ? undefined : repo.accountOf(db, bill.vesAccountId),
        repo.duplicatesOf(db, bill),
        ticketPartsView(db, bill),
      ]);
      return {
        ...toRow(found),
        ticket_user: {
          id: user.id,
          name: user.name,
          lastname: user.lastname,
          document_type: documentTypeOf(user.documentType),
          document: user.document,
          email: user.email,
          phone: user.phone,
        },
        lines: lines.map((l) => ({
          ticket_type_id: l.ticketTypeId,
          name: l.name,
          quantity: l.quantity,
          price: fromCents(l.priceCents),
        })),
        account: accountRef(account),
        proof_image: fileUrl(bill.proofImage),
        warnings: warningsOf(duplicates, bill.reference, bill.proofHash),
        ves_part:
          bill.vesReference === null
            ? null
            : {
                account: accountRef(vesAccount),
                reference: bill.vesReference,
                proof_image: fileUrl(bill.vesProofImage),
                warnings: warningsOf(duplicates, bill.vesReference, bill.vesProofHash),
              },
        tickets: tickets.map(toTicket),
        reviewed_at: bill.reviewedAt?.toISOString() ?? null,
        payments,
      };
    },
  };
}
export type BillsService = ReturnType<typeof createBillsService>;
