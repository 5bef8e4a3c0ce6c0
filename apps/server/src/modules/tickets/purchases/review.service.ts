import {
  TICKET_BILL_STATUS,
  TICKET_REVIEWS,
  type TicketBillStatus,
  type TicketOption,
  type TicketReviewBody,
  ticketStatusFromOption,
} from '@vitrina/contract';
import type { DbOrTx } from '#server/db/client.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import type { Principal } from '#server/lib/principal.ts';
import { managerIdOf } from '#server/modules/tickets/manager.service.ts';
import type { TicketsDeps } from '#server/modules/tickets/tickets.deps.ts';
import { reviewTexts } from '#server/modules/tickets/tickets.texts.ts';
import * as repo from './bills.repository.ts';
import { issueTickets, sendReviewNotice, sendTickets } from './issue-tickets.ts';

/** The stored statuses a sale may be in for a review to move it to `to` (TICKET_REVIEWS). */
export function reviewSources(to: TicketBillStatus): TicketBillStatus[] {
  return (Object.entries(TICKET_REVIEWS) as unknown as [string, readonly TicketBillStatus[]][])
    .filter(([, targets]) => targets.includes(to))
    .map(([from]) => Number(from) as TicketBillStatus);
}

const MESSAGES: Partial<Record<TicketBillStatus, string>> = {
  [TICKET_BILL_STATUS.VERIFIED]: reviewTexts.verified,
  [TICKET_BILL_STATUS.REJECTED]: reviewTexts.rejected,
  [TICKET_BILL_STATUS.NOT_VERIFIED]: reviewTexts.notVerified,
};

/**
 * Moves a sale to `to` inside the caller's transaction: one conditional update decides it; a
 * verified sale gets its tickets and their messages (the pictures saved are added to `saved`, to
 * remove should the transaction fail), a rejected one gives its seats back, and the buyer is told.
 */
export async function moveTicketSale(
  tx: DbOrTx,
  deps: TicketsDeps,
  move: { managerId: number; id: number; to: TicketBillStatus; reviewerId: number },
  saved: string[],
) {
  const { managerId, id, to } = move;
  const moved = await repo.reviewBill(tx, {
    id,
    managerId,
    from: reviewSources(to),
    to,
    reviewerId: move.reviewerId,
  });
  if (!moved) {
    if (!(await repo.findBill(tx, managerId, id))) throw notFound();
    throw conflict(
      to === TICKET_BILL_STATUS.PENDING ? reviewTexts.notBackToPending : reviewTexts.alreadyReviewed,
    );
  }
  const sale = await repo.findBill(tx, managerId, id);
  if (!sale) throw notFound();
  const lines = await repo.linesOf(tx, id);
  if (to === TICKET_BILL_STATUS.VERIFIED) {
    const issued = await issueTickets(tx, sale.bill, lines);
    await sendTickets(tx, deps, sale, issued, saved);
  } else if (to === TICKET_BILL_STATUS.REJECTED) {
    // The sale is locked by the update: a scan at the door has finished or waits for us.
    if (await repo.anyCheckedIn(tx, id)) throw conflict(reviewTexts.alreadyCheckedIn);
    await repo.releaseSeats(tx, lines);
    await sendReviewNotice(tx, deps, sale, 'rejected');
  } else {
    await sendReviewNotice(tx, deps, sale, 'not_verified');
  }
}

/** The review of a ticket sale (PUT ticket/ticket-bills/{id}): one transaction moves it. */
export function createReviewService(deps: TicketsDeps) {
  return {
    async review(principal: Principal, id: number, body: TicketReviewBody) {
      const managerId = await managerIdOf(deps.db, principal);
      const to = ticketStatusFromOption(body.opt as TicketOption) as TicketBillStatus;
      const saved: string[] = [];
      try {
        await deps.db.transaction((tx) =>
          moveTicketSale(tx, deps, { managerId, id, to, reviewerId: principal.userId }, saved),
        );
      } catch (err) {
        await deps.files.remove(...saved);
        throw err;
      }
      deps.onOutbox();
      return { message: MESSAGES[to] ?? reviewTexts.verified, status: to };
    },
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
