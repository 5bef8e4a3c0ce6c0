import { z } from 'zod';
import { BROADCAST_MAX_LENGTH } from '../common/enums.ts';
import { plainString, v } from '../common/fields.ts';
import { idField, idParam, intField, intQuery } from '../common/numbers.ts';
import { page, pageQuery } from '../common/pagination.ts';

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

/**
 * The push services browsers subscribe with: Chrome's and Edge's (FCM), Firefox's (Mozilla
 * autopush), Windows' (WNS) and Safari's (Apple web push). A subscription is a URL the server
 * POSTs to: any other host would let a subscriber make the server call inside its network.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
] as const;

/** An https URL on a push service's host (or a subdomain), default port, no credentials. */
export function isPushServiceUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '')
    return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((h) => host === h || host.endsWith(`.${h}`));
}

/** POST store/admin_subscription: a browser PushSubscription as `toJSON()` gives it. */
export const pushSubscriptionBody = z.object({
  endpoint: plainString()
    .max(1000, v('invalid'))
    .pipe(z.url({ protocol: /^https$/, error: v('invalid') }))
    .refine(isPushServiceUrl, v('invalid')),
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

// ── Messaging to customers (SPEC.md §7 Messaging) ────────────────────────────────────────

/** Longest text a customer message or campaign may carry: Telegram's photo-caption limit. */
export const MESSAGE_MAX_LENGTH = 1024;
/** A text sent to customers: required, at most 1,024 characters. */
export const messageText = plainString('required')
  .trim()
  .min(1, v('required'))
  .max(MESSAGE_MAX_LENGTH, v('maxLength'));

/** POST sendMessage/{clientId}: a text to one Telegram customer. */
export const customerMessageBody = z.object({ text: messageText });
export type CustomerMessageBody = z.infer<typeof customerMessageBody>;

/** POST store/send_notification/{clientId}/{storeId}: a text to one web customer (push and e-mail). */
export const customerNotificationBody = z.object({ message: messageText });
export type CustomerNotificationBody = z.infer<typeof customerNotificationBody>;

/**
 * The text fields of a multipart image message (sendImage/{clientId}, the notification path,
 * store_broadcast with image): `text` or `message`, whichever the caller names; the `image`
 * file part is required (SPEC.md §5).
 */
export const imageMessageFields = z
  .object({ text: messageText.optional(), message: messageText.optional() })
  .refine((d) => d.text !== undefined || d.message !== undefined, { message: v('required'), path: ['text'] })
  .meta({ description: 'text or message (either name).' });
export type ImageMessageFields = z.infer<typeof imageMessageFields>;

/** POST products/{productId}/sendpromo and store/product_broadcast/{storeId}/{productId}. */
export const promotionBody = z.object({ text: messageText });
export type PromotionBody = z.infer<typeof promotionBody>;

/** POST sendMessage/bots: the platform admin's message to every store's Telegram customers. */
export const botsMessageBody = z.object({
  payload: z.object({ text: messageText }, { error: v('required') }),
});
export type BotsMessageBody = z.infer<typeof botsMessageBody>;

export const clientParams = z.object({ clientId: idParam });
export const clientStoreParams = z.object({ clientId: idParam, storeId: idParam });
export const storeParams = z.object({ storeId: idParam });
export const productParams = z.object({ productId: idParam });
export const storeProductParams = z.object({ storeId: idParam, productId: idParam });

/** Reply of every send: the §8 text, the campaign that carries it and how many it was queued for. */
export const sendReply = broadcastReply.extend({ campaign_id: z.number().int() });
export type SendReply = z.infer<typeof sendReply>;

/** Reply of POST sendMessage/bots. */
export const botsMessageReply = z.object({
  data: z.object({
    campaign_id: z.number().int(),
    recipients: z.number().int(),
    bots: z.number().int(),
    /** Expected seconds to deliver all at the per-bot rate limit. */
    eta_seconds: z.number().int(),
  }),
});
export type BotsMessageReply = z.infer<typeof botsMessageReply>;

// ── Campaigns ────────────────────────────────────────────────────────────────────────────

/** What started a campaign: each §7 send is a campaign too, so every send reports per recipient. */
export const CAMPAIGN_KINDS = ['message', 'image', 'broadcast', 'promotion', 'campaign', 'admin'] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];
export const CAMPAIGN_STATUSES = ['scheduled', 'sending', 'paused', 'cancelled', 'done'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/** One recipient's outcome (an outbox row's status): held while the campaign is paused. */
export const RECIPIENT_STATUSES = ['pending', 'held', 'sent', 'failed', 'unreachable', 'cancelled'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];
export const AUDIENCE_CHANNELS = ['all', 'telegram', 'web'] as const;
export type AudienceChannel = (typeof AUDIENCE_CHANNELS)[number];
/** Longest "last purchase within N days". */
export const AUDIENCE_DAYS_MAX = 3650;

const audienceChannel = z.enum(AUDIENCE_CHANNELS, { error: v('oneOf') }).default('all');
/** Who a campaign goes to, in a campaign's body; the filters combine (AND). */
const audienceFields = {
  channel: audienceChannel,
  product_id: idField.optional(),
  catalogue_id: idField.optional(),
  within_days: intField({ min: 1, max: AUDIENCE_DAYS_MAX }).optional(),
};
/** The same audience asked in a query string (GET campaigns/audience). */
export const audienceQuery = z.object({
  channel: audienceChannel,
  product_id: idParam.optional(),
  catalogue_id: idParam.optional(),
  within_days: intQuery({ min: 1, max: AUDIENCE_DAYS_MAX }).optional(),
});
export type Audience = z.infer<typeof audienceQuery>;
export const audienceCountReply = z.object({
  telegram: z.number().int(),
  web: z.number().int(),
  total: z.number().int(),
});
export type AudienceCountReply = z.infer<typeof audienceCountReply>;

/** A campaign's start: now when absent, else a moment within the next year. */
export const scheduledAtField = plainString()
  .pipe(z.iso.datetime({ offset: true, error: v('date') }))
  .refine((s) => Date.parse(s) <= Date.now() + 366 * 86_400_000, { message: v('invalid') })
  .optional();

/** POST campaigns (JSON, or multipart with an optional `image` part): audience, text, schedule. */
export const campaignFields = z.object({
  ...audienceFields,
  text: messageText,
  scheduled_at: scheduledAtField,
});
export type CampaignFields = z.infer<typeof campaignFields>;
/** POST campaigns/test (JSON or multipart with `image`): the text as it will go, sent to the owner only. */
export const campaignTestFields = z.object({ text: messageText, product_id: idField.optional() });
export type CampaignTestFields = z.infer<typeof campaignTestFields>;

export const campaignCounts = z.object({
  total: z.number().int(),
  /** pending + held */
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  unreachable: z.number().int(),
  cancelled: z.number().int(),
});
export type CampaignCounts = z.infer<typeof campaignCounts>;

export const campaignSchema = z.object({
  id: z.number().int(),
  store_id: z.number().int().nullable(),
  kind: z.enum(CAMPAIGN_KINDS),
  status: z.enum(CAMPAIGN_STATUSES),
  text: z.string(),
  image_url: z.string().nullable(),
  product_id: z.number().int().nullable(),
  audience: z.object({
    channel: z.enum(AUDIENCE_CHANNELS),
    product_id: z.number().int().optional(),
    catalogue_id: z.number().int().optional(),
    within_days: z.number().int().optional(),
  }),
  scheduled_at: z.string().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  created_at: z.string(),
  counts: campaignCounts,
  /** Expected seconds until the queued messages are out at the rate limit; null when none are queued. */
  eta_seconds: z.number().int().nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;
export const campaignListQuery = pageQuery.extend({
  status: z.enum(CAMPAIGN_STATUSES, { error: v('oneOf') }).optional(),
});
export type CampaignListQuery = z.infer<typeof campaignListQuery>;
export const campaignPage = page(campaignSchema);
export const campaignReply = z.object({ message: z.string(), data: campaignSchema });
export type CampaignReply = z.infer<typeof campaignReply>;

export const campaignRecipientSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['telegram', 'web', 'email', 'push']),
  customer_id: z.number().int().nullable(),
  name: z.string(),
  status: z.enum(RECIPIENT_STATUSES),
  /** Why it failed or was not delivered, in words. */
  error: z.string().nullable(),
  attempts: z.number().int(),
  sent_at: z.string().nullable(),
});
export type CampaignRecipient = z.infer<typeof campaignRecipientSchema>;
export const campaignRecipientQuery = pageQuery.extend({
  status: z.enum(RECIPIENT_STATUSES, { error: v('oneOf') }).optional(),
});
export type CampaignRecipientQuery = z.infer<typeof campaignRecipientQuery>;
export const campaignRecipientPage = page(campaignRecipientSchema);

// ── Telegram webhook (POST /api/telegram/{storeId}) ──────────────────────────────────────

const telegramUser = z.object({
  id: z.number().int(),
  first_name: z.string().max(256).default(''),
  last_name: z.string().max(256).optional(),
  username: z.string().max(64).optional(),
  language_code: z.string().max(35).optional(),
});
/** A chat: `private` (one person), `group`, `supergroup` or `channel` (Telegram may add kinds). */
const telegramChat = z.object({ id: z.number().int(), type: z.string().max(32).optional() });
export type TelegramChat = z.infer<typeof telegramChat>;

/**
 * A one-to-one chat with a person. Groups, supergroups and channels are never a shopper; a chat
 * without its kind is read by its id, which Telegram makes negative for every group and channel.
 */
export const isPrivateChat = (chat: TelegramChat): boolean =>
  chat.type === undefined ? chat.id > 0 : chat.type === 'private';

/** The parts of a Telegram Update the bot reads; anything else is accepted and ignored. */
export const telegramUpdate = z.object({
  update_id: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  message: z
    .object({ chat: telegramChat, from: telegramUser.optional(), text: z.string().max(4096).optional() })
    .optional(),
  callback_query: z
    .object({
      id: z.string().max(100),
      from: telegramUser,
      data: z.string().max(64).optional(),
      message: z.object({ chat: telegramChat }).optional(),
    })
    .optional(),
  /** The bot's own membership in a chat changed: in a private chat, `kicked` is a person blocking it. */
  my_chat_member: z
    .object({
      chat: telegramChat,
      from: telegramUser,
      new_chat_member: z.object({ status: z.string().max(32) }),
    })
    .optional(),
});

/**
 * The body of a bot's webhook as the document declares it: any JSON object. Telegram re-delivers
 * an update for hours until it gets a 2xx, so an update the bot cannot read (an unknown kind, a
 * text over 4,096 characters, a wrong shape) is answered 200, logged and ignored; the route reads
 * what it understands with the bot's own update schema.
 */
export const telegramWebhookBody = z.record(z.string(), z.unknown()).meta({
  description:
    'A Telegram Update (core.telegram.org/bots/api#update). One the bot cannot read is answered 200 {ok: true} and ignored, so Telegram does not send it again.',
});
export type TelegramUpdate = z.infer<typeof telegramUpdate>;
export type TelegramUser = z.infer<typeof telegramUser>;
export const telegramStoreParams = z.object({ storeId: idParam });
export const telegramWebhookReply = z.union([
  z.object({ ok: z.boolean() }),
  /**
   * A pressed button is acknowledged in the webhook's own answer (Telegram performs the method
   * given in the reply body), so its spinner stops without a Bot API call of ours.
   */
  z.object({ method: z.literal('answerCallbackQuery'), callback_query_id: z.string() }),
]);
export type TelegramWebhookReply = z.infer<typeof telegramWebhookReply>;
