import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LineToMatch, matchLines, referenceKey, type WaitingPayment } from './matcher.ts';

const opts = { toleranceCents: 100, windowDays: 3 };
const pay = (id: number, reference: string | null, cents: number, day = '2026-11-20'): WaitingPayment => ({
  id,
  reference,
  cents,
  day,
});
const line = (key: number, reference: string, cents: number, day = '2026-11-20'): LineToMatch => ({
  key,
  reference,
  cents,
  day,
});

describe('referenceKey', () => {
  it.each([
    ['000123456', '123456'],
    ['PM-0420133', 'PM0420133'],
    [' ref 12 34 ', 'REF1234'],
    [null, ''],
  ])('reads %j as %j', (raw, key) => expect(referenceKey(raw)).toBe(key));
});

describe('matchLines', () => {
  it('is exact when one payment has the whole reference, the amount and the date', () => {
    const m = matchLines(
      [line(1, '0001234567', 35_588)],
      [pay(7, '1234567', 35_588), pay(8, '7654321', 35_588)],
      opts,
    );
    expect(m.get(1)).toEqual({
      state: 'exact',
      paymentId: 7,
      candidates: [{ payment_id: 7, reason: 'reference' }],
    });
  });

  it('matches the last digits a bank keeps as probable, not exact', () => {
    const m = matchLines([line(1, '654321', 1_000)], [pay(7, '20260987654321', 1_000)], opts);
    expect(m.get(1)).toMatchObject({
      state: 'probable',
      paymentId: null,
      candidates: [{ payment_id: 7, reason: 'partial_reference' }],
    });
  });

  it('finds payments by amount and date when the reference says nothing', () => {
    const m = matchLines(
      [line(1, 'XX', 5_000, '2026-11-22')],
      [pay(7, 'A1', 5_050, '2026-11-20'), pay(8, 'B2', 5_000, '2026-11-10'), pay(9, 'C3', 9_000)],
      opts,
    );
    expect(m.get(1)).toMatchObject({
      state: 'probable',
      candidates: [{ payment_id: 7, reason: 'amount_date' }],
    });
  });

  it('flags a reference two payments share, and two lines that claim one payment', () => {
    const shared = matchLines([line(1, '5555', 100)], [pay(7, '5555', 100), pay(8, '5555', 100)], opts);
    expect(shared.get(1)).toMatchObject({ state: 'repeated', paymentId: null });
    const twice = matchLines([line(1, '4444', 100), line(2, '4444', 100)], [pay(7, '4444', 100)], opts);
    expect([twice.get(1)?.state, twice.get(2)?.state]).toEqual(['repeated', 'repeated']);
  });

  it('is none when nothing agrees', () => {
    expect(matchLines([line(1, '31415926', 1_234)], [pay(7, '2718', 99_999)], opts).get(1)).toEqual({
      state: 'none',
      paymentId: null,
      candidates: [],
    });
  });

  it('takes a transfer from the day before the sale to windowDays after it', () => {
    const at = (day: string) =>
      matchLines([line(1, '123456', 100, day)], [pay(7, '123456', 100, '2026-11-20')], opts).get(1)?.state;
    expect([at('2026-11-18'), at('2026-11-19'), at('2026-11-23'), at('2026-11-24')]).toEqual([
      'probable',
      'exact',
      'exact',
      'probable',
    ]);
  });

  // Properties over random statements and payments.
  const payments = fc.uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 10_000 }),
      reference: fc.oneof(fc.constant(null), fc.stringMatching(/^[0-9]{2,10}$/)),
      cents: fc.integer({ min: 1, max: 5_000 }),
      day: fc.constantFrom('2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21'),
    }),
    { selector: (p) => p.id, maxLength: 40 },
  );
  const lines = fc.uniqueArray(
    fc.record({
      key: fc.integer({ min: 1, max: 10_000 }),
      reference: fc.stringMatching(/^[0-9]{2,10}$/),
      cents: fc.integer({ min: 1, max: 5_000 }),
      day: fc.constantFrom('2026-11-19', '2026-11-20', '2026-11-22', '2026-11-25'),
    }),
    { selector: (l) => l.key, maxLength: 40 },
  );

  it('never lets two lines confirm one payment', () => {
    fc.assert(
      fc.property(lines, payments, (ls, ps) => {
        const exact = [...matchLines(ls, ps, opts).values()]
          .filter((m) => m.state === 'exact')
          .map((m) => m.paymentId);
        expect(new Set(exact).size).toBe(exact.length);
      }),
    );
  });

  it('gives each line the same match whatever the order of the lines and payments', () => {
    fc.assert(
      fc.property(lines, payments, fc.integer(), (ls, ps, seed) => {
        const shuffle = <T>(xs: T[]) =>
          xs
            .map((x, i) => ({ x, k: Math.sin(seed + i) }))
            .sort((a, b) => a.k - b.k)
            .map((e) => e.x);
        expect(matchLines(shuffle(ls), shuffle(ps), opts)).toEqual(matchLines(ls, ps, opts));
      }),
    );
  });

  it('matches an amount within the tolerance and not one past it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: -1_000, max: 1_000 }),
        (tolerance, diff) => {
          const m = matchLines([line(1, '987654', 10_000 + diff)], [pay(7, '987654', 10_000)], {
            toleranceCents: tolerance,
            windowDays: 3,
          });
          expect(m.get(1)?.state === 'exact').toBe(Math.abs(diff) <= tolerance);
        },
      ),
    );
  });
});
