import { describe, expect, it } from 'vitest';
import { numberFormat } from '#web/lib/format.ts';
import { campaignActions, etaParts, formatEta, progressPercent } from './campaign-progress.ts';

const numberIn = (locale: string) => (value: number, options?: Intl.NumberFormatOptions) =>
  numberFormat(locale, options).format(value);

describe('the expected time to finish', () => {
  it('keeps the two largest units that matter', () => {
    expect(etaParts(0)).toEqual([{ unit: 'second', value: 0 }]);
    expect(etaParts(45)).toEqual([{ unit: 'second', value: 45 }]);
    expect(etaParts(200)).toEqual([
      { unit: 'minute', value: 3 },
      { unit: 'second', value: 20 },
    ]);
    expect(etaParts(180)).toEqual([{ unit: 'minute', value: 3 }]);
    expect(etaParts(3900)).toEqual([
      { unit: 'hour', value: 1 },
      { unit: 'minute', value: 5 },
    ]);
    expect(etaParts(7200 + 59)).toEqual([{ unit: 'hour', value: 2 }]);
  });

  it('is written in the reader’s language', () => {
    // 20,000 Telegram messages at 29/s: about 11 min 30 s.
    expect(formatEta(690, numberIn('en'))).toBe('11 min 30 sec');
    expect(formatEta(690, numberIn('es'))).toMatch(/^11 min 30 s$/);
    expect(formatEta(3900, numberIn('de'))).toMatch(/^1 Std\.? 5 Min\.?$/);
    expect(formatEta(45, numberIn('ar'))).toBe('45 ث');
  });
});

describe('the progress of a campaign', () => {
  const counts = { total: 200, queued: 50, sent: 120, failed: 10, unreachable: 15, cancelled: 5 };
  it('counts every settled recipient against all', () => {
    expect(progressPercent(counts)).toBe(75);
    expect(
      progressPercent({ ...counts, total: 0, queued: 0, sent: 0, failed: 0, unreachable: 0, cancelled: 0 }),
    ).toBe(100);
  });

  it('offers pause while sending, resume while paused and cancel until it ends (as the server allows)', () => {
    expect(campaignActions('sending')).toEqual({ pause: true, resume: false, cancel: true });
    expect(campaignActions('paused')).toEqual({ pause: false, resume: true, cancel: true });
    expect(campaignActions('scheduled')).toEqual({ pause: false, resume: false, cancel: true });
    expect(campaignActions('done')).toEqual({ pause: false, resume: false, cancel: false });
    expect(campaignActions('cancelled')).toEqual({ pause: false, resume: false, cancel: false });
  });
});
