import { Readable } from 'node:stream';
import { CHANNELS, type RangeQuery, REVENUE_STATUSES, type Report, type ReportBody } from '@vitrina/contract';
import type { Db } from '../../db/client.ts';
import { fromCents } from '../../lib/money.ts';
import { storeOf } from '../../lib/tenancy.ts';
import type { Principal } from '../auth/auth.service.ts';
import * as repo from './reports.repository.ts';
import { statusLabel } from './sales.texts.ts';

const money = (cents: number | string | null | undefined) => fromCents(Number(cents ?? 0));
const isRevenue = (status: number) => (REVENUE_STATUSES as readonly number[]).includes(status);

/** Every day from `from` to `to`, inclusive (ISO dates). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (
    let d = new Date(`${from}T00:00:00Z`);
    d <= new Date(`${to}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1)
  ) {
    days.push(d.toISOString().slice(0, 10));
  }
  return days;
}

const csvCell = (value: unknown) => {
  const s = value === null || value === undefined ? '' : String(value);
  return /[",\n\r;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export const EXPORT_BATCH = 500;

export function createReportsService(db: Db) {
  return {
    async report(principal: Principal, body: ReportBody): Promise<Report> {
      const storeId = storeOf(principal);
      const { initial_date: from, final_date: to } = body;
      const [statuses, channels, products, days] = await Promise.all([
        repo.byStatus(db, storeId, from, to),
        repo.byChannel(db, storeId, from, to),
        repo.topProducts(db, storeId, from, to, 100),
        repo.byDay(db, storeId, from, to),
      ]);
      const revenueRows = statuses.filter((s) => isRevenue(s.status));
      const byDay = new Map(days.map((d) => [d.day, d]));
      return {
        initial_date: from,
        final_date: to,
        totals: {
          count: statuses.reduce((s, r) => s + Number(r.count), 0),
          total: money(statuses.reduce((s, r) => s + Number(r.cents), 0)),
          shipping: money(statuses.reduce((s, r) => s + Number(r.shipping), 0)),
          revenue: money(revenueRows.reduce((s, r) => s + Number(r.cents), 0)),
          revenue_count: revenueRows.reduce((s, r) => s + Number(r.count), 0),
        },
        by_status: statuses
          .filter((s) => Number(s.count) !== 0)
          .map((s) => ({ status: s.status, count: Number(s.count), total: money(s.cents) })),
        by_channel: CHANNELS.map((channel) => {
          const row = channels.find((c) => c.channel === channel);
          return { channel, count: Number(row?.count ?? 0), total: money(row?.cents) };
        }),
        by_product: products.map((p) => ({
          product_id: p.productId,
          name: p.name,
          quantity: Number(p.quantity),
          total: money(p.cents),
        })),
        by_day: daysBetween(from, to).map((day) => {
          const row = byDay.get(day);
          return {
            day,
            count: Number(row?.count ?? 0),
            total: money(row?.cents),
            revenue: money(row?.revenueCents),
          };
        }),
      };
    },

    /** The sales of a range as CSV, read in batches: memory stays flat whatever the size. */
    exportCsv(principal: Principal, body: ReportBody): Readable {
      const storeId = storeOf(principal);
      const header = [
        'venta',
        'fecha',
        'canal',
        'cliente',
        'estado',
        'pago',
        'subtotal_usd',
        'envio_usd',
        'total_usd',
        'moneda',
        'tasa',
        'monto_ves',
        'referencia',
      ];
      async function* lines() {
        // A BOM so spreadsheet programs read the accents right.
        yield `\uFEFF${header.join(',')}\r\n`;
        let after = 0;
        for (;;) {
          const rows = await repo.exportBatch(
            db,
            storeId,
            body.initial_date,
            body.final_date,
            after,
            EXPORT_BATCH,
          );
          if (rows.length === 0) return;
          yield rows
            .map((r) =>
              [
                r.id,
                r.createdAt.toISOString(),
                r.channel,
                r.customer,
                statusLabel(r.status),
                r.paymentStatus === 1 ? 'pagado' : 'no pagado',
                money(r.subtotalCents).toFixed(2),
                money(r.shippingCents).toFixed(2),
                money(r.totalCents).toFixed(2),
                r.currency,
                r.dollarRate ?? '',
                r.vesCents === null ? '' : money(r.vesCents).toFixed(2),
                r.reference ?? '',
              ]
                .map(csvCell)
                .join(','),
            )
            .join('\r\n')
            .concat('\r\n');
          after = rows.at(-1)!.id;
        }
      }
      return Readable.from(lines());
    },

    async mostSelled(principal: Principal, q: RangeQuery) {
      const rows = await repo.topProducts(db, storeOf(principal), q.start_date, q.end_date, 10);
      return rows.map((p) => ({
        product_id: p.productId,
        name: p.name,
        quantity: Number(p.quantity),
        total: money(p.cents),
      }));
    },

    async mostUser(principal: Principal, q: RangeQuery) {
      const storeId = storeOf(principal);
      const top = async (channel: (typeof CHANNELS)[number]) =>
        (await repo.topBuyers(db, storeId, channel, q.start_date, q.end_date, 5)).map((r) => ({
          client_id: r.clientId,
          name: r.name,
          count: Number(r.count),
          total: money(r.cents),
        }));
      const [web, telegram] = await Promise.all([top('web'), top('telegram')]);
      return { web, telegram };
    },

    async profit(principal: Principal, q: RangeQuery) {
      const statuses = await repo.byStatus(db, storeOf(principal), q.start_date, q.end_date);
      const paid = statuses.filter((s) => isRevenue(s.status));
      const cents = paid.reduce((s, r) => s + Number(r.cents), 0);
      const count = paid.reduce((s, r) => s + Number(r.count), 0);
      return { profit: money(cents), count, average: count ? Math.round(cents / count) / 100 : 0 };
    },

    async weeklySales(principal: Principal, q: RangeQuery) {
      const days = new Map(
        (await repo.byDay(db, storeOf(principal), q.start_date, q.end_date)).map((d) => [d.day, d]),
      );
      return daysBetween(q.start_date, q.end_date).map((day) => {
        const row = days.get(day);
        return { day, count: Number(row?.revenueCount ?? 0), total: money(row?.revenueCents) };
      });
    },

    async topStores(q: RangeQuery) {
      const rows = await repo.topStores(db, q.start_date, q.end_date, 10);
      return {
        top: rows.map((r) => ({
          store_id: r.storeId,
          name: r.name,
          count: Number(r.count),
          total: money(r.cents),
        })),
      };
    },

    platformSummary: () => repo.platformCounts(db),
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
