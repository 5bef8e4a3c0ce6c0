import { z } from 'zod';
import { bankSchema, normalizeDocument } from '../banks/bank.ts';
import { DOCUMENT_TYPES } from '../common/enums.ts';
import { emailField, optionalText, phoneField, plainString, requiredText, v } from '../common/fields.ts';
import { idField, intField, intQuery } from '../common/numbers.ts';
import { PER_PAGE_MAX } from '../common/pagination.ts';
import { QUOTE_KINDS, quoteReply } from '../delivery/quote.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { HISTORY_EVENTS } from '../sales/bill.ts';
import { scheduleRange } from '../schedule/schedule.ts';
import { ORDER_BLOCKS } from '../store/readiness.ts';

// The shopper's side of a store (issue 15): the web storefront /tienda/:web_store, server-rendered
// with its JSON twins under /api/shop/{web_store}/…, the checkout every channel uses
// (sales.create), and the private order page /tienda/pedido/:token ('pedido' is a reserved alias).

/** A store's alias in its storefront's address. */
export const webStoreParams = z.object({
  web_store: plainString().min(1, v('invalid')).max(60, v('invalid')),
});
export const shopProductParams = webStoreParams.extend({ id: intQuery({ min: 1 }) });

/** What a shopper sees of a store. */
export const shopStoreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** The store's picture (its 320 px copy for the header). */
  image: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  /** The storefront's alias (null: the store sells only through its chat-bot). */
  web_store: z.string().nullable(),
  /** The chat-bot's username (t.me/<username>), when the store has one. */
  telegram_user_bot: z.string().nullable(),
  /** Opening ranges per weekday (0 Sunday), in the store's time zone; empty: always open. */
  schedule: z.array(scheduleRange),
  /** The store's IANA time zone: its hours, and the times of its orders, read in it. */
  time_zone: z.string(),
  /** Whether the store takes orders right now (its schedule). */
  open_now: z.boolean(),
  /** Whether the store sells at all (membership in force, not suspended). */
  selling: z.boolean(),
  /** What keeps shoppers from ordering here (StoreReadiness); null when they can, hours permitting. */
  orders_blocked_by: z.enum(ORDER_BLOCKS).nullable(),
  /** Bolívares per dollar in force: VES prices = USD × dollar_rate. */
  dollar_rate: z.number(),
  /** When that rate was set (the store's own, or the platform's); null for the default. */
  dollar_rate_at: z.string().nullable(),
  catalogues: z.array(z.object({ id: z.number().int(), name: z.string() })),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
});
export type ShopStore = z.infer<typeof shopStoreSchema>;

/** A product in a list: its first picture's 320 px copy. */
export const shopProductCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** USD. */
  price: z.number(),
  thumb: z.string().nullable(),
  in_stock: z.boolean(),
});
export type ShopProductCard = z.infer<typeof shopProductCardSchema>;

export const shopProductSchema = shopProductCardSchema.extend({
  description: z.string(),
  /** Units left to buy now. */
  stock: z.number().int(),
  images: z.array(z.object({ url: z.string(), thumb: z.string() })),
  extras: z.array(z.object({ id: z.number().int(), name: z.string(), price: z.number() })),
  catalogue_ids: z.array(z.number().int()),
});
export type ShopProduct = z.infer<typeof shopProductSchema>;

export const SHOP_PAGE_SIZE = 24;
/** GET shop/{web_store}/products: a catalogue's or a search's products, keyset-paged. */
export const shopProductsQuery = z.object({
  catalogue_id: intQuery({ min: 1 }).optional(),
  q: optionalText(100),
  cursor: plainString().max(200, v('invalid')).optional(),
  per_page: intQuery({ min: 1, max: PER_PAGE_MAX }).optional(),
});
export type ShopProductsQuery = z.infer<typeof shopProductsQuery>;
export const shopProductsReply = z.object({
  data: z.array(shopProductCardSchema),
  next_cursor: z.string().nullable(),
});
export type ShopProductsReply = z.infer<typeof shopProductsReply>;

/** Most lines in one cart; most units of one line. */
export const CART_LINES_MAX = 50;
export const CART_QUANTITY_MAX = 999;
export const cartLineInput = z.object({
  product_id: idField,
  quantity: intField({ min: 1, max: CART_QUANTITY_MAX, key: 'quantity' }),
  extra_ids: z.array(idField).max(20, v('invalid')).default([]),
});
export type CartLineInput = z.infer<typeof cartLineInput>;
const cartLines = z
  .array(cartLineInput, { error: v('required') })
  .min(1, v('cartEmpty'))
  .max(CART_LINES_MAX, v('cartTooLong'));

const coordinate = (max: number) =>
  z
    .number({ error: v('number') })
    .min(-max, v('invalid'))
    .max(max, v('invalid'));

/** Where the order goes: a place (geo ids) and/or a point (shared location). */
const destinationFields = {
  country_id: idField.optional(),
  state_id: idField.optional(),
  city_id: idField.optional(),
  latitude: coordinate(90).optional(),
  longitude: coordinate(180).optional(),
};

/** POST shop/{web_store}/quote: the ways to get this cart to a place, priced by the server. */
export const shopQuoteBody = z.object({ lines: cartLines, ...destinationFields });
/**
 * POST shop/{web_store}/order-check: whether this cart can be ordered now, asked before the
 * payment step. 409 with the reason (the store may not sell, takes no orders yet, is closed and
 * when it opens, a product short and what is left); the order itself still checks everything.
 */
export const shopOrderCheckBody = z.object({ lines: cartLines });
export type ShopOrderCheckBody = z.infer<typeof shopOrderCheckBody>;
export const shopOrderCheckReply = z.object({
  /** USD of the lines at today's prices. */
  subtotal: z.number(),
});
export type ShopOrderCheckReply = z.infer<typeof shopOrderCheckReply>;
export type ShopQuoteBody = z.infer<typeof shopQuoteBody>;
export const shopQuoteReply = quoteReply.extend({
  /** USD of the lines at today's prices (server's). */
  subtotal: z.number(),
});
export type ShopQuoteReply = z.infer<typeof shopQuoteReply>;

/**
 * How a shopper may pay at checkout: a transfer with its proof; cash at pick-up or on delivery;
 * or a transfer sent later (`later`: the account is chosen now, the reference and the proof are
 * sent from the order page before the order expires), where the store lets unpaid orders expire.
 */
export const CHECKOUT_PAYMENTS = ['transfer', 'cash', 'later'] as const;
export type CheckoutPayment = (typeof CHECKOUT_PAYMENTS)[number];

/** GET shop/{web_store}/accounts: where to transfer, the rate for VES, and whether cash is taken. */
export const shopAccountsReply = z.object({
  dollar_rate: z.number(),
  dollar_rate_at: z.string().nullable(),
  accounts: z.array(bankSchema),
  /** Cash (USD or Bs.) paid at pick-up and/or on delivery. */
  cash: z.object({ pickup: z.boolean(), delivery: z.boolean() }),
  /** Hours a shopper who pays later has to send the proof; null when the store does not offer it. */
  pay_later_hours: z.number().int().nullable(),
});
export type ShopAccountsReply = z.infer<typeof shopAccountsReply>;

/**
 * POST shop/{web_store}/orders (multipart; the proof is the `proof` part, JPEG/PNG/WEBP up to
 * 5 MB): the shopper, the cart, the delivery chosen among the quote's offers, and the transfer.
 * The form's parts are text (`lines` as JSON text), read as this schema's types.
 * Prices, shipping and totals are the server's: nothing here sets an amount.
 */
export const checkoutBody = z
  .object({
    name: requiredText(80),
    lastname: optionalText(80),
    email: emailField,
    phone: phoneField.refine((p) => p !== undefined && p !== null && p !== '', v('required')),
    document_type: z.enum(DOCUMENT_TYPES, { error: v('oneOf') }).optional(),
    document: optionalText(20),
    lines: cartLines,
    delivery: z.enum(QUOTE_KINDS, { error: v('oneOf') }),
    /** The linked company, when `delivery` is 'company'. */
    company_id: idField.optional(),
    address: optionalText(300),
    ...destinationFields,
    /** 'transfer' (the default: an account, a reference and the proof) or 'cash' at pick-up or on delivery. */
    payment: z.enum(CHECKOUT_PAYMENTS, { error: v('oneOf') }).default('transfer'),
    /** The currency the shopper pays cash in; required with 'cash'. */
    cash_currency: z.enum(['USD', 'VES'], { error: v('oneOf') }).optional(),
    /** The account transferred to, and the transfer's reference; required with 'transfer'. */
    bank_id: idField.optional(),
    reference: optionalText(60),
    /** A Telegram Mini App's initData: the order is that Telegram customer's. */
    init_data: optionalText(4096),
    /** The web store's language: the order's news reach the shopper in it. */
    lang: z.enum(LANGUAGES, { error: v('oneOf') }).optional(),
  })
  .superRefine((d, ctx) => {
    if (d.document && d.document_type && normalizeDocument(d.document_type, d.document) === null) {
      const message = d.document_type === 'V' ? v('documentCedula') : v('documentRif');
      ctx.addIssue({ code: 'custom', message, path: ['document'] });
    }
    if (d.document && !d.document_type)
      ctx.addIssue({ code: 'custom', message: v('required'), path: ['document_type'] });
    if (d.delivery === 'company' && d.company_id === undefined)
      ctx.addIssue({ code: 'custom', message: v('required'), path: ['company_id'] });
    if (d.delivery !== 'pickup' && !d.address && d.latitude === undefined)
      ctx.addIssue({ code: 'custom', message: v('required'), path: ['address'] });
    if ((d.latitude === undefined) !== (d.longitude === undefined))
      ctx.addIssue({ code: 'custom', message: v('invalid'), path: ['latitude'] });
    const needed =
      d.payment === 'cash'
        ? (['cash_currency'] as const)
        : d.payment === 'later'
          ? (['bank_id'] as const)
          : (['bank_id', 'reference'] as const);
    for (const key of needed)
      if (d[key] === undefined || d[key] === null || d[key] === '')
        ctx.addIssue({ code: 'custom', message: v('required'), path: [key] });
  })
  .meta({
    description:
      'document needs document_type (6 to 9 digits for a V cédula; 9 with the check digit for a J or R RIF).' +
      " company_id is required when delivery is 'company'; address (or latitude and longitude) unless it is" +
      " 'pickup'; latitude and longitude come together. bank_id and reference are required when payment is" +
      " 'transfer' (with the `proof` part), cash_currency when it is 'cash' (no proof; the store must take" +
      " cash for the chosen delivery, else 422 on payment), bank_id alone when it is 'later' (the reference" +
      ' and the proof follow from the order page; the store must let unpaid orders expire, else 422 on payment).',
  })
  .transform((d) => ({
    ...d,
    document:
      d.document && d.document_type
        ? (normalizeDocument(d.document_type, d.document) ?? d.document)
        : undefined,
  }));
export type CheckoutBody = z.infer<typeof checkoutBody>;
export type CheckoutInput = z.input<typeof checkoutBody>;

export const checkoutReply = z.object({
  message: z.string(),
  id: z.number().int(),
  token: z.string(),
  /** The private order page (also e-mailed). */
  order_url: z.string(),
});
export type CheckoutReply = z.infer<typeof checkoutReply>;

export const orderTokenParams = z.object({
  token: plainString().regex(/^[A-Za-z0-9_-]{20,64}$/, v('invalid')),
});

/**
 * POST shop/orders/{token}/proof (multipart; the picture is the `proof` part): the reference and
 * the proof of the transfer of an order placed to pay later, while it waits for them.
 */
export const orderProofBody = z.object({ reference: requiredText(60) });
export type OrderProofBody = z.infer<typeof orderProofBody>;

/** GET shop/orders/{token}: the shopper's own order. */
export const shopOrderSchema = z.object({
  id: z.number().int(),
  store: z.object({
    name: z.string(),
    web_store: z.string().nullable(),
    telegram_user_bot: z.string().nullable(),
    /** The store's IANA time zone: the order's times read in it. */
    time_zone: z.string(),
  }),
  status: z.number().int(),
  payment_status: z.number().int(),
  /** 'cash': paid in cash at pick-up or on delivery. */
  payment_method: z.string().nullable(),
  channel: z.string(),
  created_at: z.string(),
  items: z.array(
    z.object({
      name: z.string(),
      quantity: z.number().int(),
      unit_price: z.number(),
      extras: z.array(z.object({ name: z.string(), price: z.number() })),
      total: z.number(),
    }),
  ),
  subtotal: z.number(),
  shipping: z.number(),
  total: z.number(),
  payment: z.object({
    currency: z.enum(['USD', 'VES']),
    dollar_rate: z.number().nullable(),
    ves_total: z.number().nullable(),
    bank_name: z.string().nullable(),
    reference: z.string().nullable(),
  }),
  delivery: z.object({
    mode: z.string(),
    company: z.string().nullable(),
    address: z.string().nullable(),
    km: z.number().nullable(),
    /** The courier's photo of the delivery, once delivered. */
    proof: z.string().nullable(),
  }),
  history: z.array(
    z.object({ status: z.number().int(), event: z.enum(HISTORY_EVENTS).nullable(), at: z.string() }),
  ),
  /** When an unpaid order expires if it is not paid (or its cash collected); null when it does not. */
  expires_at: z.string().nullable(),
  /** Whether the order waits for the shopper to send the transfer's reference and proof (paying later). */
  proof_due: z.boolean(),
  /** Whether "Lo recibí" applies now (DELIVERED). */
  can_confirm_receipt: z.boolean(),
  /** The VAPID public key for web push (null when push is not configured). */
  push_key: z.string().nullable(),
});
export type ShopOrder = z.infer<typeof shopOrderSchema>;
export const orderProofReply = z.object({ message: z.string(), data: shopOrderSchema });

/** POST shop/telegram-session: a Mini App's initData, checked, gives the shopper's identity. */
export const miniAppSessionBody = z.object({
  web_store: webStoreParams.shape.web_store,
  init_data: requiredText(4096),
});
export const miniAppSessionReply = z.object({
  customer_id: z.number().int(),
  name: z.string(),
  lastname: z.string(),
});
export type MiniAppSessionReply = z.infer<typeof miniAppSessionReply>;
