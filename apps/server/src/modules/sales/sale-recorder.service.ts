import { createHash } from 'node:crypto';
import { type Channel, PAYMENT_STATUS, PURCHASE_STATUS } from '@vitrina/contract';
import type { DbOrTx } from '#server/db/client.ts';
import { dayIn } from '#server/lib/days.ts';
import { conflict, invalid } from '#server/lib/errors.ts';
import { fromCents, toCents } from '#server/lib/money.ts';
import { sellingRefusal } from '#server/modules/licences/membership.service.ts';
import { storeRateInForce } from '#server/modules/licences/store-rate.service.ts';
import { isOpenAt, nextOpening, storeWeek } from '#server/modules/schedule/schedule.service.ts';
import type { FileStore } from '#server/modules/storage/file-store.ts';
import { storeTimeZone } from '#server/modules/stores/stores.service.ts';
import { queueSaleAlert } from './sale-alerts.service.ts';
import { queueConfirmation } from './sale-confirmation.service.ts';
import { type SaleLineInput, takeLines } from './sale-lines.service.ts';
import * as repo from './sales.repository.ts';
import { saleTexts } from './sales.texts.ts';

/** How the order reaches the shopper, and what it costs. */
export type SaleShipping = {
  mode: 'pickup' | 'route' | 'distance';
  companyId?: number;
  address?: string;
  km?: number;
  feeCents: number;
  /** The delivery company's charge, when it differs from what the shopper pays (free shipping). */
  chargeCents?: number;
};

/**
 * A sale as a channel asks for it. The channel brings its own concerns (the shopper, the way
 * the order travels, the account paid into, the proof); the recorder decides the rest.
 */
export type NewSale = {
  storeId: number;
  customerId: number;
  channel: Channel;
  items: SaleLineInput[];
  /** Fixed, or the channel's quote for the subtotal once the lines are priced. */
  shipping: SaleShipping | ((tx: DbOrTx, subtotalCents: number) => Promise<SaleShipping>);
  payment: {
    currency: 'USD' | 'VES';
    /** Bolívares per dollar. A shopper's order is priced at the day's rate and leaves it out. */
    dollarRate?: number;
    bankId?: number;
    method?: string;
    reference?: string;
    proofImage?: Buffer;
  };
  /**
   * A shopper's order (web store, Mini App, store bot): the store must be open now and a VES
   * payment takes the day's rate. A sale the store records itself (the panel, an import, the
   * demo's history) states its rate and is not bound by its hours.
   */
  byShopper?: boolean;
  /** When the sale happened; now by default (the demo seeds history). */
  at?: Date;
  /** SHA-256 hex of the shopper's private order token (the storefront's checkout, the bot's order). */
  orderTokenHash?: string;
  /** The shopper's confirmation, queued with the sale: its private page (and e-mail, when known). */
  confirmation?: { orderUrl: string; email?: string | null };
  /** The contact the shopper gave with this order, kept on the sale as given. */
  contact?: { email?: string | null; phone?: string | null };
};

/** What recording a sale needs from the app. */
export type SaleRecorderDeps = {
  files: FileStore;
  /** The platform's zone (config.timeZone), a store's until it sets its own. */
  timeZone: string;
  /** The panel's address: a new sale's push opens the sale there. */
  publicUrl?: string;
};

/** A VES payment a store records must state a positive rate; without one there is no price. */
function statedRate(payment: NewSale['payment']): number | undefined {
  const rate = payment.dollarRate;
  if (rate === undefined || !Number.isFinite(rate) || rate <= 0) {
    throw invalid({ dollar_rate: [saleTexts.rateRequired] });
  }
  return rate;
}

/**
 * Whether a store may sell now, as the recorder decides it and the storefront shows it: `refusal`
 * (why not, in Spanish: the store missing or suspended, its membership ended) and whether its
 * week's hours have it open, read in the store's time zone (`platformZone` unless it set one).
 */
export async function sellingState(db: DbOrTx, storeId: number, platformZone: string) {
  const [refusal, week, timeZone] = await Promise.all([
    sellingRefusal(db, storeId),
    storeWeek(db, storeId),
    storeTimeZone(db, storeId, platformZone),
  ]);
  return { refusal, week, timeZone, openNow: isOpenAt(week, timeZone) };
}

/**
 * Why the store may not take a shopper's order now, or null, from its selling state: its standing
 * (membership, suspension), then its hours. The recorder refuses with it, and the shop asks it
 * before the shopper pays.
 */
export function refusalOf(state: Awaited<ReturnType<typeof sellingState>>): string | null {
  const { refusal, week, openNow, timeZone } = state;
  return refusal ?? (openNow ? null : saleTexts.closed(nextOpening(week, timeZone)));
}

/**
 * Refuses (409) a sale the store may not take now; a shopper's order also needs the store open.
 * Answers the store's time zone, read on the way (the sale's day is counted in it).
 */
async function mayStoreSell(tx: DbOrTx, deps: SaleRecorderDeps, sale: NewSale): Promise<string> {
  const [refusal, timeZone] = sale.byShopper
    ? await sellingState(tx, sale.storeId, deps.timeZone).then((s) => [refusalOf(s), s.timeZone] as const)
    : await Promise.all([sellingRefusal(tx, sale.storeId), storeTimeZone(tx, sale.storeId, deps.timeZone)]);
  if (refusal) throw conflict(refusal);
  return timeZone;
}

/**
 * The one sale recorder of every channel: decides whether the store may sell now, prices the
 * lines and takes their stock, freezes the dollar rate, then writes the sale, its lines, its
 * first history row, the rollups and the notices (the owner's alert, the shopper's
 * confirmation). Runs on `tx`, which must be a transaction: a refusal thrown at any step rolls
 * back all of it. The caller kicks the outbox after its commit.
 */
export async function recordSale(tx: DbOrTx, deps: SaleRecorderDeps, sale: NewSale): Promise<number> {
  const vesStated = sale.payment.currency === 'VES' && !sale.byShopper;
  const stated = vesStated ? statedRate(sale.payment) : undefined;
  const timeZone = await mayStoreSell(tx, deps, sale);
  const lines = await takeLines(tx, sale.storeId, sale.items);
  const subtotal = lines.reduce((s, l) => s + l.lineTotalCents, 0);
  const shipping = typeof sale.shipping === 'function' ? await sale.shipping(tx, subtotal) : sale.shipping;
  const rate =
    sale.payment.currency !== 'VES' ? undefined : (stated ?? (await storeRateInForce(tx, sale.storeId)).rate);
  const total = subtotal + shipping.feeCents;
  const at = sale.at ?? new Date();

  const proofBytes = sale.payment.proofImage;
  const proof = proofBytes ? await deps.files.saveImage(proofBytes, 'proof', { private: true }) : undefined;
  try {
    const bill = await repo.insertBill(tx, {
      storeId: sale.storeId,
      customerId: sale.customerId,
      channel: sale.channel,
      status: PURCHASE_STATUS.NOT_VERIFIED,
      paymentStatus: PAYMENT_STATUS.NOT_PAID,
      subtotalCents: subtotal,
      shippingCents: shipping.feeCents,
      totalCents: total,
      paymentCurrency: sale.payment.currency,
      dollarRate: rate === undefined ? null : rate.toFixed(4),
      vesCents: rate === undefined ? null : toCents(fromCents(total) * rate),
      bankId: sale.payment.bankId ?? null,
      paymentMethod: sale.payment.method ?? null,
      paymentReference: sale.payment.reference ?? null,
      proofImage: proof?.file ?? null,
      proofHash: proofBytes ? createHash('sha256').update(proofBytes).digest('hex') : null,
      shippingMode: shipping.mode,
      shippingCompanyId: shipping.companyId ?? null,
      deliveryChargeCents: shipping.chargeCents ?? null,
      shippingAddress: shipping.address ?? null,
      shippingKm: shipping.km === undefined ? null : shipping.km.toFixed(2),
      orderTokenHash: sale.orderTokenHash ?? null,
      contactEmail: sale.contact?.email?.trim().toLowerCase() || null,
      contactPhone: sale.contact?.phone?.trim() || null,
      saleDay: dayIn(timeZone, at),
      createdAt: at,
      updatedAt: at,
    });
    const items = await repo.insertItems(
      tx,
      lines.map((l) => ({ ...l, billId: bill.id })),
    );
    await repo.insertHistory(tx, { billId: bill.id, fromStatus: null, toStatus: bill.status, createdAt: at });
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
  } catch (err) {
    if (proof) await deps.files.remove(proof.file, proof.thumb);
    throw err;
  }
}
