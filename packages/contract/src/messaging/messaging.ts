import { z } from 'zod';
import { BROADCAST_MAX_LENGTH } from '../common/enums.ts';
import { v } from '../common/fields.ts';

/** A broadcast text: required, at most 240 characters (SPEC.md §5). */
export const broadcastText = z
  .string({ error: v('required') })
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
  endpoint: z.url({ error: v('invalid') }).max(1000, v('invalid')),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().min(1, v('required')).max(200, v('invalid')),
    auth: z.string().min(1, v('required')).max(100, v('invalid')),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;
