import type { CartLineInput, Channel, CheckoutBody, CheckoutReply, QuoteOffer } from '@vitrina/contract';
import type { DbOrTx } from '#server/db/client.ts';
import { AppError, conflict, errorTexts, invalid, notFound } from '#server/lib/errors.ts';
import { MAX_IMAGE_BYTES, sniffImage } from '#server/lib/files.ts';
import { toCents } from '#server/lib/money.ts';
import { hashSecret, newSecret } from '#server/lib/tokens.ts';
import { storeAccount } from '#server/modules/banks/banks.service.ts';
import { updateCustomerContact, upsertWebCustomer } from '#server/modules/customers/customers.service.ts';
import { quoteForStore } from '#server/modules/delivery/quote.service.ts';
import { sellingRefusal } from '#server/modules/licences/membership.service.ts';
import { dollarRateOf } from '#server/modules/licences/plans.service.ts';
import { type NewSale, recordSale } from '#server/modules/sales/sales.service.ts';
import { saleTexts } from '#server/modules/sales/sales.texts.ts';
import { isOpenAt, nextOpening, storeWeek } from '#server/modules/schedule/schedule.service.ts';
import { storefrontById } from '#server/modules/stores/stores.service.ts';
import { destinationOf, priceCart } from './cart.service.ts';
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
  lines: CartLineInput[];
  delivery: 'pickup' | 'store' | 'company';
  company_id?: number;
  address?: string | null;
  country_id?: number;
  state_id?: number;
  city_id?: number;
  latitude?: number;
  longitude?: number;
  bank_id: number;
  reference: string;
  proof: Buffer;
};

/** What placing an order needs: the shop's deps, whose `db` may be the caller's transaction. */
export type OrderDeps = Omit<ShopDeps, 'db'> & { db: DbOrTx };

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
async function shippingOf(
  deps: OrderDeps,
  order: OrderInput,
  subtotalCents: number,
): Promise<NewSale['shipping']> {
  if (order.delivery === 'pickup') return { mode: 'pickup', feeCents: 0 };
  const quote = await quoteForStore(deps.db, order.storeId, {
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
 * Places an order: the store open and selling, the cart priced by the server, the shipping from
 * its quote, the account the store's; then the ONE sale recorder (stock taken conditionally) with
 * the private token's hash and the shopper's confirmation. `deps.db` may be the caller's
 * transaction; the caller kicks the outbox after committing.
 */
export async function placeOrder(deps: OrderDeps, order: OrderInput): Promise<CheckoutReply> {
  const { db } = deps;
  const store = await storefrontById(db, order.storeId);
  if (!store) throw notFound();
  const refusal = await sellingRefusal(db, store.id);
  if (refusal) throw conflict(refusal);
  const week = await storeWeek(db, store.id);
  if (!isOpenAt(week, deps.timeZone)) throw conflict(shopTexts.closed(nextOpening(week, deps.timeZone)));

  const cart = await priceCart(db, store.id, order.lines);
  const wanted = new Map<number, number>();
  for (const l of cart.lines) wanted.set(l.productId, (wanted.get(l.productId) ?? 0) + l.quantity);
  for (const [id, quantity] of wanted) {
    const p = cart.stock.get(id)!;
    if (p.quantity < quantity) throw conflict(saleTexts.soldOut(p.name, Math.max(0, p.quantity)));
  }
  const bank = await storeAccount(db, store.id, order.bank_id);
  if (!bank) throw invalid({ bank_id: [shopTexts.unknownBank] });
  const shipping = await shippingOf(deps, order, cart.subtotalCents);
  const currency = bank.account_type === 'VES' ? 'VES' : 'USD';

  const token = newSecret();
  const orderUrl = orderUrlOf(deps.storeHost, token);
  const id = await recordSale(
    { db, files: deps.files, timeZone: deps.timeZone, publicUrl: deps.publicUrl },
    {
      storeId: store.id,
      customerId: order.customerId,
      channel: order.channel,
      // Stock is taken in product order, so two orders never wait on each other's rows.
      items: [...cart.lines]
        .sort((a, b) => a.productId - b.productId)
        .map((l) => ({ productId: l.productId, quantity: l.quantity, extraIds: l.extraIds })),
      shipping,
      payment: {
        currency,
        dollarRate: currency === 'VES' ? await dollarRateOf(db) : undefined,
        bankId: bank.id,
        method: 'transferencia',
        reference: order.reference,
        proofImage: order.proof,
      },
      orderTokenHash: hashSecret(token),
      confirmation: { orderUrl, email: order.email },
    },
  );
  return { message: shopTexts.received, id, token, order_url: orderUrl };
}

/** The storefront's checkout (web form or Mini App): the shopper, then `placeOrder`, all or nothing. */
export function createCheckoutService(deps: ShopDeps) {
  return {
    async checkout(alias: string, body: CheckoutBody, proof: Buffer | undefined) {
      const picture = checkProof(proof);
      const store = await storeOfAlias(deps.db, alias);
      const reply = await deps.db.transaction(async (tx) => {
        let customerId: number;
        let channel: Channel = 'web';
        if (body.init_data) {
          const shopper = await miniAppShopper({ ...deps, db: tx }, store.id, body.init_data);
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
          });
          customerId = customer.id;
        }
        return placeOrder(
          { ...deps, db: tx },
          { ...body, storeId: store.id, customerId, channel, proof: picture },
        );
      });
      deps.onOutbox();
      return reply;
    },
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
