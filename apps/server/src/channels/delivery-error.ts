/**
 * How a channel tells the outbox worker what became of a message it could not deliver:
 * - temporary: try again later with back-off (network, 5xx, SMTP 4xx); after the last
 *   attempt the message is failed;
 * - throttled: the provider asked us to slow down (Telegram 429): the message goes back to
 *   the queue without counting as an attempt, and the sender pauses for `retryAfterSeconds`;
 * - permanent: never retried, the message is failed (dead letter) with the reason;
 * - unreachable: the recipient is gone (blocked the bot, deleted chat).
 */
export type DeliveryKind = 'temporary' | 'throttled' | 'permanent' | 'unreachable';

export class DeliveryError extends Error {
  constructor(
    readonly kind: DeliveryKind,
    message: string,
    /** The provider's own wait (Retry-After, retry_after), in seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/** Seconds of an HTTP Retry-After header (delta-seconds or an HTTP date), if present and sane. */
export function retryAfterSeconds(value: string | string[] | undefined): number | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return undefined;
  const n = Number(raw);
  if (Number.isFinite(n)) return n >= 0 ? Math.min(n, 86_400) : undefined;
  const at = Date.parse(raw);
  return Number.isNaN(at) ? undefined : Math.min(Math.max(0, (at - Date.now()) / 1000), 86_400);
}
