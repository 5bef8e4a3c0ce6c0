import { Readable } from 'node:stream';
import type { ReportBody } from '@vitrina/contract';
import type { Db } from '#server/db/client.ts';
import { csvLine } from '#server/lib/csv.ts';
import { idsOf } from '#server/lib/ids.ts';
import { fromCents } from '#server/lib/money.ts';
import { contactsOf, fullName } from '#server/modules/customers/customers.service.ts';
import * as repo from './reports.repository.ts';
import { statusLabel } from './sales.texts.ts';

export const EXPORT_BATCH = 500;

const HEADER = [
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

const money = (cents: number) => fromCents(cents).toFixed(2);

/** The sales of a range as CSV, read in batches: memory stays flat whatever the size. */
export function exportSalesCsv(db: Db, storeId: number, range: ReportBody): Readable {
  async function* lines() {
    // A BOM so spreadsheet programs read the accents right.
    yield `\uFEFF${csvLine(HEADER)}`;
    let after = 0;
    for (;;) {
      const rows = await repo.exportBatch(
        db,
        storeId,
        range.initial_date,
        range.final_date,
        after,
        EXPORT_BATCH,
      );
      if (rows.length === 0) return;
      const customers = await contactsOf(db, idsOf(rows, 'customerId'));
      yield rows
        .map((r) => {
          const customer = customers.get(r.customerId);
          return csvLine([
            r.id,
            r.createdAt.toISOString(),
            r.channel,
            customer ? fullName(customer) : '',
            statusLabel(r.status),
            r.paymentStatus === 1 ? 'pagado' : 'no pagado',
            money(r.subtotalCents),
            money(r.shippingCents),
            money(r.totalCents),
            r.currency,
            r.dollarRate ?? '',
            r.vesCents === null ? '' : money(r.vesCents),
            r.reference ?? '',
          ]);
        })
        .join('');
      after = rows.at(-1)!.id;
    }
  }
  return Readable.from(lines());
}
