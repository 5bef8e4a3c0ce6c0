import { Readable } from 'node:stream';
import {
  DEFAULT_TEXT_LANGUAGE,
  merchantTextsIn,
  SHIPMENT_STATES,
  type ShipmentReport,
  type ShipmentReportBody,
} from '@vitrina/contract';
import type { Db } from '#server/db/client.ts';
import { csvLine } from '#server/lib/csv.ts';
import { fileUrl } from '#server/lib/files.ts';
import { csvAmount } from '#server/lib/format.ts';
import { idsOf } from '#server/lib/ids.ts';
import { fromCents } from '#server/lib/money.ts';
import { contactsOf, fullName } from '#server/modules/customers/customers.service.ts';
import { courierCards } from '#server/modules/dealers/couriers.service.ts';
import { storeNames } from '#server/modules/stores/stores.service.ts';
import { daysBetween } from './dashboard.service.ts';
import * as ship from './shipments.repository.ts';

export const SHIPMENT_EXPORT_BATCH = 500;
const DELIVERED = 4;

type Sums = {
  count: number;
  delivered: number;
  earnedCents: number;
  settledCents: number;
  cashCents: number;
  cashVesCents: number;
};
const empty = (): Sums => ({
  count: 0,
  delivered: 0,
  earnedCents: 0,
  settledCents: 0,
  cashCents: 0,
  cashVesCents: 0,
});
/** A group's sums as the wire has them (the report's and the admin's totals). */
export const money = (s: Sums) => ({
  count: s.count,
  delivered: s.delivered,
  earned: fromCents(s.earnedCents),
  settled: fromCents(s.settledCents),
  unsettled: fromCents(s.earnedCents - s.settledCents),
  cash_collected: fromCents(s.cashCents),
  cash_collected_ves: fromCents(s.cashVesCents),
});

function add(
  into: Sums,
  g: {
    state: number;
    settled: boolean;
    count: number;
    cents: number;
    cashCents: number;
    cashVesCents: number;
  },
) {
  into.count += g.count;
  into.cashCents += g.cashCents;
  into.cashVesCents += g.cashVesCents;
  if (g.state !== DELIVERED) return;
  into.delivered += g.count;
  into.earnedCents += g.cents;
  if (g.settled) into.settledCents += g.cents;
}

const say = merchantTextsIn(DEFAULT_TEXT_LANGUAGE);
/** A shipment's state (1 to 4) in the CSV. */
const STATE_LABELS = [
  say('shipmentStatePending'),
  say('shipmentStateVerified'),
  say('shipmentStateShipped'),
  say('shipmentStateDelivered'),
];

/** A delivery company's report of a range of sale days and its CSV (read from the sales). */
export function createShipmentReports(db: Db) {
  return {
    async report(companyId: number, body: ShipmentReportBody): Promise<ShipmentReport> {
      const { initial_date: from, final_date: to } = body;
      const groups = (await ship.reportGroups(db, companyId, from, to)).map((g) => ({
        ...g,
        state: Number(g.state),
        count: Number(g.count),
        cents: Number(g.cents),
        cashCents: Number(g.cashCents),
        cashVesCents: Number(g.cashVesCents),
      }));
      const totals = empty();
      const byState = SHIPMENT_STATES.map(() => ({ count: 0, cents: 0 }));
      const byStore = new Map<number, Sums>();
      const byCourier = new Map<number, Sums>();
      const byDay = new Map<string, Sums>();
      const sumsOf = <K>(map: Map<K, Sums>, key: K) => {
        const found = map.get(key);
        if (found) return found;
        const s = empty();
        map.set(key, s);
        return s;
      };
      for (const g of groups) {
        add(totals, g);
        const state = byState[g.state - 1]!;
        state.count += g.count;
        state.cents += g.cents;
        add(sumsOf(byStore, g.storeId), g);
        if (g.dealerId !== null) add(sumsOf(byCourier, g.dealerId), g);
        add(sumsOf(byDay, g.day), g);
      }
      const [stores, couriers] = await Promise.all([
        storeNames(db, [...byStore.keys()]),
        courierCards(db, [...byCourier.keys()]),
      ]);
      const byCount = <T extends { count: number }>(a: T, b: T) => b.count - a.count;
      return {
        initial_date: from,
        final_date: to,
        totals: money(totals),
        by_state: SHIPMENT_STATES.map((state, i) => ({
          state,
          count: byState[i]!.count,
          price: fromCents(byState[i]!.cents),
        })),
        by_store: [...byStore]
          .map(([id, s]) => ({ store: { id, name: stores.get(id) ?? '' }, ...money(s) }))
          .sort(byCount),
        by_courier: [...byCourier]
          .map(([id, s]) => ({ courier: { id, name: couriers.get(id)?.name ?? '' }, ...money(s) }))
          .sort(byCount),
        by_day: daysBetween(from, to).map((day) => ({ day, ...money(byDay.get(day) ?? empty()) })),
      };
    },

    /** The company's shipments of a range as CSV, read in batches: memory stays flat. */
    exportCsv(companyId: number, range: ShipmentReportBody): Readable {
      async function* lines() {
        // A BOM so spreadsheet programs read the accents right.
        yield `\uFEFF${csvLine(say('csvShipmentsHeader').split(','))}`;
        let after: { day: string; id: number } | undefined;
        for (;;) {
          const rows = await ship.exportBatch(
            db,
            companyId,
            range.initial_date,
            range.final_date,
            after,
            SHIPMENT_EXPORT_BATCH,
          );
          if (rows.length === 0) return;
          const [stores, couriers, shoppers] = await Promise.all([
            storeNames(db, idsOf(rows, 'storeId')),
            courierCards(db, idsOf(rows, 'dealerId')),
            contactsOf(db, idsOf(rows, 'customerId')),
          ]);
          yield rows
            .map((r) => {
              const shopper = shoppers.get(r.customerId);
              return csvLine([
                r.id,
                r.saleDay,
                stores.get(r.storeId) ?? '',
                shopper ? fullName(shopper) : '',
                r.address ?? '',
                r.km ?? '',
                STATE_LABELS[Number(r.state) - 1] ?? '',
                r.dealerId === null ? '' : (couriers.get(r.dealerId)?.name ?? ''),
                csvAmount(Number(r.chargeCents)),
                r.settledAt === null ? say('csvNo') : say('csvYes'),
                r.settledAt?.toISOString() ?? '',
                fileUrl(r.proof) ?? '',
              ]);
            })
            .join('');
          const last = rows.at(-1)!;
          after = { day: last.saleDay, id: last.id };
        }
      }
      return Readable.from(lines());
    },
  };
}
export type ShipmentReports = ReturnType<typeof createShipmentReports>;
