import { PURCHASE_STATUS } from '@vitrina/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { storeAccounts } from '#server/modules/banks/banks.service.ts';
import { waitingPayments } from '#server/modules/sales/sales.service.ts';
import { bills } from '#server/modules/sales/sales.tables.ts';
import { importStatementBytes } from '#server/modules/statements/statement-import.service.ts';
import { bankAmountText as bs, bankDayText as dmy } from '#server/modules/statements/statement-layouts.ts';
import { prng } from './random.ts';

/**
 * The waiting sales no other browser journey takes a step on: those the store does not ship
 * itself (pick-up or a delivery company's; the cashier's journey verifies one it ships), and not
 * the oldest of the newest 25 (the owner's cancel journey takes the list's last).
 */
async function untouchedByJourneys(tx: DbOrTx, storeId: number): Promise<Set<number>> {
  const rows = await tx
    .select({ id: bills.id, mode: bills.shippingMode, company: bills.shippingCompanyId })
    .from(bills)
    .where(and(eq(bills.storeId, storeId), eq(bills.status, PURCHASE_STATUS.NOT_VERIFIED)))
    .orderBy(desc(bills.id));
  const pageLast = rows.slice(0, 25).at(-1)?.id;
  return new Set(
    rows.filter((r) => (r.mode === 'pickup' || r.company !== null) && r.id !== pageLast).map((r) => r.id),
  );
}

/**
 * The demo store's statement of its bolívar account ("Banco de Venezuela"), as the bank exports
 * it and imported through the statements module: three transfers that match a waiting sale
 * exactly, two where the bank kept only the reference's last six digits, one with the amount
 * and day of a sale but another reference (all three probable), two credits that match nothing
 * and a bank charge (a debit, skipped). The exact ones wait for "Confirmar 3 coincidencias exactas".
 */
export async function seedDemoStatement(
  tx: DbOrTx,
  opts: { storeId: number; ownerId: number },
): Promise<number> {
  const account = (await storeAccounts(tx, opts.storeId)).find((a) => a.account_type === 'VES');
  if (!account) return 0;
  const spare = await untouchedByJourneys(tx, opts.storeId);
  const all = (await waitingPayments(tx, opts.storeId, account.id)).filter((p) => p.reference && p.cents > 0);
  // The exact matches first, among the sales the other browser journeys leave alone.
  const waiting = [
    ...all.filter((p) => spare.has(p.id)).slice(0, 3),
    ...all.filter((p) => !spare.has(p.id)),
    ...all.filter((p) => spare.has(p.id)).slice(3),
  ];
  if (waiting.length < 6 || !spare.has(waiting[2]!.id)) return 0;
  const random = prng(3_201);
  type Payment = (typeof waiting)[number];
  const [e1, e2, e3, p1, p2, a1] = waiting as [Payment, Payment, Payment, Payment, Payment, Payment];
  const last = waiting.at(-1)!;
  let balance = 1_250_000;
  const row = (day: string, ref: string, text: string, cents: number) => {
    balance += cents;
    const [debit, credit] = cents < 0 ? [bs(-cents), ''] : ['', bs(cents)];
    return `${dmy(day)};${ref};${text};${debit};${credit};${bs(balance)}`;
  };
  const lines = [
    'BANCO DE VENEZUELA;;;;;',
    `Cuenta;${account.account_number};;;;`,
    'Movimientos de la cuenta;;;;;',
    'Fecha;Referencia;Concepto;Cargo;Abono;Saldo',
    row(e1.day, e1.reference!, 'PAGO MOVIL RECIBIDO', e1.cents),
    row(e2.day, e2.reference!, 'TRANSFERENCIA RECIBIDA', e2.cents),
    row(e3.day, e3.reference!, 'PAGO MOVIL RECIBIDO', e3.cents),
    row(p1.day, p1.reference!.slice(-6), 'PAGO MOVIL RECIBIDO', p1.cents),
    row(p2.day, p2.reference!.slice(-6), 'TRANSFERENCIA RECIBIDA', p2.cents),
    row(a1.day, String(random.int(10_000_000, 99_999_999)), 'DEPOSITO EN EFECTIVO', a1.cents),
    row(last.day, String(random.int(10_000_000, 99_999_999)), 'PAGO MOVIL RECIBIDO', 123_456),
    row(last.day, String(random.int(10_000_000, 99_999_999)), 'TRANSFERENCIA RECIBIDA', 45_000),
    row(last.day, '00000000', 'COMISION MANTENIMIENTO', -2_500),
  ];
  const { added } = await importStatementBytes(
    tx,
    { storeId: opts.storeId, bankId: account.id },
    { bytes: Buffer.from(lines.join('\n'), 'utf8'), name: 'banco-de-venezuela-movimientos.csv' },
    opts.ownerId,
  );
  return added;
}
