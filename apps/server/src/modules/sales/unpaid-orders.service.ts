import { reminderAfterHours, shopperTextsIn } from '@vitrina/contract';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { AppError } from '#server/lib/errors.ts';
import { formatDateTime } from '#server/lib/format.ts';
import { storeTimeZone } from '#server/modules/stores/stores.service.ts';
import { noticeShopper } from './sale-detail.service.ts';
import { stepSale } from './sale-lifecycle.service.ts';
import { partsOf } from './sale-parts.repository.ts';
import { expiringStores, findSettings } from './sale-settings.repository.ts';
import type { BillRow } from './sales.repository.ts';
import * as read from './sales-read.repository.ts';
import { claimReminders, unpaidBefore, waitsForPayment } from './unpaid-orders.repository.ts';

const HOUR = 3_600_000;
/** Orders a store expires, and reminders it sends, per run at most; the next run takes the rest. */
export const UNPAID_BATCH = 200;

const hoursAfter = (at: Date, hours: number) => new Date(at.getTime() + hours * HOUR);

/** When an order expires unpaid, or null: it is paid, on its way, or the store lets orders wait. */
export async function unpaidExpiry(db: DbOrTx, bill: BillRow): Promise<Date | null> {
  if (!waitsForPayment(bill, (await partsOf(db, bill.id)).length)) return null;
  const hours = (await findSettings(db, bill.storeId))?.unpaidOrderHours;
  return hours ? hoursAfter(bill.createdAt, hours) : null;
}

/**
 * One run of the unpaid orders' job (issue 32 §3), for every store that set a time: orders placed
 * `hours` ago and still unpaid are cancelled through the sale's own step (history with the
 * "expired" event, stock given back, the shopper told); orders a quarter of that time from it are
 * reminded once. Safe with several processes: a cancel is the sale's conditional update (a second
 * process, or a cashier who collected the cash a moment before, makes it match nothing), and each
 * reminder is claimed by one update.
 */
export async function runUnpaidOrders(
  db: Db,
  now: Date,
  deps: { timeZone: string },
): Promise<{ expired: number; reminded: number }> {
  let expired = 0;
  let reminded = 0;
  for (const { storeId, hours } of await expiringStores(db)) {
    if (!hours) continue;
    const cutoff = hoursAfter(now, -hours);
    for (const id of await unpaidBefore(db, storeId, cutoff, UNPAID_BATCH)) {
      try {
        await db.transaction((tx) =>
          stepSale(tx, { storeId }, { userId: null }, id, 'cancel', { event: 'expired' }),
        );
        expired += 1;
      } catch (err) {
        // Paid, collected or cancelled by someone else meanwhile: it no longer expires.
        if (!(err instanceof AppError)) throw err;
      }
    }
    reminded += await db.transaction(async (tx) => {
      const ids = await claimReminders(
        tx,
        storeId,
        cutoff,
        hoursAfter(now, -reminderAfterHours(hours)),
        UNPAID_BATCH,
      );
      if (ids.length === 0) return 0;
      const timeZone = await storeTimeZone(tx, storeId, deps.timeZone);
      for (const bill of await read.billsByIds(tx, storeId, ids)) {
        const when = hoursAfter(bill.createdAt, hours);
        await noticeShopper(tx, bill, (lang) =>
          shopperTextsIn(lang)('orderExpiryReminder', {
            id: bill.id,
            when: formatDateTime(when, { lang, timeZone, style: 'medium' }),
          }),
        );
      }
      return ids.length;
    });
  }
  return { expired, reminded };
}
