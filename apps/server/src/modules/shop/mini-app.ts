import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MiniAppSessionReply } from '@vitrina/contract';
import type { DbOrTx } from '#server/db/client.ts';
import { invalid, notFound } from '#server/lib/errors.ts';
import type { SecretBox } from '#server/lib/secret-box.ts';
import { fieldError } from '#server/lib/validation.ts';
import { upsertTelegramCustomer } from '#server/modules/customers/customers.service.ts';
import { storeByWebStore } from '#server/modules/stores/storefront-stores.service.ts';
import { storeBotToken } from '#server/modules/stores/telegram.service.ts';
import type { ShopDeps } from './shop.deps.ts';

/** The Telegram user a Mini App's initData names. */
export type MiniAppUser = {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
};

const isUser = (u: unknown): u is MiniAppUser => {
  if (typeof u !== 'object' || u === null) return false;
  const r = u as Record<string, unknown>;
  return (
    typeof r.id === 'number' &&
    Number.isSafeInteger(r.id) &&
    r.id > 0 &&
    typeof r.first_name === 'string' &&
    (r.last_name === undefined || typeof r.last_name === 'string') &&
    (r.username === undefined || typeof r.username === 'string') &&
    (r.language_code === undefined || typeof r.language_code === 'string')
  );
};

/**
 * Checks a Telegram Mini App's initData as Telegram documents it: secret = HMAC-SHA256 of the bot
 * token keyed "WebAppData"; hash = hex HMAC-SHA256 (secret) of the sorted `key=value` lines but
 * `hash`, joined by "\n". Returns the user when the signature holds and auth_date is at most
 * `maxAgeSec` old (and not in the future beyond a minute of clock skew); null otherwise.
 */
export function validateInitData(
  initData: string,
  botToken: string,
  now = Date.now(),
  maxAgeSec = 86400,
): MiniAppUser | null {
  if (!initData || !botToken) return null;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(initData);
  } catch {
    return null;
  }
  const hash = params.get('hash');
  if (!hash || !/^[0-9a-f]{64}$/i.test(hash)) return null;
  const keys = [...params.keys()];
  if (new Set(keys).size !== keys.length) return null; // a repeated key is not Telegram's
  const dataCheck = [...params.entries()]
    .filter(([k]) => k !== 'hash')
    .map(([k, value]) => `${k}=${value}`)
    .sort()
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const expected = createHmac('sha256', secret).update(dataCheck).digest();
  if (!timingSafeEqual(expected, Buffer.from(hash, 'hex'))) return null;

  const authDate = Number(params.get('auth_date'));
  if (!Number.isSafeInteger(authDate) || authDate <= 0) return null;
  const age = now / 1000 - authDate;
  if (age > maxAgeSec || age < -60) return null;

  let user: unknown;
  try {
    user = JSON.parse(params.get('user') ?? '');
  } catch {
    return null;
  }
  return isUser(user) ? user : null;
}

// Names as Telegram gives them, without the control characters a text column refuses (NUL).
const clean = (s: string | undefined, max: number) =>
  (s ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, max);

/**
 * The shopper behind a Mini App opened from the store's bot: initData checked against the
 * store's bot token, then the store's Telegram customer (chat id = the user's id, as in a private
 * chat) created or refreshed. Null when the store has no bot or the initData is not valid (or
 * older than `maxAgeSec`: a day to browse, less to place an order).
 */
export async function miniAppShopper(
  deps: { db: DbOrTx; box: SecretBox },
  storeId: number,
  initData: string,
  maxAgeSec?: number,
): Promise<{ customerId: number; name: string; lastname: string } | null> {
  const token = await storeBotToken(deps.db, deps.box, storeId);
  if (!token) return null;
  const user = validateInitData(initData, token, Date.now(), maxAgeSec);
  if (!user) return null;
  const customer = await upsertTelegramCustomer(deps.db, {
    storeId,
    chatId: String(user.id),
    name: clean(user.first_name, 100) || 'Cliente',
    lastname: clean(user.last_name, 100),
    username: clean(user.username, 64) || null,
    language: clean(user.language_code, 35) || null,
  });
  return { customerId: customer.id, name: customer.name, lastname: customer.lastname ?? '' };
}

/** Failed Mini App sessions one address may attempt per window. */
export const MINI_APP_FAILURES = 20;
const MINI_APP_WINDOW = 600;

/**
 * POST shop/telegram-session: the storefront opened as the store bot's Mini App names its
 * shopper. 404 for an unknown alias, 422 {init_data} for initData the store's bot did not sign
 * (or too old); only failures count toward the address's limit.
 */
export function miniAppSession(
  deps: Pick<ShopDeps, 'db' | 'box' | 'limits'>,
  body: { web_store: string; init_data: string },
  address: string,
): Promise<MiniAppSessionReply> {
  return deps.limits.guard([`mini-app:ip:${address}`], MINI_APP_FAILURES, MINI_APP_WINDOW, async () => {
    const store = await storeByWebStore(deps.db, body.web_store);
    if (!store) throw notFound();
    const shopper = await miniAppShopper(deps, store.id, body.init_data);
    if (!shopper) throw invalid(fieldError('init_data', 'invalid'));
    return { customer_id: shopper.customerId, name: shopper.name, lastname: shopper.lastname };
  });
}
