import type { MatchReason } from '@vitrina/contract';

/** A payment waiting for review: its sale, the reference the shopper typed, the amount due, the sale's day. */
export type WaitingPayment = { id: number; reference: string | null; cents: number; day: string };
/** A statement line to match (`key`: its id, or its place in a preview). */
export type LineToMatch = { key: number; reference: string; cents: number; day: string };
export type MatchOptions = { toleranceCents: number; windowDays: number };
export type Candidate = { payment_id: number; reason: MatchReason };
export type LineMatch = {
  state: 'exact' | 'probable' | 'repeated' | 'none';
  /** The payment an exact line verifies. */
  paymentId: number | null;
  candidates: Candidate[];
};

/** Candidates shown beside a line; and how many payments of one amount are looked at. */
const SHOWN = 5;
const SAME_AMOUNT_SCAN = 200;
/** Banks keep the last 4 to 8 digits of a reference: shorter ones say nothing. */
const REFERENCE_MIN = 4;
const DAY_MS = 86_400_000;

/** A reference as compared: letters and digits only, upper case, no leading zeros on a number. */
export function referenceKey(ref: string | null): string {
  const s = (ref ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
  return /^\d+$/.test(s) ? s.replace(/^0+(?=\d)/, '') : s;
}

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/**
 * Matches statement lines to waiting payments. A line is `exact` when one payment has its whole
 * reference, an amount within the tolerance and a sale day from one day after to `windowDays`
 * days before the line's, and no other line claims that payment; `repeated` when its reference
 * is in two payments or another line claims its payment the same way (a person decides);
 * `probable` when payments agree on amount and date, or on part of the reference (one ends with
 * the other, at least 4 characters); `none` otherwise. The result of a line does not depend on
 * the order of the lines, and no payment is the exact match of two lines.
 */
export function matchLines(
  lines: LineToMatch[],
  payments: WaitingPayment[],
  opts: MatchOptions,
): Map<number, LineMatch> {
  const keyed = payments.map((p) => ({ ...p, ref: referenceKey(p.reference), dayNo: dayNumber(p.day) }));
  type Keyed = (typeof keyed)[number];
  const bySuffix = new Map<string, Keyed[]>();
  for (const p of keyed) {
    if (p.ref.length < REFERENCE_MIN) continue;
    const suffix = p.ref.slice(-REFERENCE_MIN);
    const bucket = bySuffix.get(suffix);
    if (bucket) bucket.push(p);
    else bySuffix.set(suffix, [p]);
  }
  const byAmount = [...keyed].sort((a, b) => a.cents - b.cents || a.id - b.id);

  const firstAtLeast = (cents: number) => {
    let lo = 0;
    let hi = byAmount.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (byAmount[mid]!.cents < cents) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  const result = new Map<number, LineMatch>();
  const claims = new Map<number, number[]>();
  for (const line of lines) {
    const ref = referenceKey(line.reference);
    const dayNo = dayNumber(line.day);
    const inWindow = (p: Keyed) => dayNo >= p.dayNo - 1 && dayNo <= p.dayNo + opts.windowDays;
    const amountOk = (p: Keyed) => Math.abs(p.cents - line.cents) <= opts.toleranceCents;
    const bucket = ref.length >= REFERENCE_MIN ? (bySuffix.get(ref.slice(-REFERENCE_MIN)) ?? []) : [];
    const whole = bucket.filter((p) => p.ref === ref);
    const partial = bucket.filter((p) => p.ref !== ref && (p.ref.endsWith(ref) || ref.endsWith(p.ref)));
    if (whole.length >= 2) {
      result.set(line.key, { state: 'repeated', paymentId: null, candidates: listed(whole, [], []) });
      continue;
    }
    const exact = whole.filter((p) => amountOk(p) && inWindow(p));
    if (exact.length === 1) {
      const id = exact[0]!.id;
      result.set(line.key, { state: 'exact', paymentId: id, candidates: listed(exact, [], []) });
      claims.set(id, [...(claims.get(id) ?? []), line.key]);
      continue;
    }
    const byAmountDate: Keyed[] = [];
    const end = Math.min(byAmount.length, firstAtLeast(line.cents - opts.toleranceCents) + SAME_AMOUNT_SCAN);
    for (let i = firstAtLeast(line.cents - opts.toleranceCents); i < end; i++) {
      const p = byAmount[i]!;
      if (p.cents > line.cents + opts.toleranceCents) break;
      if (inWindow(p)) byAmountDate.push(p);
    }
    const candidates = listed(whole, partial, byAmountDate);
    result.set(line.key, { state: candidates.length > 0 ? 'probable' : 'none', paymentId: null, candidates });
  }
  // Two lines claiming one payment exactly: neither confirms it on its own.
  for (const keys of claims.values()) {
    if (keys.length < 2) continue;
    for (const key of keys) {
      const m = result.get(key);
      if (m) result.set(key, { ...m, state: 'repeated', paymentId: null });
    }
  }
  return result;
}

/** The candidates shown, strongest reason first, each payment once. */
function listed(
  whole: { id: number }[],
  partial: { id: number }[],
  amountDate: { id: number }[],
): Candidate[] {
  const out: Candidate[] = [];
  const seen = new Set<number>();
  const add = (ps: { id: number }[], reason: MatchReason) => {
    for (const p of [...ps].sort((a, b) => a.id - b.id)) {
      if (out.length >= SHOWN || seen.has(p.id)) continue;
      seen.add(p.id);
      out.push({ payment_id: p.id, reason });
    }
  };
  add(whole, 'reference');
  add(partial, 'partial_reference');
  add(amountDate, 'amount_date');
  return out;
}
