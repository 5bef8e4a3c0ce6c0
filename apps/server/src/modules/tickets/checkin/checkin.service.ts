import {
  buyerFullName,
  type CheckInCountsReply,
  type CheckInReply,
  type CheckInResult,
  TICKET_BILL_STATUS,
} from '@vitrina/contract';
import { notFound } from '#server/lib/errors.ts';
import { formatTime } from '#server/lib/format.ts';
import type { Principal } from '#server/lib/principal.ts';
import { managerIdOf } from '#server/modules/tickets/manager.service.ts';
import * as repo from '#server/modules/tickets/purchases/bills.repository.ts';
import { readScope } from '#server/modules/tickets/purchases/bills.service.ts';
import { qrPng } from '#server/modules/tickets/purchases/issue-tickets.ts';
import type { TicketsDeps } from '#server/modules/tickets/tickets.deps.ts';
import { doorTexts } from '#server/modules/tickets/tickets.texts.ts';
import * as door from './checkin.repository.ts';

const VERIFIED = TICKET_BILL_STATUS.VERIFIED;
const RECENT = 10;

/** Check-in at the door: a scanned or typed code admitted once, with the event's live counts. */
export function createCheckInService(deps: Pick<TicketsDeps, 'db' | 'timeZone'>) {
  const { db } = deps;

  async function counts(eventId: number) {
    const c = await door.doorCounts(db, eventId, VERIFIED);
    return { checked_in: c.checkedIn, sold: c.sold };
  }

  return {
    async checkIn(principal: Principal, body: { event_id: number; code: string }): Promise<CheckInReply> {
      const managerId = await managerIdOf(db, principal);
      const event = await door.findEvent(db, managerId, body.event_id);
      if (!event) throw notFound();
      const admitted = await db.transaction(async (tx) => {
        await door.lockSaleOfCode(tx, body.code);
        return door.admit(tx, {
          code: body.code,
          eventId: event.id,
          managerId,
          verified: VERIFIED,
          userId: principal.userId,
        });
      });
      const t = await door.ticketByCode(db, body.code);
      // Another manager's code is as unknown here as a code that does not exist.
      const ticket =
        t && t.managerId === managerId
          ? {
              code: t.code,
              ticket_type: t.ticketType,
              buyer: buyerFullName(t),
              event_name: t.eventName,
              checked_in_at: t.checkedInAt?.toISOString() ?? null,
            }
          : null;
      let result: CheckInResult;
      let message: string;
      if (!t || !ticket) [result, message] = ['unknown', doorTexts.unknown];
      else if (admitted) [result, message] = ['admitted', doorTexts.admitted(ticket.buyer)];
      else if (t.eventId !== event.id) [result, message] = ['other_event', doorTexts.otherEvent(t.eventName)];
      else if (t.status !== VERIFIED)
        [result, message] = [
          'not_valid',
          t.status === TICKET_BILL_STATUS.REJECTED ? doorTexts.rejected : doorTexts.notVerified,
        ];
      else if (t.checkedInAt)
        [result, message] = [
          'already',
          doorTexts.already(formatTime(t.checkedInAt, { timeZone: event.timeZone ?? deps.timeZone })),
        ];
      // Verified, of this event, not in: only a sale changing under the scan lands here.
      else [result, message] = ['not_valid', doorTexts.notVerified];
      return { result, message, ticket, counts: await counts(event.id) };
    },

    async counts(principal: Principal, eventId: number): Promise<CheckInCountsReply> {
      const scope = await readScope(db, principal);
      const event = await door.findEvent(db, scope, eventId);
      if (!event) throw notFound();
      const [c, recent] = await Promise.all([counts(event.id), door.recentCheckIns(db, event.id, RECENT)]);
      return {
        event_id: event.id,
        ...c,
        recent: recent.map((r) => ({
          code: r.code,
          buyer: buyerFullName(r),
          ticket_type: r.ticketType,
          checked_in_at: r.checkedInAt?.toISOString() ?? '',
        })),
      };
    },

    /** The QR picture of an existing ticket (public); 404 for a code nobody was given. */
    async qr(code: string): Promise<Buffer> {
      if (!(await repo.ticketCodeExists(db, code))) throw notFound();
      return qrPng(code);
    },
  };
}
export type CheckInService = ReturnType<typeof createCheckInService>;
