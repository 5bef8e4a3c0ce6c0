import {
  CASH_METHOD,
  type CartLineInput,
  type Channel,
  type CheckoutBody,
  type CheckoutPayment,
  type CheckoutReply,
  type QuoteOffer,
  takesCash,
} from '@vitrina/contract';
import type { DbOrTx } from '#server/db/client.ts';
import { AppError, errorTexts, invalid } from '#server/lib/errors.ts';
import { MAX_IMAGE_BYTES, sniffImage } from '#server/lib/files.ts';
import { toCents } from '#server/lib/money.ts';
import { hashSecret, newSecret } from '#server/lib/tokens.ts';
import { storeAccount } from '#server/modules/banks/banks.service.ts';
import { updateCustomerContact, upsertWebCustomer } from '#server/modules/customers/customers.service.ts';
import { quoteForStore } from '#server/modules/delivery/quote.service.ts';
import { type NewSale, type SaleShipping, saleSettingsOf } from '#server/modules/sales/sales.service.ts';
import { asSaleLines, destinationOf } from './cart.service.ts';
import { miniAppShopper } from './mini-app.ts';
import type { ShopDeps } from './shop.deps.ts';
import { shopTexts } from './shop.texts.ts';
import { storeOfAlias } from './storefront.service.ts';

/** An order as any channel places it (the storefront's form, the Mini App, the store's bot). */
export type OrderInput = {
  storeId: number;
  customerId: number;
  channel: Channel;
  email?: string | null;
  phone?: string | null;
  lines: CartLineInput[];
  delivery: 'pickup' | 'store' | 'company';
  company_id?: number;
  address?: string | null;
  country_id?: number;
  state_id?: number;
  city_id?: number;
  latitude?: number;
  longitude?: number;
  /** A transfer (the default: the account, its reference and the proof) or cash on pick-up or delivery. */
  payment?: CheckoutPayment;
  cash_currency?: 'USD' | 'VES';
  bank_id?: number;
  reference?: string | null;
  proof?: Buffer;
};

/** What placing an order needs from the shop's deps. */
export type OrderDeps = Pick<ShopDeps, 'sales' | 'storeHost'>;

/** The private page of an order. */
export const orderUrlOf = (storeHost: string, token: string) => `${storeHost}/tienda/pedido/${token}`;

/** The proof must be a picture under 5 MB: checked before anything is stored. */
export function checkProof(proof: Buffer | undefined): Buffer {
  if (!proof || proof.length === 0) throw invalid({ proof: [shopTexts.proofRequired] });
  if (proof.length >= MAX_IMAGE_BYTES) throw new AppError(413, errorTexts.tooLarge);
  if (!sniffImage(proof)) throw invalid({ proof: [errorTexts.imageType] });
  return proof;
}

/** The chosen way to get the order, priced by the server's quote: 422 on `delivery` when unavailable. */
async function shippingOf(tx: DbOrTx, order: OrderInput, subtotalCents: number): Promise<SaleShipping> {
  if (order.delivery === 'pickup') return { mode: 'pickup', feeCents: 0 };
  const quote = await quoteForStore(tx, order.storeId, {
    subtotal_cents: subtotalCents,
    ...destinationOf(order),
  });
  const offer: QuoteOffer | undefined = quote.offers.find(
    (o) => o.kind === order.delivery && (order.delivery !== 'company' || o.company_id === order.company_id),
  );
  if (!offer && order.delivery === 'company') throw invalid({ company_id: [shopTexts.companyNotLinked] });
  if (!offer?.available || offer.price === null) throw invalid({ delivery: [shopTexts.deliveryUnavailable] });
  const priceCents = toCents(offer.price);
  const mode = offer.mode === 'geolocation' ? 'distance' : 'route';
  return {
    mode,
    companyId: offer.company_id ?? undefined,
    address: order.address ?? undefined,
    km: mode === 'distance' && quote.distance_km !== null ? quote.distance_km : undefined,
    // A company that does not charge the shopper ships free for them; the store owes its charge.
    feeCents: offer.charged_to_shopper ? priceCents : 0,
    chargeCents: offer.charged_to_shopper ? undefined : priceCents,
  };
}

/**
 * How the order is paid: cash, when the store takes it for this delivery (422 on `payment`
 * otherwise); a transfer into one of the store's accounts, with its reference and proof; or a
 * transfer to that account sent later, where the store lets unpaid orders expire (the reference
 * and the proof then come from the order page before its deadline).
 */
async function paymentOf(tx: DbOrTx, order: OrderInput): Promise<NewSale['payment']> {
  if (order.payment === 'cash' || order.payment === 'later') {
    const settings = await saleSettingsOf(tx, order.storeId);
    if (order.payment === 'later' && settings.unpaid_order_hours === null)
      throw invalid({ payment: [shopTexts.laterNotTaken] });
    if (order.payment === 'cash') {
      if (!takesCash(settings, order.delivery === 'pickup'))
        throw invalid({ payment: [shopTexts.cashNotTaken] });
      return { currency: order.cash_currency ?? 'USD', method: CASH_METHOD };
    }
  }
  const bank = order.bank_id === undefined ? undefined : await storeAccount(tx, order.storeId, order.bank_id);
  if (!bank) throw invalid({ bank_id: [shopTexts.unknownBank] });
  const transfer = {
    currency: bank.account_type === 'VES' ? 'VES' : 'USD',
    bankId: bank.id,
    method: 'transferencia',
  } as const;
  if (order.payment === 'later') return transfer;
  // The checkout's schema requires the reference of a transfer.
  return { ...transfer, reference: order.reference ?? undefined, proofImage: checkProof(order.proof) };
}

/**
 * Places a shopper's order inside the caller's transaction `tx`: the shop brings its concerns
 * (the account paid into, the delivery offer quoted for the subtotal, the proof, the private
 * token and the confirmation), and the sales module's one recorder decides whether the store
 * may sell now, prices the lines, takes the stock and records the sale. The caller kicks the
 * outbox after committing.
 */
export async function placeOrder(deps: OrderDeps, tx: DbOrTx, order: OrderInput): Promise<CheckoutReply> {
  const payment = await paymentOf(tx, order);
  const token = newSecret();
  const orderUrl = orderUrlOf(deps.storeHost, token);
  const id = await deps.sales.record(tx, {
    storeId: order.storeId,
    customerId: order.customerId,
    channel: order.channel,
    byShopper: true,
    items: asSaleLines(order.lines),
    shipping: (quoteTx, subtotalCents) => shippingOf(quoteTx, order, subtotalCents),
    payment,
    orderTokenHash: hashSecret(token),
    confirmation: { orderUrl, email: order.email },
    contact: { email: order.email, phone: order.phone },
  });
  return { message: shopTexts.received, id, token, order_url: orderUrl };
}

/** The storefront's checkout (web form or Mini App): the shopper, then `placeOrder`, all or nothing. */
export function createCheckoutService(deps: ShopDeps) {
  return {
    async checkout(alias: string, body: CheckoutBody, proof: Buffer | undefined) {
      // The proof is checked before anything is stored; a cash order has none, one paid later not yet.
      const picture = body.payment === 'transfer' ? checkProof(proof) : undefined;
      const store = await storeOfAlias(deps.db, alias);
      const reply = await deps.db.transaction(async (tx) => {
        let customerId: number;
        let channel: Channel = 'web';
        if (body.init_data) {
          const shopper = await miniAppShopper(
            { ...deps, db: tx },
            store.id,
            body.init_data,
            deps.miniAppOrderMaxAgeSec,
          );
          if (!shopper) throw invalid({ init_data: [shopTexts.miniAppRefused] });
          customerId = shopper.customerId;
          channel = 'telegram';
          await updateCustomerContact(tx, customerId, { email: body.email, phone: body.phone });
        } else {
          const customer = await upsertWebCustomer(tx, {
            storeId: store.id,
            email: body.email,
            name: body.name,
            lastname: body.lastname ?? '',
            phone: body.phone || null,
            language: body.lang ?? null,
          });
          customerId = customer.id;
        }
        return placeOrder(deps, tx, { ...body, storeId: store.id, customerId, channel, proof: picture });
      });
      deps.onOutbox();
      return reply;
    },
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
