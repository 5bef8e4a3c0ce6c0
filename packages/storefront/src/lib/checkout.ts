import type { CheckoutReply, ShopQuoteReply } from '@vitrina/contract';
import { apiLines, type CartLine } from './cart.ts';

export const MAX_PROOF_BYTES = 5 * 1024 * 1024;

export type Fields = Record<string, string>;
export type Errors = Record<string, string[]>;
/** What placing an order came to: the order, field errors, or one message (409, network). */
export type Outcome =
  | { ok: true; reply: CheckoutReply }
  | { ok: false; errors: Errors; message: string; status: number };

const api = (alias: string) => `/api/shop/${encodeURIComponent(alias)}`;

/** Where the order goes, as the quote takes it: a shared point and/or a place (geo ids). */
export type Destination = Partial<
  Record<'latitude' | 'longitude' | 'country_id' | 'state_id' | 'city_id', number>
>;

/** The destination of the form's fields (empty ones left out). */
export function destinationOf(fields: Fields): Destination {
  const out: Destination = {};
  for (const k of ['latitude', 'longitude', 'country_id', 'state_id', 'city_id'] as const)
    if (fields[k]) out[k] = Number(fields[k]);
  return out;
}

export async function fetchQuote(
  alias: string,
  lines: CartLine[],
  destination: Destination,
): Promise<ShopQuoteReply> {
  const res = await fetch(`${api(alias)}/quote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lines: apiLines(lines), ...destination }),
  });
  if (!res.ok) throw new Error(String(res.status));
  return (await res.json()) as ShopQuoteReply;
}

/**
 * Asks the server whether this cart can be ordered now, before the payment fields are shown
 * (POST order-check): null when it can, else the reason to show (the store takes no orders,
 * is closed and when it opens, a product is short). A failed request lets the form show: the
 * order itself checks everything again.
 */
export async function checkOrder(alias: string, lines: CartLine[]): Promise<string | null> {
  try {
    const res = await fetch(`${api(alias)}/order-check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lines: apiLines(lines) }),
    });
    if (res.status !== 409 && res.status !== 422) return null;
    const body = (await res.json().catch(() => ({}))) as { message?: string; errors?: Errors };
    return Object.values(body.errors ?? {}).flat()[0] ?? body.message ?? null;
  } catch {
    return null;
  }
}

/** The API's 422 keys (`lines.0.quantity`) under the form's fields (`lines`). */
export function errorsByField(errors: Errors | undefined): Errors {
  const out: Errors = {};
  for (const [key, list] of Object.entries(errors ?? {})) {
    const field = key.split('.')[0] ?? key;
    out[field] = [...new Set([...(out[field] ?? []), ...list])];
  }
  return out;
}

export async function placeOrder(
  alias: string,
  fields: Fields,
  lines: CartLine[],
  proof: File | null,
  { lang, networkError }: { lang: string; networkError: string },
): Promise<Outcome> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== '') form.append(k, v);
  form.append('lines', JSON.stringify(apiLines(lines)));
  // The order's news (mails, pushes) are written in the language the shopper is reading.
  form.append('lang', lang);
  if (proof) form.append('proof', proof);
  try {
    const res = await fetch(`${api(alias)}/orders`, { method: 'POST', body: form });
    const body = (await res.json().catch(() => ({}))) as Partial<CheckoutReply> & {
      message?: string;
      errors?: Errors;
    };
    if (res.ok && body.order_url) return { ok: true, reply: body as CheckoutReply };
    return {
      ok: false,
      status: res.status,
      errors: errorsByField(body.errors),
      message: body.message ?? networkError,
    };
  } catch {
    return { ok: false, status: 0, errors: {}, message: networkError };
  }
}

/** The checks the browser can make before sending; the server checks everything again. */
export function checkForm(
  fields: Fields,
  proof: File | null,
  texts: {
    required: string;
    proofTooBig: string;
    proofNotImage: string;
    chooseDelivery: string;
    chooseAccount: string;
  },
): Errors {
  const errors: Errors = {};
  for (const name of ['name', 'email', 'phone', 'reference'])
    if (!fields[name]?.trim()) errors[name] = [texts.required];
  if (!fields.delivery) errors.delivery = [texts.chooseDelivery];
  if (fields.delivery && fields.delivery !== 'pickup' && !fields.address?.trim() && !fields.latitude)
    errors.address = [texts.required];
  if (!fields.bank_id) errors.bank_id = [texts.chooseAccount];
  if (!proof) errors.proof = [texts.required];
  else if (!proof.type.startsWith('image/')) errors.proof = [texts.proofNotImage];
  else if (proof.size > MAX_PROOF_BYTES) errors.proof = [texts.proofTooBig];
  return errors;
}
