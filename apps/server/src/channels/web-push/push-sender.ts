import webpush from 'web-push';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushResult = 'sent' | 'gone';

/** Sends a web push notification; 'gone' when the push service says the subscription ended. */
export function createPushSender(vapid: { publicKey: string; privateKey: string; subject: string }) {
  return async (target: PushTarget, payload: Record<string, unknown>): Promise<PushResult> => {
    try {
      await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        { vapidDetails: vapid, TTL: 24 * 3600 },
      );
      return 'sent';
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) return 'gone';
      throw err;
    }
  };
}
export type PushSender = ReturnType<typeof createPushSender>;
