import type { CampaignCounts, CampaignStatus } from '@vitrina/contract';

/** Hours, minutes and seconds of a wait, the largest two that matter ("1 h 5 min", "3 min 20 s", "45 s"). */
export function etaParts(seconds: number): { unit: 'hour' | 'minute' | 'second'; value: number }[] {
  const total = Math.max(0, Math.ceil(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0)
    return m > 0
      ? [
          { unit: 'hour', value: h },
          { unit: 'minute', value: m },
        ]
      : [{ unit: 'hour', value: h }];
  if (m > 0)
    return s > 0
      ? [
          { unit: 'minute', value: m },
          { unit: 'second', value: s },
        ]
      : [{ unit: 'minute', value: m }];
  return [{ unit: 'second', value: s }];
}

/**
 * The expected time to finish in the reader's language ("3 min 20 s", "٣ د ٢٠ ث"): each part a
 * number with its unit as Intl writes it.
 */
export function formatEta(
  seconds: number,
  number: (value: number, options?: Intl.NumberFormatOptions) => string,
): string {
  return etaParts(seconds)
    .map(({ unit, value }) => number(value, { style: 'unit', unit, unitDisplay: 'short' }))
    .join(' ');
}

/** How many recipients are settled (sent, failed, unreachable or cancelled), of all. */
export function settledCount(counts: CampaignCounts): number {
  return counts.sent + counts.failed + counts.unreachable + counts.cancelled;
}

/** Share of the campaign settled, 0–100 (100 for a campaign with nobody to send to). */
export function progressPercent(counts: CampaignCounts): number {
  if (counts.total <= 0) return 100;
  return Math.min(100, Math.round((settledCount(counts) / counts.total) * 100));
}

/** What the owner may do with a campaign in this status. */
export function campaignActions(status: CampaignStatus): {
  pause: boolean;
  resume: boolean;
  cancel: boolean;
} {
  return {
    pause: status === 'sending',
    resume: status === 'paused',
    cancel: status === 'sending' || status === 'scheduled' || status === 'paused',
  };
}

/** The status chip's colour. */
export function campaignStatusColor(
  status: CampaignStatus,
): 'default' | 'info' | 'warning' | 'success' | 'error' {
  switch (status) {
    case 'scheduled':
      return 'info';
    case 'sending':
      return 'warning';
    case 'paused':
      return 'default';
    case 'cancelled':
      return 'error';
    default:
      return 'success';
  }
}
