import type { Bill } from '@vitrina/contract';
import { useFormat } from '#web/lib/use-format.ts';

/**
 * The cash a sale paid at pick-up or on delivery is worth, in the money the shopper chose: the
 * bolívares at the sale's rate when it is paid in VES, else the USD total.
 */
export function useCashAmount(bill: Pick<Bill, 'total' | 'payment_currency' | 'ves_amount'>): string {
  const format = useFormat();
  return bill.payment_currency === 'VES' && bill.ves_amount !== null
    ? format.money(bill.ves_amount, 'VES')
    : format.money(bill.total);
}
