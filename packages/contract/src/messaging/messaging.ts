import { z } from 'zod';
import { BROADCAST_MAX_LENGTH } from '../common/enums.ts';
import { plainString, v } from '../common/fields.ts';

/** A broadcast text: required, at most 240 characters (SPEC.md §5). */
export const broadcastText = plainString('required')
  .trim()
  .min(1, v('required'))
  .max(BROADCAST_MAX_LENGTH, v('maxLength'));

/** POST sendMessage: the platform admin's message to all store owners. */
export const adminBroadcastBody = z.object({ text: broadcastText });
export type AdminBroadcastBody = z.infer<typeof adminBroadcastBody>;

/** POST /store/store_broadcast/{storeId}: a store owner's message to its customers. */
export const storeBroadcastBody = z.object({ message: broadcastText });

export const broadcastReply = z.object({
  message: z.string(),
  /** How many recipients the message was queued for. */
  recipients: z.number().int(),
});
export type BroadcastReply = z.infer<typeof broadcastReply>;

/** GET push/vapid-public-key */
export const vapidKeyReply = z.object({ publicKey: z.string() });

/** POST store/admin_subscription: a browser PushSubscription as `toJSON()` gives it. */
export const pushSubscriptionBody = z.object({
  endpoint: plainString()
    .max(1000, v('invalid'))
    .pipe(z.url({ error: v('invalid') })),
  /** Milliseconds since 1970; only relayed, never stored as an integer. */
  expirationTime: z
    .number({ error: v('number') })
    .min(0, v('invalid'))
    .max(8.64e15, v('invalid'))
    .nullable()
    .optional(),
  keys: z.object(
    {
      p256dh: plainString('required').min(1, v('required')).max(200, v('invalid')),
      auth: plainString('required').min(1, v('required')).max(100, v('invalid')),
    },
    { error: v('required') },
  ),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;
