import {
  type DocumentType,
  emailField,
  normalizeDocument,
  optionalText,
  PAY_IN,
  paidDollarPercent,
  phoneField,
  requiredText,
  type TicketPurchaseBody,
} from '@vitrina/contract';
import type { z } from 'zod';
import { formatDateTime, formatRate, usd, ves } from '#server/lib/format.ts';
import { toCents } from '#server/lib/money.ts';
import {
  type BotEvent,
  type Button,
  CHAT_MAX_QUANTITY,
  type Draft,
  flowOf,
  type Input,
  nextStep,
  type Outcome,
  type PurchaseResult,
  type Reply,
  type Step,
} from './ticket-bot.draft.ts';
import { type TicketBotTexts, ticketBotTextsIn } from './ticket-bot.texts.ts';

// The purchase in an event bot's chat as a pure state machine: what the buyer has answered so
// far (the draft, stored in ticket_chats) plus one input gives the next draft and the replies.
// The service does the I/O: the event, the proof's download, the purchase, the outbox.

/** Telegram's limits: a photo's caption, a text. */
const CAPTION_MAX = 1024;

/**
 * The amounts to transfer: the dollar share in USD (the event's, or all or nothing when the buyer
 * pays the whole in one currency), the rest in bolívares at the day's rate.
 */
export function amounts(e: BotEvent, priceCents: number, quantity: number, percent = e.dollar_percent) {
  const total = priceCents * quantity;
  const usdCents = Math.round((total * percent) / 100);
  return { total, usdCents, vesCents: Math.round((total - usdCents) * e.dollar_rate) };
}

const typeOf = (e: BotEvent, id: number | undefined) => e.ticket_types.find((x) => x.id === id);

/** The event's card: picture, name, date, place, types with prices and seats left, buy buttons. */
export function card(e: BotEvent): Reply {
  const t = ticketBotTextsIn(e.lang);
  const when = formatDateTime(e.starts_at, { lang: e.lang, timeZone: e.time_zone, style: 'full' });
  const types = e.ticket_types.map((x) =>
    t.typeLine(
      x.name,
      usd(toCents(x.price), e.lang),
      ves(toCents(x.price_ves), e.lang),
      x.left > 0 ? t.left(x.left) : t.soldOut,
    ),
  );
  const onSale = e.ticket_types.filter((x) => x.left > 0);
  const head = [e.name, when, e.place].join('\n');
  const tail = ['', t.tickets, ...types, '', onSale.length > 0 ? t.split(e.dollar_percent) : t.noneLeft].join(
    '\n',
  );
  const room = CAPTION_MAX - head.length - tail.length - 2;
  const about = e.description && room > 20 ? `\n\n${e.description.slice(0, room)}` : '';
  return {
    text: `${head}${about}${tail}`.slice(0, e.imageFile ? CAPTION_MAX : 4096),
    ...(e.imageFile ? { photo: e.imageFile } : {}),
    buttons: onSale.map((x) => [
      { text: t.buyButton(x.name, usd(toCents(x.price), e.lang)), callback_data: `buy:${x.id}` },
    ]),
  };
}

const skipButton = (t: TicketBotTexts) => [[{ text: t.skip, callback_data: 'skip' }]];

/** The question of the draft's next step (the card when no type is chosen or it sold out). */
function ask(d: Draft, e: BotEvent, reason?: string): Outcome {
  const t = ticketBotTextsIn(e.lang);
  const say = (text: string, buttons?: Button[][]): Outcome => ({
    draft: d,
    replies: [{ text: reason ? `${reason}\n${text}` : text, ...(buttons ? { buttons } : {}) }],
  });
  const flow = flowOf(d, e);
  const { split } = flow;
  const step = nextStep(d, flow);
  const type = typeOf(e, d.type_id);
  if (step !== 'type_id' && (!type || type.left <= 0)) {
    const rest = { ...d, type_id: undefined, quantity: undefined };
    return { draft: rest, replies: [...(type ? [{ text: t.typeSoldOut(type.name) }] : []), card(e)] };
  }
  switch (step) {
    case 'type_id':
      return { draft: d, replies: [...(reason ? [{ text: reason }] : []), card(e)] };
    case 'quantity': {
      const max = Math.min(CHAT_MAX_QUANTITY, type!.left);
      const row = Array.from({ length: max }, (_, i) => ({
        text: String(i + 1),
        callback_data: `qty:${i + 1}`,
      }));
      return say(t.askQuantity(type!.name, max), [row]);
    }
    case 'name':
      return say(t.askName);
    case 'lastname':
      return say(t.askLastname, skipButton(t));
    case 'document':
      return say(t.askDocument);
    case 'email':
      return say(t.askEmail);
    case 'phone':
      return say(t.askPhone, skipButton(t));
    case 'pay_in': {
      const m = amounts(e, toCents(type!.price), d.quantity!);
      const whole = amounts(e, toCents(type!.price), d.quantity!, 0);
      return say(t.askPayIn, [
        [
          {
            text: t.payInSplit(usd(m.usdCents, e.lang), ves(m.vesCents, e.lang)),
            callback_data: 'pay:split',
          },
        ],
        [{ text: t.payInUsd(usd(m.total, e.lang)), callback_data: 'pay:usd' }],
        [{ text: t.payInVes(ves(whole.vesCents, e.lang)), callback_data: 'pay:ves' }],
      ]);
    }
    case 'account_id':
    case 'ves_account_id': {
      if (e.accounts.length === 0) return say(t.noAccounts);
      const prefix = step === 'account_id' ? 'acc' : 'vacc';
      const question = step === 'ves_account_id' ? t.askVesAccount : split ? t.askUsdAccount : t.askAccount;
      return say(
        question,
        e.accounts.map((a) => [
          { text: `${a.bank_name} (${a.account_type})`, callback_data: `${prefix}:${a.id}` },
        ]),
      );
    }
    case 'reference':
      return say(split ? t.askUsdReference : t.askReference);
    case 'proof':
      return say(split ? t.askUsdProof : t.askProof);
    case 'ves_reference':
      return say(t.askVesReference);
    case 'ves_proof':
      return say(t.askVesProof);
  }
}

const text = (input: Input) => (input.kind === 'text' ? input.text : undefined);
const pressed = (input: Input, prefix: string) => {
  const m = input.kind === 'button' ? new RegExp(`^${prefix}:(\\d{1,9})$`).exec(input.data) : null;
  return m ? Number(m[1]) : undefined;
};
const skipped = (input: Input, t: TicketBotTexts) =>
  (input.kind === 'button' && input.data === 'skip') ||
  (input.kind === 'text' && input.text.trim().toLowerCase() === t.skip.toLowerCase());
const parsed = <T>(schema: z.ZodType<T>, value: string | undefined) =>
  value === undefined ? undefined : schema.safeParse(value).data;

/**
 * A transfer's details once its account is chosen: where, how much. A split price is two
 * transfers, the dollar part's and then the bolívar part's; a price paid in one currency, one.
 */
function transfer(d: Draft, e: BotEvent, currency: 'usd' | 'ves'): Reply {
  const t = ticketBotTextsIn(e.lang);
  const a = e.accounts.find(
    (x) => x.id === (currency === 'ves' ? (d.ves_account_id ?? d.account_id) : d.account_id),
  )!;
  const type = typeOf(e, d.type_id)!;
  const m = amounts(e, toCents(type.price), d.quantity!, paidDollarPercent(e.dollar_percent, d.pay_in));
  const amount =
    currency === 'ves' ? t.inBolivars(ves(m.vesCents, e.lang)) : t.inDollars(usd(m.usdCents, e.lang));
  const rate = currency === 'ves' ? formatRate(e.dollar_rate, e.lang) : '';
  const lines = [
    t.accountLines({
      bank: a.bank_name,
      type: a.account_type,
      number: a.account_number,
      owner: a.owner_full_name,
      document: `${a.owner_idenfication_type}-${a.owner_idenfication}`,
    }),
    a.message ?? '',
    t.toTransfer(amount, rate),
    // Since when the bolívar share's rate is in force, on the event's clock.
    rate && e.dollar_rate_at
      ? t.rateSince(
          rate,
          formatDateTime(e.dollar_rate_at, { lang: e.lang, timeZone: e.time_zone, style: 'medium' }),
        )
      : '',
  ];
  return { text: lines.filter(Boolean).join('\n\n') };
}

type Answer = { draft: Draft; say?: Reply } | { error: string };

/** The buyer's answer to the step the draft is at. */
function answer(d: Draft, step: Step, input: Input, e: BotEvent): Answer {
  const t = ticketBotTextsIn(e.lang);
  switch (step) {
    case 'type_id':
      return { error: '' };
    case 'quantity': {
      const max = Math.min(CHAT_MAX_QUANTITY, typeOf(e, d.type_id)!.left);
      const n =
        pressed(input, 'qty') ?? (/^\s*\d{1,2}\s*$/.test(text(input) ?? '') ? Number(text(input)) : NaN);
      return n >= 1 && n <= max ? { draft: { ...d, quantity: n } } : { error: t.badQuantity(max) };
    }
    case 'name': {
      const name = parsed(requiredText(80), text(input));
      return name ? { draft: { ...d, name } } : { error: t.badName };
    }
    case 'lastname': {
      if (skipped(input, t)) return { draft: { ...d, lastname: '' } };
      const lastname = parsed(optionalText(80), text(input));
      return lastname ? { draft: { ...d, lastname } } : { error: t.badLastname };
    }
    case 'document': {
      const raw = text(input) ?? '';
      const letter = /^\s*([VJR])/i.exec(raw)?.[1]?.toUpperCase() as DocumentType | undefined;
      const document = raw.length <= 30 ? normalizeDocument(letter ?? 'V', raw) : null;
      return document
        ? { draft: { ...d, document_type: letter ?? 'V', document } }
        : { error: t.badDocument };
    }
    case 'email': {
      const email = parsed(emailField, text(input));
      return email ? { draft: { ...d, email } } : { error: t.badEmail };
    }
    case 'phone': {
      if (skipped(input, t)) return { draft: { ...d, phone: '' } };
      const phone = parsed(phoneField, text(input));
      return phone ? { draft: { ...d, phone } } : { error: t.badPhone };
    }
    case 'pay_in': {
      const payIn = input.kind === 'button' ? PAY_IN.find((p) => input.data === `pay:${p}`) : undefined;
      return payIn ? { draft: { ...d, pay_in: payIn } } : { error: t.useButtons };
    }
    case 'account_id': {
      const id = pressed(input, 'acc');
      if (!e.accounts.some((a) => a.id === id)) return { error: t.useButtons };
      const next = { ...d, account_id: id };
      // The first transfer is in dollars, unless the whole price is paid in bolívares.
      const currency = paidDollarPercent(e.dollar_percent, next.pay_in) === 0 ? 'ves' : 'usd';
      return { draft: next, say: transfer(next, e, currency) };
    }
    case 'ves_account_id': {
      const id = pressed(input, 'vacc');
      if (!e.accounts.some((a) => a.id === id)) return { error: t.useButtons };
      const next = { ...d, ves_account_id: id };
      return { draft: next, say: transfer(next, e, 'ves') };
    }
    case 'reference':
    case 'ves_reference': {
      const reference = parsed(requiredText(60), text(input));
      return reference ? { draft: { ...d, [step]: reference } } : { error: t.badReference };
    }
    case 'proof':
      // The dollar part's proof of a split price: kept (its file id) until the bolívar part's comes.
      return input.kind === 'photo' && input.image
        ? { draft: { ...d, proof: input.fileId } }
        : { error: t.badProof };
    case 'ves_proof':
      return { error: t.badProof };
  }
}

/** The purchase body of a complete draft. */
export const purchaseBody = (d: Draft): TicketPurchaseBody => ({
  name: d.name!,
  lastname: d.lastname || null,
  document_type: d.document_type ?? 'V',
  document: d.document!,
  email: d.email!,
  phone: d.phone || null,
  account_id: d.account_id!,
  reference: d.reference!,
  ...(d.ves_account_id !== undefined && { ves_account_id: d.ves_account_id }),
  ...(d.ves_reference !== undefined && { ves_reference: d.ves_reference }),
  ...(d.pay_in !== undefined && { pay_in: d.pay_in }),
  lines: [{ ticket_type_id: d.type_id!, quantity: d.quantity! }],
});

/** One input of the buyer: the next draft, the replies, and whether to buy now. */
export function converse(draft: Draft, input: Input, e: BotEvent): Outcome {
  const t = ticketBotTextsIn(e.lang);
  if (input.kind === 'cancel') return { draft: {}, replies: [{ text: t.cancelled }] };
  if (!e.on_sale) return { draft: {}, replies: [{ text: t.salesClosed }] };
  if (input.kind === 'start') return { draft: {}, replies: [card(e)] };
  // A buy button starts over from that type, whatever was being answered.
  const typeId = pressed(input, 'buy');
  if (typeId !== undefined) return ask({ type_id: typeId }, e);
  const flow = flowOf(draft, e);
  const step = nextStep(draft, flow);
  if (step === 'type_id') return ask(draft, e);
  // The type may have sold out since it was chosen: ask() says so.
  const type = typeOf(e, draft.type_id);
  if (!type || type.left <= 0) return ask(draft, e);
  if (step === 'proof' && input.kind === 'photo' && input.image && !flow.split)
    return { draft, replies: [], buy: { body: purchaseBody(draft), fileId: input.fileId } };
  if (step === 'ves_proof' && input.kind === 'photo' && input.image && draft.proof)
    return {
      draft,
      replies: [],
      buy: { body: purchaseBody(draft), fileId: draft.proof, vesFileId: input.fileId },
    };
  const got = answer(draft, step, input, e);
  if ('error' in got) return ask(draft, e, got.error || undefined);
  const next = ask(got.draft, e);
  return { ...next, replies: [...(got.say ? [got.say] : []), ...next.replies] };
}

/** Which answer a purchase error is about. */
const FIELD_STEP: Record<string, (keyof Draft)[]> = {
  name: ['name'],
  lastname: ['lastname'],
  document: ['document', 'document_type'],
  document_type: ['document', 'document_type'],
  email: ['email'],
  phone: ['phone'],
  account_id: ['account_id'],
  reference: ['reference'],
  ves_account_id: ['ves_account_id'],
  ves_reference: ['ves_reference'],
  pay_in: ['pay_in'],
  lines: ['type_id', 'quantity'],
  // The dollar part's proof of a split price is asked again; the last proof is the question itself.
  proof: ['proof'],
  ves_proof: [],
};

/** After the purchase: the status link, or the step its error is about asked again. */
export function afterPurchase(draft: Draft, result: PurchaseResult, e: BotEvent): Outcome {
  const t = ticketBotTextsIn(e.lang);
  if (result.ok) return { draft: {}, replies: [{ text: t.received(result.statusUrl) }] };
  if (!e.on_sale) return { draft: {}, replies: [{ text: t.salesClosed }] };
  const field = Object.keys(result.fields ?? {}).find((f) => f in FIELD_STEP);
  if (result.status === 422 && field) {
    const message = result.fields![field]![0] ?? result.message;
    const cleared: Draft = { ...draft };
    for (const key of FIELD_STEP[field]!) delete cleared[key];
    return ask(cleared, e, message.startsWith('validation.') ? undefined : message);
  }
  // Seats ran out meanwhile: the amounts change, so the quantity and the transfers are asked again.
  const {
    quantity: _q,
    account_id: _a,
    reference: _r,
    proof: _p,
    ves_account_id: _va,
    ves_reference: _vr,
    ...rest
  } = draft;
  return ask(rest, e, result.message);
}
