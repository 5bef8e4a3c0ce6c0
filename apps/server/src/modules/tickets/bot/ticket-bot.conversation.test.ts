import { describe, expect, it } from 'vitest';
import { afterPurchase, amounts, converse } from './ticket-bot.conversation.ts';
import { type BotEvent, type Draft, flowOf, type Input, nextStep, readDraft } from './ticket-bot.draft.ts';

/** A buyer's answers up to the payment: two General tickets, no lastname, no phone. */
const ANSWERED: Draft = {
  type_id: 1,
  quantity: 2,
  name: 'Ana',
  lastname: '',
  document_type: 'V',
  document: '12345678',
  email: 'a@b.co',
  phone: '',
};

const event = (over: Partial<BotEvent> = {}): BotEvent => ({
  id: 7,
  name: 'Festival Ávila Sonora',
  description: 'Dos escenarios y doce bandas.',
  place: 'Parque del Este, Caracas',
  starts_at: '2026-12-19T23:30:00.000Z',
  ends_at: null,
  image: '/api/files/abc.jpg',
  imageFile: 'abc.jpg',
  time_zone: 'America/Caracas',
  lang: 'es',
  on_sale: true,
  dollar_percent: 40,
  whole_payment: false,
  dollar_rate: 36.5,
  dollar_rate_at: '2026-11-29T13:00:00.000Z',
  ticket_types: [
    { id: 1, name: 'General', price: 15, price_ves: 547.5, left: 3 },
    { id: 2, name: 'VIP', price: 40, price_ves: 1460, left: 0 },
  ],
  accounts: [
    {
      id: 9,
      bank_name: 'Banco Mercantil',
      account_type: 'VES',
      account_number: '01050745680745123456',
      owner_full_name: 'Teresa Taquilla',
      owner_idenfication_type: 'V',
      owner_idenfication: '14567890',
      message: 'Indica tu cédula en el concepto.',
    },
  ],
  telegram_user_bot: 'avila_bot',
  ...over,
});
const text = (t: string): Input => ({ kind: 'text', text: t });
const button = (data: string): Input => ({ kind: 'button', data });

/** Feeds inputs one after another, as the webhook would. */
function run(inputs: Input[], e = event(), from: Draft = {}) {
  let draft = from;
  let last = converse(draft, inputs[0]!, e);
  draft = last.draft;
  for (const input of inputs.slice(1)) {
    last = converse(draft, input, e);
    draft = last.draft;
  }
  return last;
}

describe('the purchase in an event bot chat', () => {
  it('shows the card with the picture, prices in both currencies and a button per type on sale', () => {
    const { replies, draft } = converse({}, { kind: 'start' }, event());
    expect(draft).toEqual({});
    const [card] = replies;
    expect(card!.photo).toBe('abc.jpg');
    expect(card!.text).toContain('Festival Ávila Sonora');
    expect(card!.text).toContain('Parque del Este, Caracas');
    expect(card!.text).toMatch(/General: 15,00\sUS\$ \(Bs\.\s547,50\) — quedan 3/);
    expect(card!.text).toMatch(/VIP: 40,00\sUS\$ .* — agotadas/);
    expect(card!.text).toContain('diciembre');
    // The sold-out VIP has no button.
    expect(card!.buttons).toEqual([[{ text: 'Comprar General – 15,00\u00a0US$', callback_data: 'buy:1' }]]);
  });

  it('asks each answer in turn and buys with the proof', () => {
    const e = event();
    const qty = converse({}, button('buy:1'), e);
    // Three left: the quantity buttons stop at 3.
    expect(qty.replies[0]!.buttons![0]!.map((b) => b.text)).toEqual(['1', '2', '3']);
    const answers = [
      button('qty:2'),
      text('Luisa'),
      button('skip'),
      text('v-12.345.678'),
      text('Luisa@Example.com'),
      text('0412-1234567'),
    ];
    const atAccount = run(answers, e, qty.draft);
    expect(nextStep(atAccount.draft)).toBe('account_id');
    expect(atAccount.replies[0]!.buttons).toEqual([
      [{ text: 'Banco Mercantil (VES)', callback_data: 'acc:9' }],
    ]);
    const chosen = converse(atAccount.draft, button('acc:9'), e);
    // $30: $12 in dollars and $18 × 36.5 in bolívares, in two transfers.
    expect(amounts(e, 1500, 2)).toEqual({ total: 3000, usdCents: 1200, vesCents: 65_700 });
    expect(chosen.replies[0]!.text).toContain('01050745680745123456');
    expect(chosen.replies[0]!.text).toContain('Indica tu cédula en el concepto.');
    expect(chosen.replies[0]!.text).toMatch(/Monto a transferir: 12,00\sUS\$ en dólares\./);
    expect(chosen.replies[0]!.text).not.toContain('bolívares');
    expect(chosen.replies[1]!.text).toBe('Escribe el número de referencia de tu transferencia en dólares.');
    const atProof = converse(chosen.draft, text('00123456'), e);
    expect(nextStep(atProof.draft, flowOf(atProof.draft, e))).toBe('proof');
    expect(atProof.replies[0]!.text).toBe('Envía la foto del comprobante de tu transferencia en dólares.');
    // The dollar part's proof is kept; the bolívar part comes next.
    const atVes = converse(atProof.draft, { kind: 'photo', fileId: 'f1', image: true }, e);
    expect(atVes.buy).toBeUndefined();
    expect(atVes.draft.proof).toBe('f1');
    expect(atVes.replies[0]!.text).toMatch(/^Ahora, la parte en bolívares/);
    expect(atVes.replies[0]!.buttons).toEqual([[{ text: 'Banco Mercantil (VES)', callback_data: 'vacc:9' }]]);
    const vesChosen = converse(atVes.draft, button('vacc:9'), e);
    expect(vesChosen.replies[0]!.text).toMatch(/Monto a transferir: Bs\.\s657,00 en bolívares/);
    // The bolívar share's rate and since when it is in force, on the event's clock.
    expect(vesChosen.replies[0]!.text).toContain(
      'Bs. a 36,5 por dólar, tasa vigente desde el 29 nov 2026, 9:00.',
    );
    expect(vesChosen.replies[1]!.text).toBe(
      'Escribe el número de referencia de tu transferencia en bolívares.',
    );
    const atVesProof = converse(vesChosen.draft, text('BS-777'), e);
    expect(nextStep(atVesProof.draft, flowOf(atVesProof.draft, e))).toBe('ves_proof');
    const buy = converse(atVesProof.draft, { kind: 'photo', fileId: 'f2', image: true }, e);
    expect(buy.buy).toEqual({
      fileId: 'f1',
      vesFileId: 'f2',
      body: {
        name: 'Luisa',
        lastname: null,
        document_type: 'V',
        document: '12345678',
        email: 'luisa@example.com',
        phone: '0412-1234567',
        account_id: 9,
        reference: '00123456',
        ves_account_id: 9,
        ves_reference: 'BS-777',
        lines: [{ ticket_type_id: 1, quantity: 2 }],
      },
    });
    const done = afterPurchase(buy.draft, { ok: true, statusUrl: 'http://x/evento/7/compra/tok' }, e);
    expect(done.draft).toEqual({});
    expect(done.replies[0]!.text).toMatch(/Recibimos tu compra[\s\S]*http:\/\/x\/evento\/7\/compra\/tok/);
  });

  it('lets the buyer pay a split price whole in bolívares where the organiser allows it', () => {
    const e = event({ whole_payment: true });
    const { phone: _, ...atPhone } = ANSWERED;
    const asked = converse(atPhone, button('skip'), e);
    expect(asked.replies[0]!.text).toBe('¿Cómo quieres pagar?');
    expect(asked.replies[0]!.buttons).toEqual([
      [{ text: 'En dos partes: 12,00\u00a0US$ + Bs.\u00a0657,00', callback_data: 'pay:split' }],
      [{ text: 'Todo en dólares: 30,00\u00a0US$', callback_data: 'pay:usd' }],
      [{ text: 'Todo en bolívares: Bs.\u00a01095,00', callback_data: 'pay:ves' }],
    ]);
    expect(converse(asked.draft, text('bolívares'), e).draft.pay_in).toBeUndefined();
    const chosen = converse(asked.draft, button('pay:ves'), e);
    expect(chosen.draft.pay_in).toBe('ves');
    expect(chosen.replies[0]!.text).toBe('Elige la cuenta a la que vas a transferir:');
    const account = converse(chosen.draft, button('acc:9'), e);
    // The whole $30 at 36.5 Bs. per dollar, in one transfer.
    expect(account.replies[0]!.text).toMatch(/Monto a transferir: Bs\.\s1095,00 en bolívares/);
    const atProof = converse(account.draft, text('R9'), e);
    expect(nextStep(atProof.draft, flowOf(atProof.draft, e))).toBe('proof');
    const buy = converse(atProof.draft, { kind: 'photo', fileId: 'f1', image: true }, e);
    expect(buy.buy).toMatchObject({ fileId: 'f1', body: { pay_in: 'ves', account_id: 9, reference: 'R9' } });
  });

  it('buys with the one proof when the whole price is paid in one currency', () => {
    const e = event({ dollar_percent: 100 });
    const atAccount = ANSWERED;
    expect(converse(atAccount, text('x'), e).replies[0]!.text).toMatch(
      /\nElige la cuenta a la que vas a transferir:$/,
    );
    const chosen = converse(atAccount, button('acc:9'), e);
    expect(chosen.replies[0]!.text).toMatch(/Monto a transferir: 30,00\sUS\$ en dólares\./);
    expect(chosen.replies[1]!.text).toBe('Escribe el número de referencia de tu transferencia.');
    const atProof = converse(chosen.draft, text('R1'), e);
    const buy = converse(atProof.draft, { kind: 'photo', fileId: 'f1', image: true }, e);
    expect(buy.buy).toMatchObject({ fileId: 'f1', body: { account_id: 9, reference: 'R1' } });
    expect(buy.buy!.body.ves_reference).toBeUndefined();
  });

  it('asks again with the reason after a wrong answer', () => {
    const e = event();
    const base: Draft = { type_id: 1 };
    expect(converse(base, button('qty:4'), e).replies[0]!.text).toMatch(/entre 1 y 3/);
    expect(converse(base, text('9'), e).draft).toEqual(base);
    const named = { ...base, quantity: 1, name: 'Ana', lastname: 'Díaz' };
    const doc = converse(named, text('J-123'), e);
    expect(doc.draft).toEqual(named);
    expect(doc.replies[0]!.text).toMatch(/cédula debe tener/);
    const withDoc = { ...named, document_type: 'V' as const, document: '12345678' };
    expect(converse(withDoc, text('no es correo'), e).replies[0]!.text).toMatch(/correo no parece válido/);
    const atPhone = { ...withDoc, email: 'a@b.co' };
    expect(converse(atPhone, text('abc'), e).replies[0]!.text).toMatch(/teléfono/);
    const atAccount = { ...atPhone, phone: '' };
    expect(converse(atAccount, text('Mercantil'), e).replies[0]!.text).toMatch(/Usa los botones/);
    const atProof = { ...atAccount, account_id: 9, reference: 'R1' };
    const notPhoto = converse(atProof, text('ya pagué'), e);
    expect(notPhoto.buy).toBeUndefined();
    expect(notPhoto.replies[0]!.text).toMatch(/foto/);
    expect(converse(atProof, { kind: 'photo', fileId: 'x', image: false }, e).buy).toBeUndefined();
  });

  it('resets on /cancelar and refuses when sales are closed', () => {
    const draft: Draft = { type_id: 1, quantity: 2, name: 'Ana' };
    expect(converse(draft, { kind: 'cancel' }, event())).toEqual({
      draft: {},
      replies: [{ text: expect.stringMatching(/cancelada/) }],
    });
    const closed = converse(draft, { kind: 'start' }, event({ on_sale: false }));
    expect(closed.draft).toEqual({});
    expect(closed.replies[0]!.text).toMatch(/ventas de este evento están cerradas/);
  });

  it('does not sell a sold-out type: its button and a stale choice lead back to the card', () => {
    const pressed = converse({}, button('buy:2'), event());
    expect(pressed.draft).toEqual({});
    expect(pressed.replies.at(-1)!.buttons).toEqual([
      [{ text: 'Comprar General – 15,00\u00a0US$', callback_data: 'buy:1' }],
    ]);
    const stale = converse({ type_id: 2, quantity: 1 }, text('Ana'), event());
    expect(stale.replies[0]!.text).toMatch(/«VIP» se agotaron/);
    expect(stale.draft.type_id).toBeUndefined();
  });

  it('asks the step a refused purchase names, keeping the other answers', () => {
    const full: Draft = { ...ANSWERED, account_id: 9, reference: 'R1' };
    const account = afterPurchase(
      full,
      { ok: false, status: 422, message: 'x', fields: { account_id: ['Elija una de las cuentas'] } },
      event(),
    );
    expect(account.draft).toEqual({ ...full, account_id: undefined });
    expect(account.replies[0]!.text).toMatch(
      /Elija una de las cuentas\nEste precio se paga en dos transferencias/,
    );
    // The bolívar part's proof refused (the same picture as the dollar part's): asked again.
    const split: Draft = { ...full, proof: 'f1', ves_account_id: 9, ves_reference: 'B1' };
    const vesProof = afterPurchase(
      split,
      { ok: false, status: 422, message: 'x', fields: { ves_proof: ['Otra imagen'] } },
      event(),
    );
    expect(vesProof.draft).toEqual(split);
    expect(vesProof.replies[0]!.text).toBe(
      'Otra imagen\nEnvía la foto del comprobante de tu transferencia en bolívares.',
    );
    const seats = afterPurchase(full, { ok: false, status: 409, message: 'Solo quedan 1 entradas' }, event());
    expect(nextStep(seats.draft)).toBe('quantity');
    expect(seats.draft.name).toBe('Ana');
    expect(seats.draft.reference).toBeUndefined();
    expect(seats.replies[0]!.text).toMatch(/Solo quedan 1[\s\S]*Cuántas/);
  });

  it('reads back only a well-formed stored draft', () => {
    expect(readDraft({ type_id: 1, name: 'Ana' })).toEqual({ type_id: 1, name: 'Ana' });
    expect(readDraft({ type_id: 'x' })).toEqual({});
    expect(readDraft(null)).toEqual({});
  });
});
