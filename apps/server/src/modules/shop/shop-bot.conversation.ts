import { CART_LINES_MAX, CART_QUANTITY_MAX, type ShopProduct } from '@vitrina/contract';
import { toCents } from '#server/lib/money.ts';
import { cartView, changeCart, menu, say, unitCents } from './shop-bot.cart.ts';
import { answerCheckout, beginCheckout, cancelCheckout } from './shop-bot.checkout.ts';
import {
  type BotContext,
  type Button,
  type CartLine,
  type ChatState,
  type Input,
  type Outcome,
  photoOf,
  type Reply,
} from './shop-bot.state.ts';

// Ordering in a store bot's chat: the menu, catalogues and search, a product's extras and
// quantity, the cart; the checkout's questions are shop-bot.checkout.ts. The state is the
// chat's (shop_chats); the store's data and acts come through the context's port.

/** Products per page of a list ("Más ▶" shows the next). */
export const BOT_PAGE = 5;

/** One page of a catalogue or a search: a photo card per product, then "Más ▶" when there is more. */
async function list(
  s: ChatState,
  ctx: BotContext,
  browse: NonNullable<ChatState['browse']>,
): Promise<Outcome> {
  const { t, usd } = ctx;
  const page = await ctx.port.products({
    ...(browse.catalogue_id ? { catalogue_id: browse.catalogue_id } : {}),
    ...(browse.q ? { q: browse.q } : {}),
    ...(browse.cursor ? { cursor: browse.cursor } : {}),
    per_page: BOT_PAGE,
  });
  if (page.data.length === 0) return say({ ...s, browse: undefined }, menu(s, ctx, t.noProducts));
  const cards = page.data.map(
    (p): Reply => ({
      text: `${p.name}\n${usd(toCents(p.price))}${p.in_stock ? '' : `\n${t.soldOut(p.name)}`}`,
      ...(photoOf(p.thumb) ? { photo: photoOf(p.thumb) } : {}),
      ...(p.in_stock ? { buttons: [[{ text: t.add, callback_data: `p:${p.id}` }]] } : {}),
    }),
  );
  const next = page.next_cursor ? { ...browse, cursor: page.next_cursor } : undefined;
  const tail: Reply = next
    ? { text: t.moreHint, buttons: [[{ text: t.more, callback_data: 'more' }], [menuButton(s, ctx)]] }
    : { ...menu(s, ctx, t.listEnd) };
  return say({ ...s, browse: next }, ...cards, tail);
}
const menuButton = (s: ChatState, ctx: BotContext): Button => ({
  text: ctx.t.cart(s.cart.length),
  callback_data: 'cart',
});

/** The product being configured: extras as toggles (✓), quantity − / +, and "Agregar al carrito". */
function pickCard(ctx: BotContext, p: ShopProduct, pick: CartLine, note?: string): Reply {
  const { t, usd } = ctx;
  const total = usd(unitCents(p, pick.extra_ids) * pick.quantity);
  const text = t.pick(p.name, usd(toCents(p.price)), pick.quantity, total);
  return {
    text: note ? `${note}\n${text}` : text,
    ...(photoOf(p.images[0]?.thumb ?? p.thumb) ? { photo: photoOf(p.images[0]?.thumb ?? p.thumb) } : {}),
    buttons: [
      ...p.extras.map((x) => [
        {
          text: `${pick.extra_ids.includes(x.id) ? '✓ ' : ''}${x.name} +${usd(toCents(x.price))}`,
          callback_data: `x:${x.id}`,
        },
      ]),
      [
        { text: '−', callback_data: 'q-' },
        { text: String(pick.quantity), callback_data: 'q' },
        { text: '+', callback_data: 'q+' },
      ],
      [{ text: t.addToCart, callback_data: 'add' }],
    ],
  };
}

/** Adds the configured line (the same product and extras add up). */
function addToCart(s: ChatState, ctx: BotContext, p: ShopProduct, pick: CartLine): Outcome {
  const { t } = ctx;
  const same = (l: CartLine) =>
    l.product_id === pick.product_id && [...l.extra_ids].sort().join() === [...pick.extra_ids].sort().join();
  const found = s.cart.find(same);
  if (!found && s.cart.length >= CART_LINES_MAX) return say(s, menu(s, ctx, t.cartFull));
  const cart = found
    ? s.cart.map((l) =>
        same(l) ? { ...l, quantity: Math.min(CART_QUANTITY_MAX, l.quantity + pick.quantity) } : l,
      )
    : [...s.cart, pick];
  const next = { ...s, cart, pick: undefined };
  return say(next, {
    text: t.added(p.name, pick.quantity, cart.length),
    buttons: [
      [{ text: t.viewCart, callback_data: 'cart' }],
      [{ text: t.keepShopping, callback_data: next.browse ? 'more' : 'cats' }],
    ],
  });
}

/** A product's button: straight to the cart when it has no extras, else its extras first. */
async function pickProduct(s: ChatState, ctx: BotContext, id: number): Promise<Outcome> {
  const { t } = ctx;
  const p = await ctx.port.product(id);
  if (!p) return say(s, menu(s, ctx, t.productGone));
  if (p.stock <= 0) return say(s, menu(s, ctx, t.soldOut(p.name)));
  const pick = { product_id: p.id, quantity: 1, extra_ids: [] };
  if (p.extras.length === 0) return addToCart(s, ctx, p, pick);
  return say({ ...s, pick }, pickCard(ctx, p, pick));
}

/** A promotion's product: its card (photo, price, description) with "Agregar", as browsing offers it. */
async function showProduct(s: ChatState, ctx: BotContext, id: number): Promise<Outcome> {
  const { t, usd } = ctx;
  const p = await ctx.port.product(id);
  if (!p) return say(s, menu(s, ctx, t.productGone));
  const photo = photoOf(p.images[0]?.thumb ?? p.thumb);
  const about = p.description.trim().slice(0, 700);
  const text = [`${p.name}\n${usd(toCents(p.price))}`, about, p.stock > 0 ? '' : t.soldOut(p.name)]
    .filter(Boolean)
    .join('\n\n');
  const buttons: Button[][] = [[{ text: t.menu, callback_data: 'menu' }, menuButton(s, ctx)]];
  if (p.stock > 0) buttons.unshift([{ text: t.add, callback_data: `p:${p.id}` }]);
  return say(s, { text, ...(photo ? { photo } : {}), buttons });
}

/** A press on the product being configured: an extra toggled, the quantity, or "add". */
async function changePick(s: ChatState, ctx: BotContext, data: string): Promise<Outcome> {
  const { t } = ctx;
  if (!s.pick) return say(s, menu(s, ctx, t.unknown));
  const p = await ctx.port.product(s.pick.product_id);
  if (!p || p.stock <= 0) return say({ ...s, pick: undefined }, menu(s, ctx, t.productGone));
  let pick = s.pick;
  const extra = Number(/^x:(\d{1,9})$/.exec(data)?.[1]);
  if (p.extras.some((x) => x.id === extra))
    pick = {
      ...pick,
      extra_ids: pick.extra_ids.includes(extra)
        ? pick.extra_ids.filter((x) => x !== extra)
        : [...pick.extra_ids, extra],
    };
  let note: string | undefined;
  if (data === 'q+' || data === 'q-') {
    const wanted = pick.quantity + (data === 'q+' ? 1 : -1);
    const quantity = Math.max(1, Math.min(wanted, p.stock, CART_QUANTITY_MAX));
    if (wanted > p.stock) note = t.onlyLeft(p.stock);
    pick = { ...pick, quantity };
  }
  if (data === 'add') return addToCart(s, ctx, p, pick);
  return say({ ...s, pick }, pickCard(ctx, p, pick, note));
}

const idIn = (data: string, prefix: string) => {
  const m = new RegExp(`^${prefix}(\\d{1,9})$`).exec(data);
  return m ? Number(m[1]) : undefined;
};

/** One input of the shopper: the next state and the replies. */
export async function converse(s: ChatState, input: Input, ctx: BotContext): Promise<Outcome> {
  const { t } = ctx;
  if (input.kind === 'cancel') return cancelCheckout(s, ctx);
  if (input.kind === 'start') return say({ ...s, step: undefined, pick: undefined }, menu(s, ctx));
  if (input.kind === 'product') return showProduct({ ...s, step: undefined, pick: undefined }, ctx, input.id);
  if (input.kind === 'button') {
    const d = input.data;
    const billId = idIn(d, 'received_');
    if (billId !== undefined) {
      const words = await ctx.port.confirmReceipt(billId);
      return words ? say(s, { text: words }) : say(s);
    }
    const leave = { ...s, step: s.step === 'search' ? undefined : s.step };
    if (d === 'menu') return say(leave, menu(s, ctx));
    if (d === 'cats') {
      const cats = ctx.store.catalogues;
      if (cats.length === 0) return say(leave, menu(s, ctx, t.noCatalogues));
      const buttons = cats.slice(0, 50).map((c) => [{ text: c.name, callback_data: `c:${c.id}` }]);
      return say(leave, { text: t.chooseCatalogue, buttons });
    }
    const catalogueId = idIn(d, 'c:');
    if (catalogueId !== undefined) return list(leave, ctx, { catalogue_id: catalogueId, cursor: '' });
    if (d === 'more') return s.browse ? list(leave, ctx, s.browse) : say(leave, menu(s, ctx));
    if (d === 's') return say({ ...s, step: 'search' }, { text: t.askSearch });
    const productId = idIn(d, 'p:');
    if (productId !== undefined) return pickProduct(leave, ctx, productId);
    if (/^(x:\d{1,9}|q[+-]?|add)$/.test(d)) return changePick(leave, ctx, d);
    if (d === 'cart') return cartView(leave, ctx);
    if (d === 'empty' || /^(l-|l\+|rm):\d{1,2}$/.test(d)) return changeCart(leave, ctx, d);
    if (d === 'pay') return beginCheckout(leave, ctx);
  }
  if (s.step && s.step !== 'search') return answerCheckout(s, input, ctx);
  if (input.kind === 'text' && !input.text.startsWith('/')) {
    const q = input.text.trim().slice(0, 100);
    if (q) return list({ ...s, step: undefined }, ctx, { q, cursor: '' });
  }
  return say({ ...s, step: undefined }, menu(s, ctx, t.unknown));
}
