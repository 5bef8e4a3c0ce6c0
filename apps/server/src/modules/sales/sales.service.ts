import { createHash } from 'node:crypto';
import {
  allowedBillActions,
  BILL_RULES,
  type Bill,
  type BillAction,
  type BillListQuery,
  type BillRow as BillRowWire,
  type Channel,
  PAYMENT_STATUS,
  type Page,
  type PaymentStatus,
  PURCHASE_STATUS,
  type PurchaseStatus,
  REVENUE_STATUSES,
} from '@vitrina/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { type FileStore, fileUrl } from '../../lib/files.ts';
import { fromCents, toCents } from '../../lib/money.ts';
import { storeOf } from '../../lib/tenancy.ts';
import type { Principal } from '../auth/auth.service.ts';
import { extras as extrasTable } from '../catalog/catalog.tables.ts';
import { enqueue } from '../outbox/outbox.repository.ts';
import * as repo from './sales.repository.ts';
import { saleTexts, statusLabel } from './sales.texts.ts';

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
  };
  payment: {
    currency: 'USD' | 'VES';
    dollarRate?: number;
    bankId?: number;
    method?: string;
    reference?: string;
    proofImage?: Buffer;
  };
  /** When the sale happened; now by default (the demo seeds history). */
  at?: Date;
};

const isRevenue = (status: number) => (REVENUE_STATUSES as readonly number[]).includes(status);
const cursorNewest = z.object({ id: z.number().int() });
const cursorUpdated = z.object({ u: z.string(), id: z.number().int() });
const cursorPending = z.object({ p: z.boolean(), id: z.number().int() });

/** The calendar day of an instant in the stores' time zone. */
export function dayIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

function toRow(r: Awaited<ReturnType<typeof repo.pageBills>>[number]): BillRowWire {
  return {
    id: r.id,
    channel: r.channel as Channel,
    customer_id: r.customerId,
    customer_name: r.customerName,
    items_count: Number(r.itemsCount),
    total: fromCents(r.totalCents),
    status: r.status,
    payment_status: r.paymentStatus,
    payment_reference: r.paymentReference,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

export function createSalesService(deps: {
  db: Db;
  files: FileStore;
  timeZone: string;
  onOutbox: () => void;
}) {
  const { db, files } = deps;

  async function detail(tx: DbOrTx, storeId: number, id: number): Promise<Bill> {
    const found = await repo.findBill(tx, storeId, id);
    if (!found) throw notFound();
    const { bill, customer, bank } = found;
    const [items, history, duplicates] = await Promise.all([
      repo.itemsOf(tx, id),
      repo.historyOf(tx, id),
      repo.duplicatesOf(tx, bill),
    ]);
    return {
      id: bill.id,
      channel: bill.channel as Channel,
      customer_id: customer.id,
      customer_name: `${customer.name} ${customer.lastname}`.trim(),
      items_count: items.length,
      total: fromCents(bill.totalCents),
      status: bill.status,
      payment_status: bill.paymentStatus,
      payment_reference: bill.paymentReference,
      created_at: bill.createdAt.toISOString(),
      updated_at: bill.updatedAt.toISOString(),
      customer: {
        id: customer.id,
        name: customer.name,
        lastname: customer.lastname,
        email: customer.email,
        phone: customer.phone,
        username: customer.username,
      },
      items: items.map((i) => ({
        id: i.id,
        product_id: i.productId,
        name: i.name,
        quantity: i.quantity,
        unit_price: fromCents(i.unitPriceCents),
        extras: i.extras.map((e) => ({
          extra_id: e.extra_id,
          name: e.name,
          price: fromCents(e.price_cents),
        })),
        line_total: fromCents(i.lineTotalCents),
      })),
      subtotal: fromCents(bill.subtotalCents),
      shipping: fromCents(bill.shippingCents),
      payment_currency: bill.paymentCurrency as 'USD' | 'VES',
      dollar_rate: bill.dollarRate === null ? null : Number(bill.dollarRate),
      ves_amount: bill.vesCents === null ? null : fromCents(bill.vesCents),
      bank: bank?.id ? { id: bank.id, bank_name: bank.bankName, account_type: bank.accountType } : null,
      payment_method: bill.paymentMethod,
      proof_image: fileUrl(bill.proofImage),
      shipping_info: {
        mode: bill.shippingMode as 'pickup' | 'route' | 'distance',
        company_id: bill.shippingCompanyId,
        address: bill.shippingAddress,
        km: bill.shippingKm === null ? null : Number(bill.shippingKm),
      },
      cancellation_note: bill.cancellationNote,
      history: history.map((h) => ({
        id: h.id,
        from_status: h.fromStatus,
        to_status: h.toStatus,
        note: h.note,
        actor: h.actorName ? `${h.actorName} ${h.actorLastname ?? ''}`.trim() : null,
        created_at: h.createdAt.toISOString(),
      })),
      allowed_actions: allowedBillActions({
        status: bill.status as PurchaseStatus,
        payment_status: bill.paymentStatus as PaymentStatus,
        shipping_mode: bill.shippingMode,
      }),
      warnings: {
        same_reference: duplicates
          .filter(
            (d) =>
              bill.paymentReference &&
              d.paymentReference?.toLowerCase() === bill.paymentReference.toLowerCase(),
          )
          .map((d) => d.id),
        same_proof: duplicates
          .filter((d) => bill.proofHash && d.proofHash === bill.proofHash)
          .map((d) => d.id),
      },
    };
  }

  /** Tells the shopper on their channel; written in the same transaction as the change. */
  async function noticeShopper(
    tx: DbOrTx,
    found: NonNullable<Awaited<ReturnType<typeof repo.findBill>>>,
    text: string,
  ) {
    const { bill, customer } = found;
    if (bill.channel === 'telegram') {
      await enqueue(tx, {
        channel: 'telegram',
        recipient: customer.externalId,
        payload: { store_id: bill.storeId, text },
      });
    } else if (customer.email) {
      await enqueue(tx, {
        channel: 'email',
        recipient: customer.email,
        payload: { subject: `Tu pedido #${bill.id}`, text },
      });
    }
  }

  return {
    async list(principal: Principal, q: BillListQuery): Promise<Page<BillRowWire>> {
      const storeId = storeOf(principal);
      const filter: repo.BillFilter = {
        status: q.status,
        paymentStatus: q.payment_status,
        channel: q.channel,
        from: q.from,
        to: q.to,
        customerIds: q.customer_id ? [q.customer_id] : undefined,
      };
      const search = q.q?.trim();
      if (search) {
        const number = search.replace(/^#/, '');
        if (/^\d+$/.test(number)) filter.id = Number(number);
        else {
          const matching = await repo.customerIdsMatching(db, storeId, search);
          filter.customerIds = filter.customerIds
            ? filter.customerIds.filter((id) => matching.includes(id))
            : matching;
        }
      }
      const limit = q.per_page + 1;
      let rows: Awaited<ReturnType<typeof repo.pageBills>>;
      let next: unknown = null;
      if (q.sort === 'updated') {
        const after = decodeCursor(q.cursor, cursorUpdated);
        rows = await repo.pageBillsByUpdate(
          db,
          storeId,
          filter,
          limit,
          after && { updatedAt: after.u, id: after.id },
        );
        const last = rows[q.per_page - 1];
        if (rows.length > q.per_page && last) next = { u: last.updatedAt.toISOString(), id: last.id };
      } else if (q.sort === 'pending' && q.status === undefined) {
        // Sales waiting for verification first, then the rest; each part newest first.
        const after = decodeCursor(q.cursor, cursorPending) ?? { p: true, id: 0 };
        rows = [];
        if (after.p) {
          const pending = { ...filter, status: PURCHASE_STATUS.NOT_VERIFIED };
          rows = (await repo.pageBills(db, storeId, pending, limit, after.id || undefined)).map((r) => ({
            ...r,
            p: true,
          }));
        }
        if (rows.length < limit) {
          const rest = { ...filter, excludeStatus: PURCHASE_STATUS.NOT_VERIFIED };
          const restAfter = after.p ? undefined : after.id;
          rows = rows.concat(await repo.pageBills(db, storeId, rest, limit - rows.length, restAfter));
        }
        const last = rows[q.per_page - 1];
        if (rows.length > q.per_page && last) {
          next = { p: last.status === PURCHASE_STATUS.NOT_VERIFIED, id: last.id };
        }
      } else {
        const after = decodeCursor(q.cursor, cursorNewest);
        rows = await repo.pageBills(db, storeId, filter, limit, after?.id);
        const last = rows[q.per_page - 1];
        if (rows.length > q.per_page && last) next = { id: last.id };
      }
      const total =
        filter.customerIds || filter.id !== undefined
          ? await repo.countBills(db, storeId, filter)
          : await repo.countFromRollup(db, storeId, filter);
      return {
        data: rows.slice(0, q.per_page).map(toRow),
        meta: { per_page: q.per_page, total, next_cursor: next ? encodeCursor(next) : null },
      };
    },

    get: (principal: Principal, id: number) => detail(db, storeOf(principal), id),

    /** One lifecycle step: a conditional update, its history row, rollups, stock and the shopper's notice. */
    async act(
      principal: Principal,
      id: number,
      action: BillAction,
      note?: string,
    ): Promise<{ message: string; data: Bill }> {
      const storeId = storeOf(principal);
      const rule = BILL_RULES[action];
      const data = await db.transaction(async (tx) => {
        const changed = await repo.transition(tx, storeId, id, {
          from: rule.from,
          pickupOnlyFrom: rule.pickupOnlyFrom,
          notForPickup: rule.notForPickup,
          to: rule.to,
          paymentStatus: rule.pay,
          note: action === 'cancel' ? note : undefined,
        });
        if (!changed) {
          const current = await repo.findBill(tx, storeId, id);
          if (!current) throw notFound();
          throw conflict(saleTexts.notAllowed(id, statusLabel(current.bill.status), action));
        }
        const { bill, oldStatus, oldPaymentStatus } = changed;
        await repo.insertHistory(tx, {
          billId: id,
          actorUserId: principal.userId,
          fromStatus: oldStatus,
          toStatus: bill.status,
          note: action === 'cancel' ? (note ?? null) : null,
        });
        await repo.rollSale(tx, bill, oldStatus, oldPaymentStatus, -1);
        await repo.rollSale(tx, bill, bill.status, bill.paymentStatus, 1);
        const items = await repo.itemsOf(tx, id);
        await repo.rollItems(tx, bill, items, oldStatus, -1);
        await repo.rollItems(tx, bill, items, bill.status, 1);
        if (isRevenue(oldStatus) !== isRevenue(bill.status))
          await repo.rollCustomer(tx, bill, isRevenue(bill.status) ? 1 : -1);
        if (bill.status === PURCHASE_STATUS.CANCELLED || bill.status === PURCHASE_STATUS.REJECTED) {
          await repo.returnStock(tx, items);
        }
        const found = await repo.findBill(tx, storeId, id);
        await noticeShopper(tx, found!, saleTexts.shopperNotice(action, id, note));
        return detail(tx, storeId, id);
      });
      deps.onOutbox();
      return { message: saleTexts.success[action], data };
    },

    /** Records a new sale: stock taken, prices frozen, history and rollups written, all or nothing. */
    async create(sale: NewSale): Promise<number> {
      const proof = sale.payment.proofImage
        ? await files.saveImage(sale.payment.proofImage, 'proof')
        : undefined;
      try {
        return await db.transaction(async (tx) => {
          const lines = [];
          for (const item of sale.items) {
            const product = await repo.takeStock(tx, sale.storeId, item.productId, item.quantity);
            if (!product) throw new AppError(409, saleTexts.outOfStock(item.productId));
            const chosen = item.extraIds?.length
              ? await tx
                  .select({ id: extrasTable.id, name: extrasTable.name, priceCents: extrasTable.priceCents })
                  .from(extrasTable)
                  .where(and(eq(extrasTable.storeId, sale.storeId), inArray(extrasTable.id, item.extraIds)))
              : [];
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
          const subtotal = lines.reduce((s, l) => s + l.lineTotalCents, 0);
          const total = subtotal + sale.shipping.feeCents;
          const at = sale.at ?? new Date();
          const rate = sale.payment.currency === 'VES' ? (sale.payment.dollarRate ?? 1) : undefined;
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
            proofHash: sale.payment.proofImage
              ? createHash('sha256').update(sale.payment.proofImage).digest('hex')
              : null,
            shippingMode: sale.shipping.mode,
            shippingCompanyId: sale.shipping.companyId ?? null,
            shippingAddress: sale.shipping.address ?? null,
            shippingKm: sale.shipping.km === undefined ? null : sale.shipping.km.toFixed(2),
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
          return bill.id;
        });
      } catch (err) {
        if (proof) await files.remove(proof.file, proof.thumb);
        throw err;
      }
    },
  };
}
export type SalesService = ReturnType<typeof createSalesService>;
