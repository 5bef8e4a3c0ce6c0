import { CART_QUANTITY_MAX, type ShopProduct } from '@vitrina/contract';
import { toCents } from '#server/lib/money.ts';
import type { BotContext, Button, ChatState, Outcome, Reply } from './shop-bot.state.ts';

// The store bot's menu and cart, shared by the browsing conversation (shop-bot.conversation.ts)
// and the checkout's questions (shop-bot.checkout.ts), which both fall back to them.

/** The main menu: catalogues, search, the cart and the web store. */
export function menu(s: ChatState, ctx: BotContext, text = ctx.t.greeting(ctx.store.name)): Reply {
  const { t } = ctx;
  const buttons: Button[][] = [
    [
      { text: t.catalogues, callback_data: 'cats' },
      { text: t.search, callback_data: 's' },
    ],
    [{ text: t.cart(s.cart.length), callback_data: 'cart' }],
  ];
  if (ctx.webUrl) buttons.push([{ text: t.webStore, url: ctx.webUrl }]);
  return { text, buttons };
}

export const say = (state: ChatState, ...replies: Reply[]): Outcome => ({ state, replies });

/** A line's unit price with its extras, in cents. */
export const unitCents = (p: ShopProduct, extraIds: number[]) =>
  toCents(p.price) +
  p.extras.filter((x) => extraIds.includes(x.id)).reduce((n, x) => n + toCents(x.price), 0);

/** The cart: each line with its total and − / + / ✕, then empty and pay. */
export async function cartView(s: ChatState, ctx: BotContext, note?: string): Promise<Outcome> {
  const { t, usd } = ctx;
  if (s.cart.length === 0) return say(s, menu(s, ctx, note ? `${note}\n${t.emptyCart}` : t.emptyCart));
  const lines: string[] = [];
  const buttons: Button[][] = [];
  let subtotal = 0;
  for (const [i, l] of s.cart.entries()) {
    const p = await ctx.port.product(l.product_id);
    if (!p) {
      lines.push(`${i + 1}. #${l.product_id} — ${t.lineUnavailable}`);
    } else {
      const extras = p.extras.filter((x) => l.extra_ids.includes(x.id)).map((x) => x.name);
      const total = unitCents(p, l.extra_ids) * l.quantity;
      subtotal += total;
      lines.push(
        `${i + 1}. ${l.quantity} × ${p.name}${extras.length ? ` (${extras.join(', ')})` : ''} — ${usd(total)}`,
      );
    }
    buttons.push([
      { text: `${i + 1}: −`, callback_data: `l-:${i}` },
      { text: '+', callback_data: `l+:${i}` },
      { text: '✕', callback_data: `rm:${i}` },
    ]);
  }
  buttons.push([{ text: t.emptyButton, callback_data: 'empty' }], [{ text: t.pay, callback_data: 'pay' }]);
  buttons.push([{ text: t.keepShopping, callback_data: 'cats' }]);
  const text = [note, t.cartTitle, ...lines, '', t.cartTotal(usd(subtotal))].filter((x) => x !== undefined);
  return say(s, { text: text.join('\n'), buttons });
}

/** A press on a cart line (− / + / ✕) or "Vaciar". */
export async function changeCart(s: ChatState, ctx: BotContext, data: string): Promise<Outcome> {
  const { t } = ctx;
  if (data === 'empty') return say({ ...s, cart: [] }, menu({ ...s, cart: [] }, ctx, t.emptied));
  const m = /^(l-|l\+|rm):(\d{1,2})$/.exec(data);
  const i = Number(m?.[2]);
  const line = s.cart[i];
  if (!m || !line) return cartView(s, ctx);
  const quantity = line.quantity + (m[1] === 'l+' ? 1 : m[1] === 'l-' ? -1 : -line.quantity);
  const cart =
    quantity <= 0
      ? s.cart.filter((_, j) => j !== i)
      : s.cart.map((l, j) => (j === i ? { ...l, quantity: Math.min(quantity, CART_QUANTITY_MAX) } : l));
  return cartView({ ...s, cart }, ctx);
}
