import { describe, expect, it } from 'vitest';
import type { BillRecord } from './bills.repository.ts';
import { claimInto } from './ticket-statement.service.ts';

const sale = (over: Partial<BillRecord>) =>
  ({
    id: 7,
    accountId: 1,
    vesAccountId: null,
    reference: 'R1',
    vesReference: null,
    proofImage: 'a.png',
    vesProofImage: null,
    usdCents: 0,
    vesCents: 80000,
    dollarRate: '40.0000',
    ...over,
  }) as BillRecord;
const ves = { id: 1, accountType: 'VES' };
const usd = { id: 2, accountType: 'USD' };

describe('what a ticket sale asks to be paid into an account', () => {
  it('is the whole price in the currency it was paid in, into its account only', () => {
    expect(claimInto(sale({}), ves)).toEqual({ reference: 'R1', cents: 80000, proofImage: 'a.png' });
    expect(claimInto(sale({}), usd)).toBeNull();
    expect(claimInto(sale({ accountId: 2, usdCents: 2000, vesCents: 0 }), usd)).toMatchObject({
      cents: 2000,
    });
  });

  it('is each part of a split price in its own account, in that account’s money', () => {
    const split = sale({
      accountId: 2,
      usdCents: 1000,
      vesCents: 40000,
      vesAccountId: 1,
      vesReference: 'BS9',
      vesProofImage: 'b.png',
    });
    expect(claimInto(split, usd)).toEqual({ reference: 'R1', cents: 1000, proofImage: 'a.png' });
    expect(claimInto(split, ves)).toEqual({ reference: 'BS9', cents: 40000, proofImage: 'b.png' });
    // Both parts sent to one bolívar account: the whole, the dollars at the sale's rate.
    expect(claimInto({ ...split, accountId: 1 }, ves)).toMatchObject({ reference: 'R1', cents: 80000 });
  });
});
