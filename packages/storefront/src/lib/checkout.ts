import type { CheckoutReply, ShopAccountsReply, ShopQuoteReply } from '@vitrina/contract';
import { apiLines, type CartLine } from './cart.ts';

export const MAX_PROOF_BYTES = 5 * 1024 * 1024;

export type Fields = Record<string, string>;
export type Errors = Record<string, string[]>;
/** What placing an order came to: the order, field errors, or one message (409, network). */
export type Outcome =
  | { ok: true; reply: CheckoutReply }
  | { ok: false; errors: Errors; message: string; status: number };

/** Where the store takes cash: at pick-up, and on delivery (its couriers' or a company's). */
export type CashTaken = ShopAccountsReply['cash'];

/** Whether the store takes cash for the delivery chosen ('pickup', 'store', 'company'); none chosen: no. */
export function cashTakenFor(cash: CashTaken, delivery: string | undefined): boolean {
  if (delivery === 'pickup') return cash.pickup;
  return delivery === 'store' || delivery === 'company' ? cash.delivery : false;
}

/** Whether the form pays cash (else a transfer: an account, its reference and the proof). */
export const paysCash = (fields: Fields): boolean => fields.payment === 'cash';
/** Whether the form pays by a transfer sent later: the account now, the reference and proof from the order page. */
export const paysLater = (fields: Fields): boolean => fields.payment === 'later';

/**
 * The form's fields with the payment kept possible: cash chosen for a delivery the store takes no
 * cash for (the shopper switched to it) falls back to a transfer.
 */
export function settlePayment(fields: Fields, cash: CashTaken): Fields {
  return paysCash(fields) && !cashTakenFor(cash, fields.delivery)
    ? { ...fields, payment: 'transfer' }
    : fields;
}

/** The payment the form sends: cash, later, or (anything else) a transfer. */
const paymentOf = (fields: Fields) => (paysCash(fields) ? 'cash' : paysLater(fields) ? 'later' : 'transfer');

/** Fields each way of paying does not send. */
const NOT_SENT = {
  cash: ['bank_id', 'reference'],
  transfer: ['cash_currency'],
  later: ['cash_currency', 'reference'],
} as const;

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
  const payment = paymentOf(fields);
  const other: readonly string[] = NOT_SENT[payment];
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...fields, payment }))
    if (v !== '' && !other.includes(k)) form.append(k, v);
  form.append('lines', JSON.stringify(apiLines(lines)));
  // The order's news (mails, pushes) are written in the language the shopper is reading.
  form.append('lang', lang);
  // Cash is paid at pick-up or on delivery, a later transfer proved from the order page.
  if (proof && payment === 'transfer') form.append('proof', proof);
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
    chooseCurrency: string;
  },
): Errors {
  const errors: Errors = {};
  const cash = paysCash(fields);
  const now = !cash && !paysLater(fields);
  for (const name of now ? ['name', 'email', 'phone', 'reference'] : ['name', 'email', 'phone'])
    if (!fields[name]?.trim()) errors[name] = [texts.required];
  if (!fields.delivery) errors.delivery = [texts.chooseDelivery];
  if (fields.delivery && fields.delivery !== 'pickup' && !fields.address?.trim() && !fields.latitude)
    errors.address = [texts.required];
  if (cash) {
    if (!fields.cash_currency) errors.cash_currency = [texts.chooseCurrency];
    return errors;
  }
  if (!fields.bank_id) errors.bank_id = [texts.chooseAccount];
  if (!now) return errors;
  const proofError = proofErrorOf(proof, texts);
  if (proofError) errors.proof = [proofError];
  return errors;
}

/** What is wrong with the proof picture chosen, if anything: none, not a picture, over 5 MB. */
export function proofErrorOf(
  proof: File | null,
  texts: { required: string; proofTooBig: string; proofNotImage: string },
): string | undefined {
  if (!proof) return texts.required;
  if (!proof.type.startsWith('image/')) return texts.proofNotImage;
  if (proof.size > MAX_PROOF_BYTES) return texts.proofTooBig;
  return undefined;
}

/**
 * Sends the reference and the proof of an order placed to pay later (POST shop/orders/{token}/proof):
 * the server's message, or its refusal with the fields it names.
 */
export async function sendProof(
  token: string,
  reference: string,
  proof: File,
  networkError: string,
): Promise<{ ok: true; message: string } | { ok: false; errors: Errors; message: string }> {
  const form = new FormData();
  form.append('reference', reference);
  form.append('proof', proof);
  try {
    const res = await fetch(`/api/shop/orders/${encodeURIComponent(token)}/proof`, {
      method: 'POST',
      body: form,
    });
    const body = (await res.json().catch(() => ({}))) as { message?: string; errors?: Errors };
    if (res.ok) return { ok: true, message: body.message ?? '' };
    return { ok: false, errors: errorsByField(body.errors), message: body.message ?? networkError };
  } catch {
    return { ok: false, errors: {}, message: networkError };
  }
}
