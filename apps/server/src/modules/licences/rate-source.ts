import { DOLLAR_RATE_MAX } from '@vitrina/contract';

import type { RateSource } from '#server/config/env.ts';

// The published dollar rate (RATE_SOURCE_URL), read as RATE_SOURCE_PARSER says: `bcv`, the
// central bank's home page, whose "dolar" box holds the rate in bolívares as "36,52170000"; or
// `json:<path>`, a JSON answer whose value at a dotted path (`monitors.bcv.price`, `0.rate`) is
// the rate, as a number or a text.

/** "36,52170000" (Venezuelan), "1.234,56", "36.5217" or a number: bolívares per dollar. */
export function rateNumber(raw: unknown): number {
  if (typeof raw === 'number') return raw;
  if (typeof raw !== 'string') return Number.NaN;
  const text = raw.trim();
  if (!/^\d[\d.,]*$/.test(text)) return Number.NaN;
  // A comma is the decimal mark wherever there is one; the dots before it group thousands.
  return Number(text.includes(',') ? text.replaceAll('.', '').replace(',', '.') : text);
}

/** Reads the rate out of the source's answer; throws an error that says what was wrong. */
export function parseRate(body: string, parser: string): number {
  let raw: unknown;
  if (parser === 'bcv') {
    const box = /id=["']dolar["'][\s\S]*?<strong>\s*([^<]*?)\s*<\/strong>/i.exec(body);
    if (!box) throw new Error('the page has no "dolar" box with a rate');
    raw = box[1];
  } else if (parser.startsWith('json:')) {
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      throw new Error('the answer is not JSON');
    }
    for (const step of parser.slice('json:'.length).split('.')) {
      value =
        value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[step] : undefined;
    }
    raw = value;
  } else {
    throw new Error(`unknown parser "${parser}" (bcv or json:<dotted.path>)`);
  }
  const rate = Math.round(rateNumber(raw) * 10_000) / 10_000;
  if (!Number.isFinite(rate) || rate <= 0 || rate > DOLLAR_RATE_MAX) {
    throw new Error(`"${String(raw).slice(0, 40)}" is not a rate`);
  }
  return rate;
}

/** Asks the source for today's rate (10 s at most); throws with the reason when it cannot. */
export async function fetchPublishedRate(source: RateSource, timeoutMs = 10_000): Promise<number> {
  const response = await fetch(source.url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { accept: 'text/html, application/json' },
  });
  if (!response.ok) throw new Error(`${source.url} answered ${response.status}`);
  // A page of a few hundred kilobytes at most; a bigger answer is not a rate page.
  const body = await response.text();
  if (body.length > 2_000_000) throw new Error(`${source.url} answered over 2 MB`);
  return parseRate(body, source.parser);
}
