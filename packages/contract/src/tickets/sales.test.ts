import { describe, expect, it } from 'vitest';
import { TICKET_OPTION, ticketStatusFromOption } from '../common/enums.ts';
import {
  buyerFullName,
  TICKET_BILL_STATUS,
  TICKET_REVIEWS,
  ticketBillListQuery,
  ticketCodeField,
  ticketOptionOfStatus,
  ticketReviewBody,
  ticketSaleWaits,
} from './sales.ts';

describe('ticket sale status and review options', () => {
  it('stores the option plus one: 2 rejected, 3 verified, 4 pending, 5 not verified', () => {
    expect(TICKET_BILL_STATUS).toEqual({ REJECTED: 2, VERIFIED: 3, PENDING: 4, NOT_VERIFIED: 5 });
    for (const opt of [1, 2, 3, 4] as const) {
      expect(ticketStatusFromOption(opt)).toBe(opt + 1);
      expect(ticketOptionOfStatus(ticketStatusFromOption(opt) as 2 | 3 | 4 | 5)).toBe(opt);
    }
    expect(TICKET_OPTION.ALL).toBe(5);
  });

  it('allows exactly these reviews: a rejected sale is final, a verified one may only be rejected', () => {
    const S = TICKET_BILL_STATUS;
    const edges = Object.entries(TICKET_REVIEWS).flatMap(([from, tos]) => tos.map((to) => `${from}>${to}`));
    expect(edges.sort()).toEqual(
      [
        `${S.PENDING}>${S.VERIFIED}`,
        `${S.PENDING}>${S.REJECTED}`,
        `${S.PENDING}>${S.NOT_VERIFIED}`,
        `${S.NOT_VERIFIED}>${S.VERIFIED}`,
        `${S.NOT_VERIFIED}>${S.REJECTED}`,
        `${S.VERIFIED}>${S.REJECTED}`,
      ].sort(),
    );
    // Nothing goes back to pending.
    expect(edges.some((e) => e.endsWith(`>${S.PENDING}`))).toBe(false);
  });

  it('has a sale wait while it may still be verified: pending or not verified, not verified or rejected', () => {
    const S = TICKET_BILL_STATUS;
    for (const status of Object.values(S))
      expect(ticketSaleWaits(status), `status ${status}`).toBe(
        status !== S.VERIFIED && TICKET_REVIEWS[status]?.includes(S.VERIFIED) === true,
      );
    expect([S.PENDING, S.NOT_VERIFIED].map(ticketSaleWaits)).toEqual([true, true]);
    expect([S.VERIFIED, S.REJECTED, 0, 99].map(ticketSaleWaits)).toEqual([false, false, false, false]);
  });

  it('accepts the list options 1…5 (default all) and the review options 1…4', () => {
    expect(ticketBillListQuery.parse({}).opt).toBe(5);
    expect(ticketBillListQuery.parse({ opt: '3' }).opt).toBe(3);
    for (const opt of ['0', '6', 'x', '2.5'])
      expect(ticketBillListQuery.safeParse({ opt }).success).toBe(false);
    for (const opt of [1, 2, 3, 4]) expect(ticketReviewBody.safeParse({ opt }).success).toBe(true);
    for (const opt of [0, 5, '2', 1.5, null]) expect(ticketReviewBody.safeParse({ opt }).success).toBe(false);
  });
});

describe('buyerFullName', () => {
  it('joins name and lastname, treating "Not set", blank or missing lastnames as none', () => {
    expect(buyerFullName({ name: 'Ana', lastname: 'Pérez' })).toBe('Ana Pérez');
    expect(buyerFullName({ name: 'Luis', lastname: 'Not set' })).toBe('Luis');
    expect(buyerFullName({ name: 'Luis', lastname: '  Not set ' })).toBe('Luis');
    expect(buyerFullName({ name: 'Luis', lastname: '   ' })).toBe('Luis');
    expect(buyerFullName({ name: 'Luis', lastname: null })).toBe('Luis');
    expect(buyerFullName({ name: 'Luis' })).toBe('Luis');
  });
});

describe('ticketCodeField', () => {
  it('reads a typed code: case, spaces and dashes do not matter; symbols are refused', () => {
    expect(ticketCodeField.parse(' abcd-efgh 2345 ')).toBe('ABCDEFGH2345');
    for (const code of ['', '  -- ', '<b>', 'ABC$', 'Ñ123'])
      expect(ticketCodeField.safeParse(code).success).toBe(false);
  });
});
