import { emailField, optionalText, phoneField, requiredText, type ShopQuoteReply } from '@vitrina/contract';
import type { z } from 'zod';
import { toCents } from '#server/lib/money.ts';
import { cartView, menu } from './shop-bot.cart.ts';
import type {
  BotContext,
  Button,
  ChatState,
  Checkout,
  CheckoutStep,
  Input,
  OrderResult,
  Outcome,
  Reply,
} from './shop-bot.state.ts';

// The checkout in the chat: the same questions as the web's, one at a time, then the order.

/** The first question the checkout has no answer to. */
function nextStep(co: Checkout): CheckoutStep {
  if (co.name === undefined) return 'name';
  if (co.phone === undefined) return 'phone';
  if (co.email === undefined) return 'email';
  if (!co.where) return 'where';
  if (co.delivery === undefined) return 'offer';
  if (co.bank_id === undefined) return 'account';
  if (co.reference === undefined) return 'reference';
  return 'proof';
}

const at = (co: Checkout) =>
  co.latitude !== undefined && co.longitude !== undefined
    ? { latitude: co.latitude, longitude: co.longitude }
    : {};
const offerKey = (o: { kind: string; company_id: number | null }) =>
  o.kind === 'company' ? `o:c:${o.company_id}` : `o:${o.kind}`;
/** The shopper's share of an offer (a company that does not charge ships free for them). */
const shippingCents = (o: ShopQuoteReply['offers'][number]) =>
  o.charged_to_shopper && o.price !== null ? toCents(o.price) : 0;

/** Asks the checkout's next question (with `reason` first when an answer was refused). */
async function ask(s: ChatState, ctx: BotContext, reason?: string): Promise<Outcome> {
  const { t, usd, ves } = ctx;
  const co = s.co;
  const step = nextStep(co);
  const state = { ...s, step };
  const say = (text: string, extra: Omit<Reply, 'text'> = {}): Outcome => ({
    state,
    replies: [{ text: reason ? `${reason}\n${text}` : text, ...extra }],
  });
  switch (step) {
    case 'name': {
      const first = ctx.firstName.trim().slice(0, 80);
      const buttons = first ? [[{ text: t.nameButton(first), callback_data: 'usename' }]] : undefined;
      return say(t.askName, buttons ? { buttons } : {});
    }
    case 'phone':
      return say(t.askPhone, { keyboard: [[{ text: t.sharePhone, request_contact: true }]] });
    case 'email':
      return say(t.askEmail, { buttons: [[{ text: t.skip, callback_data: 'skip' }]] });
    case 'where':
      return say(t.askWhere, {
        keyboard: [[{ text: t.shareLocation, request_location: true }], [{ text: t.pickupButton }]],
      });
    case 'offer': {
      const quote = await ctx.port.quote(s.cart, at(co));
      if (typeof quote === 'string') return cartView({ ...s, step: undefined }, ctx, quote);
      const offers = quote.offers.filter((o) => o.available);
      const buttons: Button[][] = offers.map((o) => [
        {
          text: t.offerButton(o.name, shippingCents(o) > 0 ? usd(shippingCents(o)) : t.free),
          callback_data: offerKey(o),
        },
      ]);
      if (buttons.length === 0) return ask({ ...s, co: { ...co, where: undefined } }, ctx, t.noOffers);
      return say(t.chooseOffer(usd(toCents(quote.subtotal))), { buttons });
    }
    case 'account': {
      const quote = await ctx.port.quote(s.cart, at(co));
      if (typeof quote === 'string') return cartView({ ...s, step: undefined }, ctx, quote);
      const offer = quote.offers.find(
        (o) => offerKey(o) === offerKey({ kind: co.delivery!, company_id: co.company_id ?? null }),
      );
      if (!offer?.available) return ask({ ...s, co: { ...co, delivery: undefined } }, ctx, t.noOffers);
      const total = toCents(quote.subtotal) + shippingCents(offer);
      const { accounts, dollar_rate, dollar_rate_at, cash } = await ctx.port.accounts();
      const cashTaken = co.delivery === 'pickup' ? cash.pickup : cash.delivery;
      if (accounts.length === 0 && !cashTaken)
        return { state: { ...s, step: undefined }, replies: [{ text: t.noAccounts }] };
      const amount = (type: string) => (type === 'VES' ? ves(Math.round(total * dollar_rate)) : usd(total));
      const buttons = [
        ...(cashTaken
          ? (['USD', 'VES'] as const).map((c) => [
              { text: t.cashButton(c, amount(c)), callback_data: `cash:${c}` },
            ])
          : []),
        ...accounts.map((a) => [
          { text: t.accountButton(a.bank_name, amount(a.account_type)), callback_data: `b:${a.id}` },
        ]),
      ];
      // Bolívar amounts come with the rate they are at and since when it is in force.
      const rate =
        dollar_rate_at && (cashTaken || accounts.some((a) => a.account_type === 'VES'))
          ? `\n${ctx.rateSince(dollar_rate, dollar_rate_at, ctx.store.time_zone)}`
          : '';
      const question = cashTaken ? t.choosePayment(usd(total)) : t.chooseAccount(usd(total));
      return {
        state: { ...state, co: { ...co, total_cents: total } },
        replies: [{ text: `${reason ? `${reason}\n` : ''}${question}${rate}`, buttons }],
      };
    }
    case 'reference':
      return say(t.askReference);
    case 'proof':
      return say(t.askProof);
  }
}

const parsed = <T>(schema: z.ZodType<T>, value: string | undefined) =>
  value === undefined ? undefined : schema.safeParse(value).data;

/**
 * "Pagar": the cart must have lines, and the shop's order check must let it through (the store's
 * standing, its readiness, its hours, each line's stock) before any question leads to the
 * transfer; a refusal keeps the cart.
 */
export async function beginCheckout(s: ChatState, ctx: BotContext): Promise<Outcome> {
  if (s.cart.length === 0) return cartView(s, ctx);
  const refusal = await ctx.port.checkOrder(s.cart);
  if (refusal) return { state: s, replies: [menu(s, ctx, refusal)] };
  return ask({ ...s, co: {}, pick: undefined }, ctx);
}

/** /cancelar: the checkout is dropped, the cart kept. */
export async function cancelCheckout(s: ChatState, ctx: BotContext): Promise<Outcome> {
  const { t } = ctx;
  const next = { ...s, step: undefined, co: {}, pick: undefined };
  return { state: next, replies: [{ text: t.cancelled, remove_keyboard: true }, menu(next, ctx)] };
}

type Answer = { co: Checkout; say?: Reply } | { error: string };

async function answer(s: ChatState, step: CheckoutStep, input: Input, ctx: BotContext): Promise<Answer> {
  const { t, usd, ves } = ctx;
  const co = s.co;
  const text = input.kind === 'text' ? input.text.trim() : undefined;
  const button = input.kind === 'button' ? input.data : undefined;
  switch (step) {
    case 'name': {
      const name =
        button === 'usename' ? parsed(requiredText(80), ctx.firstName) : parsed(requiredText(80), text);
      return name ? { co: { ...co, name } } : { error: t.badName };
    }
    case 'phone': {
      if (input.kind === 'contact' && !input.own) return { error: t.notOwnPhone };
      // Telegram gives a shared number with its country code, with or without the "+".
      const shared = input.kind === 'contact' ? input.phone.trim().replace(/^(?=\d)/, '+') : undefined;
      const phone = parsed(phoneField, shared ?? text);
      const digits = phone?.replace(/\D/g, '').length ?? 0;
      return phone && digits >= 7 && digits <= 15
        ? { co: { ...co, phone }, say: { text: t.gotPhone(phone), remove_keyboard: true } }
        : { error: t.badPhone };
    }
    case 'email': {
      if (button === 'skip' || text?.toLowerCase() === t.skip.toLowerCase())
        return { co: { ...co, email: '' } };
      const email = parsed(emailField, text);
      return email ? { co: { ...co, email } } : { error: t.badEmail };
    }
    case 'where': {
      const place = {
        ...co,
        latitude: undefined,
        longitude: undefined,
        address: undefined,
        delivery: undefined,
      };
      const done: Reply = { text: t.gotPlace, remove_keyboard: true };
      if (input.kind === 'location')
        return {
          co: { ...place, where: true, latitude: input.latitude, longitude: input.longitude },
          say: done,
        };
      if (text === t.pickupButton) return { co: { ...place, where: true, delivery: 'pickup' }, say: done };
      const address = parsed(optionalText(300), text);
      return address ? { co: { ...place, where: true, address }, say: done } : { error: t.badAddress };
    }
    case 'offer': {
      const m = /^o:(pickup|store|c:(\d{1,9}))$/.exec(button ?? '');
      if (!m) return { error: t.useButtons };
      const delivery = m[2] ? 'company' : (m[1] as 'pickup' | 'store');
      return { co: { ...co, delivery, company_id: m[2] ? Number(m[2]) : undefined } };
    }
    case 'account': {
      const currency = /^cash:(USD|VES)$/.exec(button ?? '')?.[1] as 'USD' | 'VES' | undefined;
      if (currency) return { co: { ...co, cash_currency: currency } };
      const id = Number(/^b:(\d{1,9})$/.exec(button ?? '')?.[1]);
      const { accounts, dollar_rate: rate } = id
        ? await ctx.port.accounts()
        : { accounts: [], dollar_rate: 0 };
      const a = accounts.find((x) => x.id === id);
      if (!a) return { error: t.useButtons };
      const total = co.total_cents ?? 0;
      const amount = a.account_type === 'VES' ? ves(Math.round(total * rate)) : usd(total);
      const document = `${a.owner_idenfication_type}-${a.owner_idenfication}`;
      return {
        co: { ...co, bank_id: a.id },
        say: { text: t.account(a.bank_name, a.account_number, a.owner_full_name, document, amount) },
      };
    }
    case 'reference': {
      const reference = parsed(requiredText(60), text);
      return reference ? { co: { ...co, reference } } : { error: t.badReference };
    }
    case 'proof':
      return { error: t.badProof };
  }
}

/** The answer to the question asked; on the proof, the order is placed. */
export async function answerCheckout(s: ChatState, input: Input, ctx: BotContext): Promise<Outcome> {
  const step = nextStep(s.co);
  if (step === 'proof' && input.kind === 'photo' && input.image) return placeOrder(s, ctx);
  const got = await answer(s, step, input, ctx);
  if ('error' in got) return ask(s, ctx, got.error);
  // Cash needs no reference and no proof: the order is placed on the choice.
  if (got.co.cash_currency) return placeOrder({ ...s, co: got.co }, ctx);
  const next = await ask({ ...s, co: got.co }, ctx);
  return { ...next, replies: [...(got.say ? [got.say] : []), ...next.replies] };
}

/** Which answers an order's field error is about. */
const FIELD_ANSWERS: Record<string, (keyof Checkout)[]> = {
  name: ['name'],
  lastname: ['name'],
  phone: ['phone'],
  email: ['email'],
  address: ['where', 'delivery', 'company_id'],
  latitude: ['where', 'delivery', 'company_id'],
  longitude: ['where', 'delivery', 'company_id'],
  delivery: ['delivery', 'company_id'],
  company_id: ['delivery', 'company_id'],
  bank_id: ['bank_id'],
  reference: ['reference'],
  proof: [],
  payment: ['bank_id', 'cash_currency'],
};

async function placeOrder(s: ChatState, ctx: BotContext): Promise<Outcome> {
  const { t, usd } = ctx;
  const co = s.co;
  const result: OrderResult = await ctx.port.placeOrder({
    name: co.name!,
    phone: co.phone!,
    ...(co.email ? { email: co.email } : {}),
    lines: s.cart,
    delivery: co.delivery!,
    ...(co.delivery === 'company' ? { company_id: co.company_id } : {}),
    ...(co.address ? { address: co.address } : {}),
    ...at(co),
    ...(co.cash_currency
      ? { payment: 'cash' as const, cash_currency: co.cash_currency }
      : { payment: 'transfer' as const, bank_id: co.bank_id!, reference: co.reference! }),
  });
  if (result.ok) {
    const done: ChatState = { cart: [], co: {} };
    const total = usd(co.total_cents ?? 0);
    const vesTotal = async () =>
      ctx.ves(Math.round((co.total_cents ?? 0) * (await ctx.port.accounts()).dollar_rate));
    const text = co.cash_currency
      ? t.placedCash(result.id, co.cash_currency === 'VES' ? await vesTotal() : total)
      : t.placed(result.id, total);
    return { state: done, replies: [menu(done, ctx, text)] };
  }
  const field = Object.keys(result.fields ?? {}).find((f) => f in FIELD_ANSWERS);
  if (result.status === 422 && field) {
    const message = result.fields![field]![0] ?? result.message;
    const cleared: Checkout = { ...co };
    for (const key of FIELD_ANSWERS[field]!) delete cleared[key];
    return ask({ ...s, co: cleared }, ctx, message);
  }
  // Sold out, closed, not selling or the lines refused: back to the cart, the checkout dropped.
  return cartView({ ...s, step: undefined, co: {} }, ctx, result.message);
}
