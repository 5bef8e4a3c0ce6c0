import {
  type OrderProofBody,
  PURCHASE_STATUS,
  type PushSubscriptionBody,
  type ShopOrder,
} from '@vitrina/contract';
import type { DbOrTx } from '#server/db/client.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import { fileUrl } from '#server/lib/files.ts';
import { idsOf } from '#server/lib/ids.ts';
import { fromCents } from '#server/lib/money.ts';
import { hashSecret } from '#server/lib/tokens.ts';
import { bankSummary } from '#server/modules/banks/banks.service.ts';
import { companyNames } from '#server/modules/delivery/shipment-parties.service.ts';
import { subscribeToOrder } from '#server/modules/push/push.service.ts';
import {
  historyEventOf,
  type SaleRow,
  saleByTokenHash,
  saleLinesAndHistory,
  saleOfStore,
  saleProofDue,
  sendSaleProof,
  shopperReceives,
  unpaidExpiry,
} from '#server/modules/sales/sales.service.ts';
import { storefrontById } from '#server/modules/stores/storefront-stores.service.ts';
import { checkProof } from './checkout.service.ts';
import type { ShopDeps } from './shop.deps.ts';
import { shopTexts } from './shop.texts.ts';

/** The shopper's order as its private page shows it. */
async function orderView(
  db: DbOrTx,
  bill: SaleRow,
  opts: { pushKey: string; platformZone: string },
): Promise<ShopOrder> {
  const [store, { items, history }, bank, companies, expiry, proofDue] = await Promise.all([
    storefrontById(db, bill.storeId),
    saleLinesAndHistory(db, bill.id),
    bill.bankId === null ? undefined : bankSummary(db, bill.bankId),
    companyNames(db, idsOf([bill], 'shippingCompanyId')),
    unpaidExpiry(db, bill),
    saleProofDue(db, bill),
  ]);
  return {
    id: bill.id,
    store: {
      name: store?.name ?? '',
      web_store: store?.webStore ?? null,
      telegram_user_bot: store?.telegramUserBot ?? null,
      time_zone: store?.timeZone ?? opts.platformZone,
    },
    status: bill.status,
    payment_status: bill.paymentStatus,
    payment_method: bill.paymentMethod,
    channel: bill.channel,
    created_at: bill.createdAt.toISOString(),
    items: items.map((i) => ({
      name: i.name,
      quantity: i.quantity,
      unit_price: fromCents(i.unitPriceCents),
      extras: i.extras.map((e) => ({ name: e.name, price: fromCents(e.price_cents) })),
      total: fromCents(i.lineTotalCents),
    })),
    subtotal: fromCents(bill.subtotalCents),
    shipping: fromCents(bill.shippingCents),
    total: fromCents(bill.totalCents),
    payment: {
      currency: bill.paymentCurrency === 'VES' ? 'VES' : 'USD',
      dollar_rate: bill.dollarRate === null ? null : Number(bill.dollarRate),
      ves_total: bill.vesCents === null ? null : fromCents(bill.vesCents),
      bank_name: bank?.bank_name ?? null,
      reference: bill.paymentReference,
    },
    delivery: {
      mode: bill.shippingMode,
      company: companies.get(bill.shippingCompanyId ?? 0) ?? null,
      address: bill.shippingAddress,
      km: bill.shippingKm === null ? null : Number(bill.shippingKm),
      proof: fileUrl(bill.deliveryProof),
    },
    history: history.map((h) => ({
      status: h.toStatus,
      event: historyEventOf(h.event),
      at: h.createdAt.toISOString(),
    })),
    expires_at: expiry?.toISOString() ?? null,
    proof_due: proofDue,
    can_confirm_receipt: bill.status === PURCHASE_STATUS.DELIVERED,
    push_key: opts.pushKey || null,
  };
}

/** DELIVERED → RECEIVED by the shopper; 409 in Spanish when the order is not delivered (yet, or any more). */
async function receive(tx: DbOrTx, bill: SaleRow): Promise<void> {
  if (bill.status !== PURCHASE_STATUS.DELIVERED) throw conflict(shopTexts.notDelivered(bill.id));
  await shopperReceives(tx, bill.storeId, bill.id);
}

/**
 * "Lo recibí" from the store's bot: the customer's own order of that store (404 otherwise), only
 * once DELIVERED (409). Inside the caller's transaction; the caller kicks the outbox.
 */
export async function confirmReceipt(
  tx: DbOrTx,
  who: { storeId: number; customerId: number; billId: number },
): Promise<void> {
  const bill = await saleOfStore(tx, who.storeId, who.billId);
  if (!bill || bill.customerId !== who.customerId) throw notFound();
  await receive(tx, bill);
}

/** The shopper's own order by its private token: read, confirm its receipt, follow it by push. */
export function createOrdersService(
  deps: Pick<ShopDeps, 'db' | 'files' | 'vapidPublicKey' | 'onOutbox' | 'timeZone' | 'publicUrl'>,
) {
  const { db } = deps;
  const view = { pushKey: deps.vapidPublicKey, platformZone: deps.timeZone };
  async function byToken(token: string): Promise<SaleRow> {
    const bill = await saleByTokenHash(db, hashSecret(token));
    if (!bill) throw notFound();
    return bill;
  }
  return {
    order: async (token: string) => orderView(db, await byToken(token), view),

    async received(token: string): Promise<ShopOrder> {
      const bill = await byToken(token);
      await db.transaction((tx) => receive(tx, bill));
      deps.onOutbox();
      return orderView(db, await byToken(token), view);
    },

    /** The transfer's reference and proof of an order placed to pay later (multipart `proof`). */
    async sendProof(token: string, body: OrderProofBody, proof: Buffer | undefined) {
      const picture = checkProof(proof);
      const bill = await byToken(token);
      await db.transaction((tx) =>
        sendSaleProof(tx, deps, bill, { reference: body.reference, proof: picture }),
      );
      deps.onOutbox();
      return { message: shopTexts.proofSent, data: await orderView(db, await byToken(token), view) };
    },

    async follow(token: string, body: PushSubscriptionBody): Promise<void> {
      const bill = await byToken(token);
      await subscribeToOrder(db, bill.id, body);
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
