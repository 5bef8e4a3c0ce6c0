import {
  CART_LINES_MAX,
  CART_QUANTITY_MAX,
  type ShopAccountsReply,
  type ShopProduct,
  type ShopProductCard,
  type ShopQuoteReply,
  type ShopStore,
} from '@vitrina/contract';
import { z } from 'zod';
import type { chatWordsIn } from './shop-bot.texts.ts';

/** The bot's words in the shopper's language (their Telegram language, else Spanish). */
type ChatWords = ReturnType<typeof chatWordsIn>;

// What the store bot's conversation keeps per chat (shop_chats.state) and the shapes it speaks:
// the shopper's inputs, the replies, and the store's functions it is handed (the port).

const lineSchema = z.object({
  product_id: z.number().int().positive(),
  quantity: z.number().int().min(1).max(CART_QUANTITY_MAX),
  extra_ids: z.array(z.number().int().positive()).max(20),
});
export type CartLine = z.infer<typeof lineSchema>;

export const CHECKOUT_STEPS = [
  'name',
  'phone',
  'email',
  'where',
  'offer',
  'account',
  'reference',
  'proof',
] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

const checkoutSchema = z.object({
  name: z.string().max(80).optional(),
  phone: z.string().max(30).optional(),
  /** '' when skipped. */
  email: z.string().max(255).optional(),
  /** True once the place is answered (a location, an address, or pick-up). */
  where: z.boolean().optional(),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  address: z.string().max(300).optional(),
  delivery: z.enum(['pickup', 'store', 'company']).optional(),
  company_id: z.number().int().positive().optional(),
  bank_id: z.number().int().positive().optional(),
  /** Cash at pick-up or on delivery, in this currency, instead of a transfer (no reference, no proof). */
  cash_currency: z.enum(['USD', 'VES']).optional(),
  /** The order's total in cents when the account was offered (told again once placed). */
  total_cents: z.number().int().min(0).optional(),
  reference: z.string().max(60).optional(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

const stateSchema = z.object({
  cart: z.array(lineSchema).max(CART_LINES_MAX).default([]),
  /** The product being configured (extras, quantity) before it goes to the cart. */
  pick: lineSchema.optional(),
  /** The list being browsed: what "Más" continues. */
  browse: z
    .object({
      catalogue_id: z.number().int().positive().optional(),
      q: z.string().max(100).optional(),
      cursor: z.string().max(200),
    })
    .optional(),
  /** 'search': the next text is a search; a checkout step: the question asked. */
  step: z.enum(['search', ...CHECKOUT_STEPS]).optional(),
  co: checkoutSchema.default({}),
});
export type ChatState = z.infer<typeof stateSchema>;
/** A stored state, or a fresh one when the row holds anything else. */
export const readState = (raw: unknown): ChatState =>
  stateSchema.safeParse(raw ?? {}).data ?? { cart: [], co: {} };

export type Input =
  | { kind: 'start' }
  /** A promotion's product: its deep link (/start product_<id>) or its button. */
  | { kind: 'product'; id: number }
  | { kind: 'cancel' }
  | { kind: 'text'; text: string }
  | { kind: 'button'; data: string }
  | { kind: 'location'; latitude: number; longitude: number }
  /** A shared contact: its number, and whether it is the sender's own. */
  | { kind: 'contact'; phone: string; own: boolean }
  | { kind: 'photo'; image: boolean };

export type Button = { text: string; callback_data?: string; url?: string };
export type KeyButton = { text: string; request_location?: boolean; request_contact?: boolean };
export type Reply = {
  text: string;
  /** A stored image's file name (uploaded) or an http(s) URL. */
  photo?: string;
  buttons?: Button[][];
  /** A reply keyboard (e.g. sharing the location or the phone). */
  keyboard?: KeyButton[][];
  remove_keyboard?: boolean;
};
export type Outcome = { state: ChatState; replies: Reply[] };

/** What placing the order takes from the chat (the proof is the service's). */
export type BotOrder = {
  name: string;
  phone: string;
  email?: string;
  lines: CartLine[];
  delivery: 'pickup' | 'store' | 'company';
  company_id?: number;
  address?: string;
  latitude?: number;
  longitude?: number;
  payment: 'transfer' | 'cash';
  cash_currency?: 'USD' | 'VES';
  bank_id?: number;
  reference?: string;
};
export type OrderResult =
  | { ok: true; id: number; order_url: string }
  | { ok: false; status: number; message: string; fields?: Record<string, string[]> };

/** The store's data and acts, bound to the update's transaction by the service. */
export type ShopPort = {
  products(q: {
    catalogue_id?: number;
    q?: string;
    cursor?: string;
    per_page: number;
  }): Promise<{ data: ShopProductCard[]; next_cursor: string | null }>;
  /** Undefined when gone (another store's, inactive). */
  product(id: number): Promise<ShopProduct | undefined>;
  /** The offers for the cart to a point (or none: pick-up), or the reason in words. */
  quote(lines: CartLine[], at: { latitude?: number; longitude?: number }): Promise<ShopQuoteReply | string>;
  accounts(): Promise<ShopAccountsReply>;
  /** Why this cart cannot be ordered now, in words (the shop's order check), or null. */
  checkOrder(lines: CartLine[]): Promise<string | null>;
  placeOrder(order: BotOrder): Promise<OrderResult>;
  /** "Lo recibí": why it was refused, or '' when done (the sale's notice tells the shopper). */
  confirmReceipt(billId: number): Promise<string>;
};

export type BotContext = {
  store: ShopStore;
  /** The storefront's address, when the store has one. */
  webUrl: string | null;
  /** The shopper's Telegram first name (the "Usar …" button). */
  firstName: string;
  port: ShopPort;
} & ChatWords;

/** A picture as the outbox sends it: a stored file by name (uploaded), else its URL. */
export function photoOf(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  const stored = /\/api\/files\/([^/?#]+)$/.exec(url);
  return stored ? stored[1] : /^https?:\/\//.test(url) ? url : undefined;
}
