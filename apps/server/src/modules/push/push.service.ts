import type { PushSubscriptionBody } from '@vitrina/contract';
import type { PushSender } from '#server/channels/web-push/push-sender.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import type { Principal } from '#server/lib/principal.ts';
import type { OutboxRow } from '#server/modules/outbox/outbox.service.ts';
import * as repo from './push.repository.ts';

export function createPushService(db: Db, send: PushSender) {
  return {
    subscribe: (principal: Principal, body: PushSubscriptionBody) =>
      repo.upsert(db, principal.userId, {
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
      }),

    /** Outbox handler of the 'push' channel: the recipient is a subscription id. */
    async deliver(row: OutboxRow): Promise<undefined> {
      const sub = await repo.findById(db, Number(row.recipient));
      // A device unsubscribed since the message was queued: nothing to send.
      if (!sub) return undefined;
      if ((await send(sub, row.payload as Record<string, unknown>)) === 'gone') await repo.remove(db, sub.id);
      return undefined;
    },
  };
}
export type PushService = ReturnType<typeof createPushService>;

/** The devices subscribed by `userIds`, as outbox recipients of the 'push' channel. */
export const deviceRecipientsOf = async (db: DbOrTx, userIds: number[]): Promise<string[]> =>
  (await repo.idsForUsers(db, userIds)).map(String);

/** A shopper's device follows an order (its private page): each status change is pushed to it. */
export const subscribeToOrder = (db: DbOrTx, billId: number, body: PushSubscriptionBody) =>
  repo.upsertForBill(db, billId, { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth });

/** The devices following an order, as outbox recipients of the 'push' channel. */
export const orderRecipientsOf = async (db: DbOrTx, billId: number): Promise<string[]> =>
  (await repo.idsForBill(db, billId)).map(String);
