import { z } from 'zod';
import { optionalText, phoneField, plainString, requiredText, timeZoneField, v } from '../common/fields.ts';
import { idField } from '../common/numbers.ts';

export const templateSchema = z.object({ id: z.number().int(), name: z.string() });

/** Store as GET store/mystore and PATCH store/{id} return it. */
export const storeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  phone: z.string().nullable(),
  image: z.string().nullable(),
  category_id: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  address: z.string().nullable(),
  country_id: z.number().int().nullable(),
  state_id: z.number().int().nullable(),
  city_id: z.number().int().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  telegram_user_bot: z.string().nullable(),
  /** Whether a bot token is saved; the token itself never leaves the server. */
  telegram_token_set: z.boolean(),
  /** Last four characters of the saved token, to tell tokens apart. */
  telegram_token_hint: z.string().nullable(),
  telegram_connected: z.boolean(),
  web_store: z.string().nullable(),
  /** The server's STORE_HOST: where web storefronts live (see storefrontUrl). */
  /**
   * Where the store's web store lives (`<store_host>/tienda/<web_store>`); null when the server
   * names none (no STORE_HOST or PUBLIC_URL): at the address the panel was opened from.
   */
  store_host: z.string().nullable(),
  /** Storefront templates; the first is the current one. */
  templates: z.array(templateSchema),
  status_id: z.number().int(),
  statusName: z.string(),
  /**
   * The IANA time zone the store keeps its hours, sale days and times in: its own, or the
   * platform's (TIME_ZONE) while it has set none.
   */
  time_zone: z.string(),
});
export type Store = z.infer<typeof storeSchema>;

const optionalId = idField.nullable().optional();

/** PATCH store/{id}: the store profile. */
export const storeProfileBody = z
  .object({
    name: requiredText(120),
    description: requiredText(1000),
    phone: phoneField,
    category_id: optionalId,
    address: optionalText(300),
    country_id: optionalId,
    state_id: optionalId,
    city_id: optionalId,
    latitude: z
      .number({ error: v('number') })
      .min(-90, v('invalid'))
      .max(90, v('invalid'))
      .nullable()
      .optional(),
    longitude: z
      .number({ error: v('number') })
      .min(-180, v('invalid'))
      .max(180, v('invalid'))
      .nullable()
      .optional(),
    /** Absent keeps the store's zone; null returns it to the platform's. */
    time_zone: timeZoneField,
  })
  .refine((b) => (b.latitude == null) === (b.longitude == null), {
    message: v('invalid'),
    path: ['longitude'],
  })
  .meta({ description: 'latitude and longitude come together, or neither.' });
export type StoreProfileBody = z.infer<typeof storeProfileBody>;

/** A Telegram bot token as BotFather gives it: "<bot id>:<35 characters>". */
export const botTokenField = plainString('required')
  .trim()
  .min(1, v('required'))
  .regex(/^\d{5,12}:[A-Za-z0-9_-]{30,50}$/, v('botToken'));

/** POST store/{id}/telegram/check: the given token, or the saved one when absent. */
export const telegramCheckBody = z.object({ token: botTokenField.optional() });
export const telegramCheckReply = z.object({
  connected: z.boolean(),
  /** The webhook Telegram has for this bot ("" when none). */
  webhook_url: z.string().nullable(),
  /** Whether that webhook is this store's. */
  webhook_is_ours: z.boolean(),
});
export type TelegramCheckReply = z.infer<typeof telegramCheckReply>;

/** PATCH store/{id}/telegram: saves the bot and registers the store's webhook. */
export const telegramSettingsBody = z.object({
  telegram_user_bot: plainString('required')
    .trim()
    .min(1, v('required'))
    .max(64, v('botUser'))
    .transform((s) => s.replace(/^@/, ''))
    .pipe(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, v('botUser'))),
  token: botTokenField,
});
export type TelegramSettingsBody = z.infer<typeof telegramSettingsBody>;

export const RESERVED_WEB_STORES = [
  'api',
  'admin',
  'tienda',
  'tiendas',
  'session',
  'store',
  'assets',
  'www',
  'pedido',
];
/** PATCH store/{id}/web: the storefront alias and template. */
export const webStoreBody = z.object({
  web_store: plainString('required')
    .trim()
    .toLowerCase()
    .min(1, v('required'))
    .min(3, v('minLength'))
    .max(40, v('maxLength'))
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, v('webStore'))
    .refine((s) => !RESERVED_WEB_STORES.includes(s), v('webStoreReserved')),
  template_id: idField,
});
export type WebStoreBody = z.infer<typeof webStoreBody>;
