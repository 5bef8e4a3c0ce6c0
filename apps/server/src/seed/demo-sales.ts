import { PAYMENT_STATUS, PURCHASE_STATUS as S } from '@vitrina/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { dayIn } from '#server/lib/days.ts';
import { banks } from '#server/modules/banks/banks.tables.ts';
import { products } from '#server/modules/catalog/catalog.tables.ts';
import { customers } from '#server/modules/customers/customers.tables.ts';
import * as sales from '#server/modules/sales/sales.repository.ts';
import { rebuildSalesRollups } from '#server/modules/sales/sales.service.ts';
import { prng } from './random.ts';

const DAYS = 90;
const HOUR = 3_600_000;

/**
 * Ninety days of a busy bodegón: about 25 sales a day on both channels, each taken through
 * its lifecycle the way the store would have (older sales are settled, recent ones are still
 * being worked), with their history. Rollups are rebuilt from the result in the same
 * transaction. Historical sales do not touch today's stock.
 */
export async function seedDemoSales(
  tx: DbOrTx,
  opts: { storeId: number; staffUserIds: number[]; timeZone: string; now: Date },
): Promise<number> {
  const { storeId, timeZone, now } = opts;
  const random = prng(2_090);
  const catalogue = await tx
    .select({ id: products.id, name: products.name, priceCents: products.priceCents })
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.active, true)));
  const buyers = await tx
    .select({ id: customers.id, channel: customers.channel })
    .from(customers)
    .where(eq(customers.storeId, storeId));
  const accounts = await tx
    .select({ id: banks.id, accountType: banks.accountType })
    .from(banks)
    .where(eq(banks.storeId, storeId));
  if (catalogue.length === 0 || buyers.length === 0) return 0;

  type Plan = {
    bill: sales.NewBill;
    items: {
      productId: number;
      name: string;
      quantity: number;
      unitPriceCents: number;
      lineTotalCents: number;
    }[];
    steps: { from: number; to: number; at: Date; note: string | null }[];
  };
  const plans: Plan[] = [];
  for (let daysAgo = DAYS - 1; daysAgo >= 0; daysAgo--) {
    const perDay = random.int(18, 32);
    for (let n = 0; n < perDay; n++) {
      const createdAt = new Date(
        now.getTime() - daysAgo * 24 * HOUR - random.int(0, 11) * HOUR - random.int(0, 59) * 60_000,
      );
      if (createdAt > now) continue;
      const buyer = random.pick(buyers);
      const lines = Array.from({ length: random.int(1, 4) }, () => {
        const product = random.pick(catalogue);
        const quantity = random.int(1, 3);
        return {
          productId: product.id,
          name: product.name,
          quantity,
          unitPriceCents: product.priceCents,
          lineTotalCents: product.priceCents * quantity,
        };
      });
      const pickup = random.next() < 0.3;
      const shippingCents = pickup ? 0 : random.int(100, 450);
      const subtotal = lines.reduce((s, l) => s + l.lineTotalCents, 0);
      const total = subtotal + shippingCents;
      const ves = random.next() < 0.6;
      const rate = 36 + (DAYS - daysAgo) * 0.05 + random.next();
      const account = accounts.find((a) => a.accountType === (ves ? 'VES' : 'USD')) ?? accounts[0];

      // Where the store has got with this sale by now.
      const steps: Plan['steps'] = [];
      let status: number = S.NOT_VERIFIED;
      let paid: number = PAYMENT_STATUS.NOT_PAID;
      let at = createdAt;
      const step = (to: number, note: string | null = null) => {
        at = new Date(Math.min(now.getTime(), at.getTime() + random.int(10, 240) * 60_000));
        steps.push({ from: status, to, at, note });
        status = to;
      };
      const roll = random.next();
      const settled = daysAgo > 2;
      if (roll < 0.07) step(S.REJECTED);
      else if (roll < 0.12)
        step(
          S.CANCELLED,
          random.pick([
            'El cliente pidió anular el pedido',
            'Sin existencia de un producto',
            'No se recibió el pago completo',
          ]),
        );
      else if (!settled && roll < 0.35) {
        // Still waiting for the cashier.
      } else {
        step(S.VERIFIED);
        paid = PAYMENT_STATUS.PAID;
        if (!settled && roll < 0.5) {
          // Verified, being prepared.
        } else if (pickup) {
          step(S.DELIVERED);
          if (random.next() < 0.6) step(S.RECEIVED);
        } else {
          step(S.SHIPPED);
          if (settled || roll > 0.7) {
            step(S.DELIVERED);
            if (random.next() < 0.6) step(S.RECEIVED);
          }
        }
      }
      plans.push({
        bill: {
          storeId,
          customerId: buyer.id,
          channel: buyer.channel,
          status,
          paymentStatus: paid,
          subtotalCents: subtotal,
          shippingCents,
          totalCents: total,
          paymentCurrency: ves ? 'VES' : 'USD',
          dollarRate: ves ? rate.toFixed(4) : null,
          vesCents: ves ? Math.round(total * rate) : null,
          bankId: account?.id ?? null,
          paymentMethod: ves ? random.pick(['pago_movil', 'transferencia']) : 'zelle',
          paymentReference: String(random.int(10_000_000, 99_999_999)),
          shippingMode: pickup ? 'pickup' : 'route',
          shippingAddress: pickup
            ? null
            : random.pick([
                'Chacao',
                'Los Palos Grandes',
                'Altamira',
                'La Castellana',
                'El Rosal',
                'Las Mercedes',
              ]),
          cancellationNote: steps.find((s) => s.to === S.CANCELLED)?.note ?? null,
          saleDay: dayIn(timeZone, createdAt),
          createdAt,
          updatedAt: steps.at(-1)?.at ?? createdAt,
        },
        items: lines,
        steps,
      });
    }
  }

  const ids = await sales.insertBills(
    tx,
    plans.map((p) => p.bill),
  );
  await sales.insertManyItems(
    tx,
    plans.flatMap((p, i) => p.items.map((item) => ({ ...item, billId: ids[i]!, extras: [] }))),
  );
  await sales.insertManyHistory(
    tx,
    plans.flatMap((p, i) => [
      { billId: ids[i]!, fromStatus: null, toStatus: S.NOT_VERIFIED, createdAt: p.bill.createdAt as Date },
      ...p.steps.map((s) => ({
        billId: ids[i]!,
        actorUserId: random.pick(opts.staffUserIds),
        fromStatus: s.from,
        toStatus: s.to,
        note: s.note,
        createdAt: s.at,
      })),
    ]),
  );
  await rebuildSalesRollups(tx, storeId);
  return plans.length;
}
