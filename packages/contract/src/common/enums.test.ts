import { describe, expect, it } from 'vitest';
import { TICKET_FILTERS, TICKET_OPTION, ticketStatusFromOption } from './enums.ts';

describe('ticket options', () => {
  it('stores a reviewed ticket sale with the option value plus one', () => {
    expect(ticketStatusFromOption(TICKET_OPTION.REJECTED)).toBe(2);
    expect(ticketStatusFromOption(TICKET_OPTION.VERIFIED)).toBe(3);
  });

  it('lists the menu filters pending, verified and rejected with their options', () => {
    expect(TICKET_FILTERS).toEqual({ pending: 3, verified: 2, rejected: 1 });
  });
});
