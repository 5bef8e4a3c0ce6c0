import { Readable } from 'node:stream';
import { DEFAULT_TEXT_LANGUAGE, merchantTextsIn, type ReportBody } from '@vitrina/contract';
import type { Db } from '#server/db/client.ts';
import { csvLine } from '#server/lib/csv.ts';
import { csvAmount } from '#server/lib/format.ts';
import { idsOf } from '#server/lib/ids.ts';
import { contactsOf, fullName } from '#server/modules/customers/customers.service.ts';
import * as repo from './reports.repository.ts';
import { statusLabel } from './sales.texts.ts';

export const EXPORT_BATCH = 500;

const say = merchantTextsIn(DEFAULT_TEXT_LANGUAGE);
const HEADER = say('csvSalesHeader').split(',');

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
            r.paymentStatus === 1 ? say('csvPaid') : say('csvNotPaid'),
            csvAmount(r.subtotalCents),
            csvAmount(r.shippingCents),
            csvAmount(r.totalCents),
            r.currency,
            r.dollarRate ?? '',
            r.vesCents === null ? '' : csvAmount(r.vesCents),
            r.reference ?? '',
          ]);
        })
        .join('');
      after = rows.at(-1)!.id;
    }
  }
  return Readable.from(lines());
}
