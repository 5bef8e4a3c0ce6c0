import { pickupOffer, type ShopProduct, type ShopStore } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { BOT_PAGE, converse } from './shop-bot.conversation.ts';
import {
  type BotContext,
  type BotOrder,
  type ChatState,
  type Input,
  type OrderResult,
  readState,
} from './shop-bot.state.ts';
import { chatWordsIn } from './shop-bot.texts.ts';

const store: ShopStore = {
  id: 7,
  name: 'Bodega Luz',
  description: '',
  image: null,
  phone: null,
  address: null,
  web_store: 'luz',
  telegram_user_bot: 'luz_bot',
  schedule: [],
  time_zone: 'America/Caracas',
  open_now: true,
  selling: true,
  orders_blocked_by: null,
  dollar_rate: 40,
  dollar_rate_at: '2026-11-29T13:00:00.000Z',
  catalogues: [{ id: 3, name: 'Bebidas' }],
  faqs: [],
};
const product = (id: number, over: Partial<ShopProduct> = {}): ShopProduct => ({
  id,
  name: `Producto ${id}`,
  price: 2.5,
  thumb: `/api/files/p${id}_320.jpg`,
  in_stock: true,
  description: '',
  stock: 4,
  images: [],
  extras: [],
  catalogue_ids: [3],
  ...over,
});
const products = new Map(
  [
    ...Array.from({ length: 7 }, (_, i) => product(i + 1)),
    product(50, { extras: [{ id: 9, name: 'Hielo', price: 0.5 }] }),
  ].map((p) => [p.id, p]),
);

function context(
  orders: BotOrder[],
  result: OrderResult = { ok: true, id: 31, order_url: 'https://t/pedido/x' },
  cash = { pickup: false, delivery: false },
) {
  const ctx: BotContext = {
    store,
    webUrl: 'https://tiendas.test/tienda/luz',
    firstName: 'Ana',
    ...chatWordsIn('es'),
    port: {
      async products(q) {
        const all = [...products.values()].filter((p) => !q.q || p.name.includes(q.q));
        const from = q.cursor ? Number(q.cursor) : 0;
        const data = all.slice(from, from + q.per_page);
        return { data, next_cursor: from + q.per_page < all.length ? String(from + q.per_page) : null };
      },
      product: async (id) => products.get(id),
      quote: async (lines) => ({
        subtotal: lines.reduce((n, l) => n + l.quantity * 2.5, 0),
        distance_km: 3,
        offers: [
          pickupOffer('Retiro'),
          { ...pickupOffer('Propio'), kind: 'store', mode: 'route', available: false, price: null },
          { ...pickupOffer('Rápido'), kind: 'company', company_id: 12, mode: 'geolocation', price: 3 },
        ],
      }),
      checkOrder: async () => null,
      accounts: async () => ({
        dollar_rate: 40,
        dollar_rate_at: '2026-11-29T13:00:00.000Z',
        accounts: [
          {
            id: 5,
            bank_name: 'Banesco',
            account_type: 'VES',
            account_number: '0134',
            owner_full_name: 'Luz',
            owner_idenfication_type: 'V',
            owner_idenfication: '123',
          },
        ],
        cash,
        pay_later_hours: null,
      }),
      async placeOrder(o) {
        orders.push(o);
        return result;
      },
      confirmReceipt: async (id) => (id === 31 ? '' : 'No es tu pedido'),
    },
  };
  return ctx;
}

async function run(ctx: BotContext, inputs: Input[], from: ChatState = readState(undefined)) {
  let state = from;
  let last: Awaited<ReturnType<typeof converse>>['replies'] = [];
  for (const input of inputs) {
    const out = await converse(readState(JSON.parse(JSON.stringify(state))), input, ctx);
    state = out.state;
    last = out.replies;
  }
  return { state, last };
}
const btn = (data: string): Input => ({ kind: 'button', data });
const text = (t: string): Input => ({ kind: 'text', text: t });
const datas = (r: { buttons?: { callback_data?: string }[][] }) =>
  (r.buttons ?? [])
    .flat()
    .map((b) => b.callback_data)
    .filter((d) => d !== undefined);

describe("the store bot's conversation", () => {
  it('greets with the store name, a menu with the cart count and the web store', async () => {
    const { last } = await run(context([]), [{ kind: 'start' }]);
    expect(last[0]!.text).toContain('Bodega Luz');
    expect(last[0]!.buttons!.flat()).toContainEqual({
      text: '🌐 Tienda web',
      url: 'https://tiendas.test/tienda/luz',
    });
    expect(datas(last[0]!)).toEqual(['cats', 's', 'cart']);
  });

  it(`pages a catalogue ${BOT_PAGE} photos at a time, the cursor kept in the state`, async () => {
    const first = await run(context([]), [btn('cats'), btn('c:3')]);
    expect(first.last.filter((r) => r.photo)).toHaveLength(BOT_PAGE);
    expect(first.last[0]).toMatchObject({ photo: 'p1_320.jpg', text: 'Producto 1\n2,50\u00a0US$' });
    expect(datas(first.last.at(-1)!)).toContain('more');
    const second = await run(context([]), [btn('more')], first.state);
    expect(second.last.filter((r) => r.photo).map((r) => r.text.split('\n')[0])).toEqual([
      'Producto 6',
      'Producto 7',
      'Producto 50',
    ]);
    expect(second.state.browse).toBeUndefined();
  });

  it('opens a promotion\'s product as a card with its description and "Agregar", leaving a checkout', async () => {
    const ctx = context([]);
    const promoted = new Map(products);
    promoted.set(60, product(60, { description: 'Fría', stock: 0, in_stock: false }));
    const withPromo = { ...ctx, port: { ...ctx.port, product: async (id: number) => promoted.get(id) } };
    const { state } = await run(withPromo, [btn('p:1'), btn('pay')]);
    const r = await run(withPromo, [{ kind: 'product', id: 50 }], state);
    expect(r.state.step).toBeUndefined();
    expect(r.last[0]).toMatchObject({ text: 'Producto 50\n2,50\u00a0US$', photo: 'p50_320.jpg' });
    expect(datas(r.last[0]!)).toEqual(['p:50', 'menu', 'cart']);
    const pick = await run(withPromo, [btn('p:50')], r.state);
    expect(datas(pick.last[0]!)).toContain('x:9');
    const soldOut = await run(withPromo, [{ kind: 'product', id: 60 }]);
    expect(soldOut.last[0]!.text).toBe('Producto 60\n2,50\u00a0US$\n\nFría\n\n«Producto 60» está agotado.');
    expect(datas(soldOut.last[0]!)).toEqual(['menu', 'cart']);
    const gone = await run(withPromo, [{ kind: 'product', id: 999 }]);
    expect(gone.last[0]!.text).toBe('Ese producto ya no está disponible.');
  });

  it('toggles extras with ✓, changes the quantity within stock and adds the line; the cart totals it', async () => {
    const ctx = context([]);
    const { state, last } = await run(ctx, [
      btn('p:50'),
      btn('x:9'),
      btn('q+'),
      btn('q+'),
      btn('q+'),
      btn('q+'),
    ]);
    expect(last[0]!.text).toContain('Solo quedan 4.');
    expect(last[0]!.buttons!.flat()[0]!.text).toBe('✓ Hielo +0,50\u00a0US$');
    const added = await run(ctx, [btn('add'), btn('p:1'), btn('cart')], state);
    expect(added.state.cart).toEqual([
      { product_id: 50, quantity: 4, extra_ids: [9] },
      { product_id: 1, quantity: 1, extra_ids: [] },
    ]);
    expect(added.last[0]!.text).toContain('4 × Producto 50 (Hielo) — 12,00\u00a0US$');
    expect(added.last[0]!.text).toContain('Subtotal: 14,50\u00a0US$');
    const less = await run(ctx, [btn('rm:0')], added.state);
    expect(less.state.cart).toEqual([{ product_id: 1, quantity: 1, extra_ids: [] }]);
  });

  it('checks out: name, phone, e-mail skipped, location, a company offer, account in Bs., reference, proof', async () => {
    const orders: BotOrder[] = [];
    const ctx = context(orders);
    const { state: cart } = await run(ctx, [btn('p:1'), btn('p:1')]);
    let r = await run(ctx, [btn('pay')], cart);
    expect(datas(r.last[0]!)).toEqual(['usename']);
    r = await run(ctx, [btn('usename'), text('12')], r.state);
    expect(r.last[0]!.text).toContain('Ese teléfono no es válido');
    r = await run(ctx, [text('0412-1234567'), btn('skip')], r.state);
    expect(r.last[0]!.keyboard![0]![0]).toEqual({
      text: '📍 Compartir mi ubicación',
      request_location: true,
    });
    r = await run(ctx, [{ kind: 'location', latitude: 10.5, longitude: -66.9 }], r.state);
    expect(r.last[0]).toMatchObject({ remove_keyboard: true });
    // The unavailable route is not offered.
    expect(datas(r.last[1]!)).toEqual(['o:pickup', 'o:c:12']);
    r = await run(ctx, [btn('o:c:12')], r.state);
    expect(r.last[0]!.text).toContain('Total a pagar: 8,00\u00a0US$');
    // The bolívar amount comes with its rate and since when it is in force, on the store's clock.
    expect(r.last[0]!.text).toMatch(/Bs\. a 40 por dólar, tasa vigente desde el 29 nov 2026, 9:00\./);
    expect(r.last[0]!.buttons![0]![0]!.text).toBe('Banesco — Bs.\u00a0320,00');
    r = await run(ctx, [btn('b:5')], r.state);
    expect(r.last[0]!.text).toContain('Transfiere Bs.\u00a0320,00');
    r = await run(ctx, [text('REF-991'), { kind: 'photo', image: false }], r.state);
    expect(r.last[0]!.text).toContain('Envía el comprobante como foto');
    expect(orders).toEqual([]);
    r = await run(ctx, [{ kind: 'photo', image: true }], r.state);
    expect(orders).toEqual([
      {
        name: 'Ana',
        phone: '0412-1234567',
        lines: [{ product_id: 1, quantity: 2, extra_ids: [] }],
        delivery: 'company',
        company_id: 12,
        latitude: 10.5,
        longitude: -66.9,
        payment: 'transfer',
        bank_id: 5,
        reference: 'REF-991',
      },
    ]);
    expect(r.last[0]!.text).toContain('Pedido #31 recibido. Total: 8,00\u00a0US$');
    expect(r.state.cart).toEqual([]);
  });

  it('offers cash where the store takes it for the delivery, and places the order on the choice', async () => {
    const orders: BotOrder[] = [];
    const ctx = context(orders, undefined, { pickup: true, delivery: false });
    const { state: cart } = await run(ctx, [btn('p:1'), btn('p:1')]);
    const asked = await run(ctx, [btn('pay'), btn('usename'), text('0412-1234567'), btn('skip')], cart);
    // Delivered by the company: this store takes cash only at pick-up, so only the account.
    const far = await run(
      ctx,
      [{ kind: 'location', latitude: 10.5, longitude: -66.9 }, btn('o:c:12')],
      asked.state,
    );
    expect(far.last[0]!.text).toContain('Elige la cuenta');
    expect(datas(far.last[0]!)).toEqual(['b:5']);
    // Picked up: cash in either currency first, then the account.
    const near = await run(
      ctx,
      [{ kind: 'location', latitude: 10.5, longitude: -66.9 }, btn('o:pickup')],
      asked.state,
    );
    expect(near.last[0]!.text).toContain('Elige cómo pagas');
    expect(datas(near.last[0]!)).toEqual(['cash:USD', 'cash:VES', 'b:5']);
    expect(near.last[0]!.buttons![1]![0]!.text).toBe('Efectivo en bolívares — Bs.\u00a0200,00');
    const done = await run(ctx, [btn('cash:VES')], near.state);
    expect(orders).toEqual([
      {
        name: 'Ana',
        phone: '0412-1234567',
        lines: [{ product_id: 1, quantity: 2, extra_ids: [] }],
        delivery: 'pickup',
        latitude: 10.5,
        longitude: -66.9,
        payment: 'cash',
        cash_currency: 'VES',
      },
    ]);
    expect(done.last[0]!.text).toContain('Ten listos Bs.\u00a0200,00 en efectivo');
    expect(done.state).toMatchObject({ cart: [], co: {} });
  });

  it("takes the phone shared with the button (only the sender's own) as well as typed", async () => {
    const ctx = context([]);
    const { state, last } = await run(ctx, [btn('p:1'), btn('pay'), btn('usename')]);
    expect(last[0]!.keyboard).toEqual([[{ text: '📱 Compartir mi teléfono', request_contact: true }]]);
    const other = await run(ctx, [{ kind: 'contact', phone: '584125550199', own: false }], state);
    expect(other.last[0]!.text).toContain('Comparte tu propio teléfono');
    expect(other.state.co.phone).toBeUndefined();
    const own = await run(ctx, [{ kind: 'contact', phone: '584125550101', own: true }], other.state);
    expect(own.state.co.phone).toBe('+584125550101');
    expect(own.last[0]).toEqual({ text: 'Listo, tu teléfono: +584125550101.', remove_keyboard: true });
    expect(own.last[1]!.text).toContain('correo');
  });

  it("asks again the step an order's error is about; a sold-out order goes back to the cart", async () => {
    const orders: BotOrder[] = [];
    const refused = context(orders, {
      ok: false,
      status: 422,
      message: 'x',
      fields: { reference: ['Referencia usada'] },
    });
    const ready: ChatState = {
      cart: [{ product_id: 1, quantity: 1, extra_ids: [] }],
      step: 'proof',
      co: {
        name: 'Ana',
        phone: '0412-1234567',
        email: '',
        where: true,
        delivery: 'pickup',
        bank_id: 5,
        reference: 'R1',
        total_cents: 250,
      },
    };
    const again = await run(refused, [{ kind: 'photo', image: true }], ready);
    expect(again.last[0]!.text).toBe(
      'Referencia usada\nEscribe el número de referencia de tu transferencia.',
    );
    expect(again.state.step).toBe('reference');
    const soldOut = context(orders, { ok: false, status: 409, message: 'Se agotó Producto 1' });
    const back = await run(soldOut, [{ kind: 'photo', image: true }], ready);
    expect(back.last[0]!.text).toContain('Se agotó Producto 1\nTu carrito:');
    expect(back.state.step).toBeUndefined();
    expect(back.state.cart).toHaveLength(1);
  });

  it('/cancelar drops the checkout and keeps the cart; a closed store does not start one', async () => {
    const ctx = context([]);
    const { state } = await run(ctx, [btn('p:1'), btn('pay'), { kind: 'cancel' }]);
    expect(state).toMatchObject({ step: undefined, co: {}, cart: [{ product_id: 1 }] });
    const closedNow = 'La tienda está cerrada en este momento. Abre el lunes a las 08:00.';
    const closed = { ...ctx, port: { ...ctx.port, checkOrder: async () => closedNow } };
    const r = await run(closed, [btn('pay')], state);
    expect(r.last[0]!.text).toContain(closedNow);
    expect(r.state.step).toBeUndefined();
  });

  it('"Lo recibí" is confirmed silently (the sale notices) or refused in words', async () => {
    expect((await run(context([]), [btn('received_31')])).last).toEqual([]);
    expect((await run(context([]), [btn('received_32')])).last).toEqual([{ text: 'No es tu pedido' }]);
  });
});
