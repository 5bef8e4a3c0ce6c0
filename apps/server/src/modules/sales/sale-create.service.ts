import { createHash } from 'node:crypto';
import { type Channel, PAYMENT_STATUS, PURCHASE_STATUS } from '@vitrina/contract';
import type { DbOrTx } from '#server/db/client.ts';
import { AppError, conflict, invalid } from '#server/lib/errors.ts';
import type { FileStore } from '#server/lib/files.ts';
import { fromCents, toCents } from '#server/lib/money.ts';
import { activeExtras, activeProductsOf, takeStock } from '#server/modules/catalog/catalog.service.ts';
import { sellingRefusal } from '#server/modules/licences/membership.service.ts';
import { queueSaleAlert } from '#server/modules/messaging/sale-alerts.service.ts';
import { queueConfirmation } from './sale-confirmation.service.ts';
import * as repo from './sales.repository.ts';
import { saleTexts } from './sales.texts.ts';

/** A sale as a storefront or the chat bot places it. */
export type NewSale = {
  storeId: number;
  customerId: number;
  channel: Channel;
  items: { productId: number; quantity: number; extraIds?: number[] }[];
  shipping: {
    mode: 'pickup' | 'route' | 'distance';
    companyId?: number;
    address?: string;
    km?: number;
    feeCents: number;
    /** The delivery company's charge, when it differs from what the shopper pays (free shipping). */
    chargeCents?: number;
  };
  payment: {
    currency: 'USD' | 'VES';
    /** Bolívares per dollar: required when the shopper pays in VES. */
    dollarRate?: number;
    bankId?: number;
    method?: string;
    reference?: string;
    proofImage?: Buffer;
  };
  /** When the sale happened; now by default (the demo seeds history). */
  at?: Date;
  /** SHA-256 hex of the shopper's private order token (the storefront's checkout, the bot's order). */
  orderTokenHash?: string;
  /** The shopper's confirmation, queued with the sale: its private page (and e-mail, when known). */
  confirmation?: { orderUrl: string; email?: string | null };
};

/** The calendar day of an instant in the stores' time zone. */
export function dayIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** A VES payment is priced at the rate the shopper was shown; without one there is no price. */
function rateOf(payment: NewSale['payment']): number | undefined {
  if (payment.currency !== 'VES') return undefined;
  const rate = payment.dollarRate;
  if (rate === undefined || !Number.isFinite(rate) || rate <= 0) {
    throw invalid({ dollar_rate: [saleTexts.rateRequired] });
  }
  return rate;
}

/** Takes the stock of each line and freezes its price and extras; throws to roll back. */
async function priceLines(tx: DbOrTx, sale: NewSale) {
  const lines = [];
  for (const item of sale.items) {
    const product = await takeStock(tx, sale.storeId, item.productId, item.quantity);
    if (!product) {
      // The same product in another line, or another order took the last units first.
      const left = await activeProductsOf(tx, sale.storeId, [item.productId]);
      const name = left[0]?.name;
      throw conflict(
        name ? saleTexts.soldOut(name, left[0]!.quantity) : saleTexts.outOfStock(item.productId),
      );
    }
    const wanted = [...new Set(item.extraIds ?? [])];
    const chosen = await activeExtras(tx, sale.storeId, item.productId, wanted);
    const unknown = wanted.filter((id) => !chosen.some((e) => e.id === id));
    if (unknown.length > 0) throw invalid({ extras: unknown.map(saleTexts.unknownExtra) });
    const extrasCents = chosen.reduce((s, e) => s + e.priceCents, 0);
    lines.push({
      productId: item.productId,
      name: product.name,
      quantity: item.quantity,
      unitPriceCents: product.priceCents,
      extras: chosen.map((e) => ({ extra_id: e.id, name: e.name, price_cents: e.priceCents })),
      lineTotalCents: (product.priceCents + extrasCents) * item.quantity,
    });
  }
  return lines;
}

/** What recording a sale needs: the handle (the app's database, or a caller's transaction). */
export type SaleRecorderDeps = {
  db: DbOrTx;
  files: FileStore;
  timeZone: string;
  /** The panel's address: a new sale's push opens the sale there. */
  publicUrl?: string;
  onOutbox?: () => void;
};

/** Records a new sale: stock taken, prices frozen, history and rollups written, all or nothing. */
export function createSaleRecorder(deps: SaleRecorderDeps) {
  return (sale: NewSale) => recordSale(deps, sale);
}

/**
 * Records one sale with `deps.db`, which may be a caller's transaction (the sale is then a
 * savepoint of it; the caller kicks the outbox after its commit).
 */
export async function recordSale(deps: SaleRecorderDeps, sale: NewSale): Promise<number> {
  const { db, files } = deps;
  const rate = rateOf(sale.payment);
  const proofBytes = sale.payment.proofImage;
  const proof = proofBytes ? await files.saveImage(proofBytes, 'proof') : undefined;
  try {
    const id = await db.transaction(async (tx) => {
      // A store whose membership ended, or that the admin suspended, takes no new orders.
      const refusal = await sellingRefusal(tx, sale.storeId);
      if (refusal) throw new AppError(409, refusal);
      const lines = await priceLines(tx, sale);
      const subtotal = lines.reduce((s, l) => s + l.lineTotalCents, 0);
      const total = subtotal + sale.shipping.feeCents;
      const at = sale.at ?? new Date();
      const bill = await repo.insertBill(tx, {
        storeId: sale.storeId,
        customerId: sale.customerId,
        channel: sale.channel,
        status: PURCHASE_STATUS.NOT_VERIFIED,
        paymentStatus: PAYMENT_STATUS.NOT_PAID,
        subtotalCents: subtotal,
        shippingCents: sale.shipping.feeCents,
        totalCents: total,
        paymentCurrency: sale.payment.currency,
        dollarRate: rate === undefined ? null : rate.toFixed(4),
        vesCents: rate === undefined ? null : toCents(fromCents(total) * rate),
        bankId: sale.payment.bankId ?? null,
        paymentMethod: sale.payment.method ?? null,
        paymentReference: sale.payment.reference ?? null,
        proofImage: proof?.file ?? null,
        proofHash: proofBytes ? createHash('sha256').update(proofBytes).digest('hex') : null,
        shippingMode: sale.shipping.mode,
        shippingCompanyId: sale.shipping.companyId ?? null,
        deliveryChargeCents: sale.shipping.chargeCents ?? null,
        shippingAddress: sale.shipping.address ?? null,
        shippingKm: sale.shipping.km === undefined ? null : sale.shipping.km.toFixed(2),
        orderTokenHash: sale.orderTokenHash ?? null,
        saleDay: dayIn(deps.timeZone, at),
        createdAt: at,
        updatedAt: at,
      });
      const items = await repo.insertItems(
        tx,
        lines.map((l) => ({ ...l, billId: bill.id })),
      );
      await repo.insertHistory(tx, {
        billId: bill.id,
        fromStatus: null,
        toStatus: bill.status,
        createdAt: at,
      });
      await repo.rollSale(tx, bill, bill.status, bill.paymentStatus, 1);
      await repo.rollItems(tx, bill, items, bill.status, 1);
      // The owner's and cashiers' devices hear of it (historic sales of a bulk load do not).
      if (!sale.at)
        await queueSaleAlert(
          tx,
          { storeId: sale.storeId, billId: bill.id, totalCents: total },
          deps.publicUrl ?? '',
        );
      if (sale.confirmation) await queueConfirmation(tx, bill, items, sale.confirmation);
      return bill.id;
    });
    if (!sale.at) deps.onOutbox?.();
    return id;
  } catch (err) {
    if (proof) await files.remove(proof.file, proof.thumb);
    throw err;
  }
}
