import type { Agent } from 'node:https';
import { isPushServiceUrl } from '@vitrina/contract';
import webpush from 'web-push';
import { DeliveryError, retryAfterSeconds } from '#server/channels/delivery-error.ts';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushResult = 'sent' | 'gone';

/**
 * Sends a web push notification; 'gone' when the push service says the subscription ended
 * (404/410). Throws a DeliveryError otherwise: 429, 5xx and network failures are temporary
 * (with the service's Retry-After), any other 4xx is permanent.
 */
export function createPushSender(
  vapid: { publicKey: string; privateKey: string; subject: string },
  /**
   * `agent`: tests trust their local https fake through it; `timeoutMs`: per request;
   * `allowEndpoint`: which endpoints may be called (the push services' hosts; tests add their fake).
   */
  opts: { agent?: Agent; timeoutMs?: number; allowEndpoint?: (endpoint: string) => boolean } = {},
) {
  const allowed = opts.allowEndpoint ?? isPushServiceUrl;
  return async (target: PushTarget, payload: Record<string, unknown>): Promise<PushResult> => {
    // Subscriptions are checked when saved; one saved before that check, or written around it,
    // is still never called.
    if (!allowed(target.endpoint))
      throw new DeliveryError('permanent', 'push endpoint is not a push service');
    try {
      await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        { vapidDetails: vapid, TTL: 24 * 3600, timeout: opts.timeoutMs ?? 15_000, agent: opts.agent },
      );
      return 'sent';
    } catch (err) {
      const { statusCode, headers, body } = err as {
        statusCode?: number;
        headers?: Record<string, string | string[] | undefined>;
        body?: string;
      };
      if (statusCode === 404 || statusCode === 410) return 'gone';
      if (statusCode === undefined) {
        throw new DeliveryError(
          'temporary',
          `push network: ${err instanceof Error ? err.message : String(err)}`,
        );
      }
      const reason = `push ${statusCode}${body ? ` ${String(body).slice(0, 200)}` : ''}`;
      if (statusCode === 429 || statusCode >= 500) {
        throw new DeliveryError('temporary', reason, retryAfterSeconds(headers?.['retry-after']));
      }
      throw new DeliveryError('permanent', reason);
    }
  };
}
export type PushSender = ReturnType<typeof createPushSender>;
