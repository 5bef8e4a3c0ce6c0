import {
  allowedBillActions,
  type Bill,
  type BillHistoryEntry,
  type BillRow as BillRowWire,
  type Channel,
  HISTORY_EVENTS,
  type HistoryEvent,
  type PaymentStatus,
  PURCHASE_STATUS,
  type PurchaseStatus,
  shopperTextsIn,
  type TextLanguage,
  textLanguageOf,
} from '@vitrina/contract';
import type { DbOrTx } from '#server/db/client.ts';
import { notFound } from '#server/lib/errors.ts';
import { fileUrl } from '#server/lib/files.ts';
import { idsOf } from '#server/lib/ids.ts';
import { fromCents } from '#server/lib/money.ts';
import { bankSummary } from '#server/modules/banks/banks.service.ts';
import { type CustomerContact, contactsOf, fullName } from '#server/modules/customers/customers.service.ts';
import { courierCards } from '#server/modules/dealers/couriers.service.ts';
import { companyNames } from '#server/modules/delivery/shipment-parties.service.ts';
import { enqueue, enqueueMany } from '#server/modules/outbox/outbox.service.ts';
import { orderRecipientsOf } from '#server/modules/push/push.service.ts';
import { storefrontById } from '#server/modules/stores/storefront-stores.service.ts';
import { userNames } from '#server/modules/users/users.service.ts';
import { partsView } from './sale-parts-view.service.ts';
import type { BillRow } from './sales.repository.ts';
import { orderStatusText } from './sales.texts.ts';
import * as read from './sales-read.repository.ts';

/** A history row's event as the wire names it (null for a plain status change). */
export const historyEventOf = (event: string | null): HistoryEvent | null =>
  (HISTORY_EVENTS as readonly string[]).includes(event ?? '') ? (event as HistoryEvent) : null;

/** A sale as a list row shows it. */
export function toListRow(r: read.BillListRow, customerName: string): BillRowWire {
  return {
    id: r.id,
    channel: r.channel as Channel,
    customer_id: r.customerId,
    customer_name: customerName,
    items_count: Number(r.itemsCount),
    total: fromCents(r.totalCents),
    status: r.status,
    payment_status: r.paymentStatus,
    payment_reference: r.paymentReference,
    payment_method: r.paymentMethod,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

async function customerOf(tx: DbOrTx, bill: BillRow): Promise<CustomerContact> {
  const customer = (await contactsOf(tx, [bill.customerId])).get(bill.customerId);
  // The foreign key keeps a sale's customer; a missing one is a broken database, not a 404.
  if (!customer) throw new Error(`sale ${bill.id}: customer ${bill.customerId} missing`);
  return customer;
}

/** A line of a sale as its pages show it (the sale's and the shipment's). */
export const toItemWire = (i: read.ItemRow): Bill['items'][number] => ({
  id: i.id,
  product_id: i.productId,
  name: i.name,
  quantity: i.quantity,
  unit_price: fromCents(i.unitPriceCents),
  extras: i.extras.map((e) => ({ extra_id: e.extra_id, name: e.name, price: fromCents(e.price_cents) })),
  line_total: fromCents(i.lineTotalCents),
});

/** A sale with its items, history, payment and the warnings a cashier should see. */
export async function saleDetail(tx: DbOrTx, storeId: number, id: number): Promise<Bill> {
  const bill = await read.findBill(tx, storeId, id);
  if (!bill) throw notFound();
  const [customer, items, history, duplicates, bank, companies, couriers, payments] = await Promise.all([
    customerOf(tx, bill),
    read.itemsOf(tx, id),
    historyEntries(tx, id),
    read.duplicatesOf(tx, bill),
    bill.bankId === null ? undefined : bankSummary(tx, bill.bankId),
    companyNames(tx, idsOf([bill], 'shippingCompanyId')),
    courierCards(tx, idsOf([bill], 'deliveryDealerId')),
    partsView(tx, bill),
  ]);
  const sameReference = (ref: string | null) =>
    Boolean(bill.paymentReference && ref?.toLowerCase() === bill.paymentReference.toLowerCase());
  return {
    ...toListRow({ ...bill, itemsCount: items.length }, fullName(customer)),
    contact:
      bill.contactEmail === null && bill.contactPhone === null
        ? null
        : { email: bill.contactEmail, phone: bill.contactPhone },
    customer: {
      id: customer.id,
      name: customer.name,
      lastname: customer.lastname,
      email: customer.email,
      phone: customer.phone,
      username: customer.username,
    },
    items: items.map(toItemWire),
    subtotal: fromCents(bill.subtotalCents),
    shipping: fromCents(bill.shippingCents),
    payment_currency: bill.paymentCurrency as 'USD' | 'VES',
    dollar_rate: bill.dollarRate === null ? null : Number(bill.dollarRate),
    ves_amount: bill.vesCents === null ? null : fromCents(bill.vesCents),
    bank: bank ?? null,
    proof_image: fileUrl(bill.proofImage),
    payments,
    shipping_info: {
      mode: bill.shippingMode as 'pickup' | 'route' | 'distance',
      company_id: bill.shippingCompanyId,
      address: bill.shippingAddress,
      km: bill.shippingKm === null ? null : Number(bill.shippingKm),
      company_name: companies.get(bill.shippingCompanyId ?? 0) ?? null,
      courier: couriers.get(bill.deliveryDealerId ?? 0) ?? null,
      delivery_proof: fileUrl(bill.deliveryProof),
      delivery_note: bill.deliveryNote,
    },
    cancellation_note: bill.cancellationNote,
    history,
    allowed_actions: allowedBillActions({
      status: bill.status as PurchaseStatus,
      payment_status: bill.paymentStatus as PaymentStatus,
      shipping_mode: bill.shippingMode,
      shipping_company_id: bill.shippingCompanyId,
      payment_method: bill.paymentMethod,
    }),
    warnings: {
      same_reference: duplicates.filter((d) => sameReference(d.paymentReference)).map((d) => d.id),
      same_proof: duplicates.filter((d) => bill.proofHash && d.proofHash === bill.proofHash).map((d) => d.id),
    },
  };
}

/**
 * A sale's history as its pages show it: who acted, by name; a delivery company's steps name
 * the company (and its user).
 */
export async function historyEntries(tx: DbOrTx, billId: number): Promise<BillHistoryEntry[]> {
  const history = await read.historyOf(tx, billId);
  const [actors, companies] = await Promise.all([
    userNames(tx, idsOf(history, 'actorUserId')),
    companyNames(tx, idsOf(history, 'actorCompanyId')),
  ]);
  const actorOf = (h: (typeof history)[number]) => {
    const user = h.actorUserId === null ? undefined : actors.get(h.actorUserId);
    const company = h.actorCompanyId === null ? undefined : companies.get(h.actorCompanyId);
    if (company) return user ? `${company} (${user})` : company;
    return user ?? null;
  };
  return history.map((h) => ({
    id: h.id,
    from_status: h.fromStatus,
    to_status: h.toStatus,
    event: historyEventOf(h.event),
    note: h.note,
    actor: actorOf(h),
    created_at: h.createdAt.toISOString(),
  }));
}

/**
 * Tells the shopper on their channel; written in the same transaction as the change. A Telegram
 * order that was just delivered gets a "Lo recibí" button; every device following the order from
 * its private page gets a web push.
 */
export async function noticeShopper(
  tx: DbOrTx,
  bill: BillRow,
  textIn: (lang: TextLanguage) => string,
): Promise<void> {
  const customer = await customerOf(tx, bill);
  // The shopper's language: their Telegram app's, or the web store's when they ordered.
  const lang = textLanguageOf(customer.language);
  const tell = shopperTextsIn(lang);
  const text = textIn(lang);
  if (bill.channel === 'telegram') {
    const delivered = bill.status === PURCHASE_STATUS.DELIVERED;
    await enqueue(tx, {
      channel: 'telegram',
      recipient: customer.externalId,
      botKey: String(bill.storeId),
      customerId: customer.id,
      payload: {
        store_id: bill.storeId,
        text,
        ...(delivered && {
          buttons: [[{ text: tell('orderReceivedButton'), callback_data: `received_${bill.id}` }]],
        }),
      },
    });
  } else if (customer.email) {
    await enqueue(tx, {
      channel: 'email',
      recipient: customer.email,
      payload: { subject: tell('orderNoticeSubject', { id: bill.id }), text },
    });
  }
  const devices = await orderRecipientsOf(tx, bill.id);
  if (devices.length === 0) return;
  const store = await storefrontById(tx, bill.storeId);
  const payload = {
    title: store?.name ?? '',
    body: orderStatusText(bill.status, bill.id, lang),
    tag: `order-${bill.id}`,
    order_id: bill.id,
    status: bill.status,
    // The private link is known only to the shopper (only its hash is kept): the device's service
    // worker remembers it per order_id when it subscribes; this is the fallback.
    url: store?.webStore ? `/tienda/${store.webStore}` : '/tienda/',
  };
  await enqueueMany(
    tx,
    devices.map((d) => ({ channel: 'push' as const, recipient: d, payload })),
  );
}
