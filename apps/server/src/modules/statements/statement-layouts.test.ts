import { describe, expect, it } from 'vitest';
import { columnLetter, delimiterOf, readStatementFile, StatementFileError } from './statement-file.ts';
import { amountCents, bankAmountText, bankDayText, dayOf, readLines } from './statement-layouts.ts';

const read = async (text: string | Buffer) =>
  readLines(await readStatementFile(Buffer.isBuffer(text) ? text : Buffer.from(text)));

describe('amounts and days', () => {
  it.each([
    ['1.234,56', ',', 123_456],
    ['Bs. 1.234,56', ',', 123_456],
    ['-150,00', ',', -15_000],
    ['150,00-', ',', -15_000],
    ['(150.00)', '.', -15_000],
    ['1,234.56', '.', 123_456],
    ['25.00000000', '.', 2_500],
    ['1.234,5', null, 123_450],
    ['1,234.56', null, 123_456],
    ['1.234', null, 123_400],
    ['US$ 20', null, 2_000],
  ] as const)('reads %j (mark %j) as %d cents', (text, mark, cents) =>
    expect(amountCents(text, mark)).toBe(cents),
  );

  it.each(['doce', '1,2,3,4x', '--5', '12e3'])('refuses %j', (text) =>
    expect(amountCents(text, ',')).toBe('bad'),
  );

  it.each([
    ['28/11/2026', 'dmy', '2026-11-28'],
    ['28-11-26', 'dmy', '2026-11-28'],
    ['11/28/2026 3:04 PM', 'mdy', '2026-11-28'],
    ['2026-11-28 14:03:22', 'ymd', '2026-11-28'],
    ['31/02/2026', 'dmy', null],
    ['mañana', 'dmy', null],
  ] as const)('reads the day %j (%s) as %j', (text, order, day) => expect(dayOf(text, order)).toBe(day));

  it('reads an Excel serial and a date cell', () => {
    expect(dayOf(46_354, 'dmy')).toBe('2026-11-28');
    expect(dayOf(new Date('2026-11-28T00:00:00Z'), 'mdy')).toBe('2026-11-28');
  });
});

describe('layouts', () => {
  it.each([
    ['banesco', 'Fecha;Referencia;Descripción;Monto;Balance\n28/11/2026;0012;PAGO;1.000,50;5,00'],
    [
      'mercantil',
      'Fecha;Número de Referencia;Concepto;Débito;Crédito;Saldo\n28/11/2026;0012;PAGO;;1.000,50;5,00',
    ],
    [
      'provincial',
      'F. Operación;F. Valor;Código;Nº. Doc.;Concepto;Importe;Saldo\n28/11/2026;28/11/2026;X;0012;PAGO;1.000,50;1',
    ],
    ['venezuela', 'Fecha;Referencia;Concepto;Cargo;Abono;Saldo\n28/11/2026;0012;PAGO;;1.000,50;9'],
    ['bnc', 'Fecha Transacción;Referencia;Descripción;Débito;Crédito\n28/11/2026;0012;PAGO;;1.000,50'],
    ['bancamiga', 'Fecha;Nro. Referencia;Descripción;Monto Bs.;Saldo\n28/11/2026;0012;PAGO;1.000,50;1'],
    ['zelle', 'Date,Confirmation Number,Sender,Amount\n11/28/2026,0012,PAGO,"1,000.50"'],
    [
      'binance',
      'Order ID,Time,Order Type,Amount,Currency,Counterparty\n0012,2026-11-28 10:00:00,C2C,1000.50,USDT,PAGO',
    ],
    [
      'paypal',
      '"Date","Time","TimeZone","Name","Type","Status","Currency","Gross","Fee","Net","Transaction ID"\n"11/28/2026","10:00:00","PST","PAGO","Payment","Completed","USD","1,000.50","0","1,000.50","0012"',
    ],
  ])('recognises %s by its headers and reads its credit', async (layout, csv) => {
    expect(await read(csv)).toMatchObject({
      layout,
      lines: [{ row: 2, date: '2026-11-28', reference: '0012', amount_cents: 100_050, description: 'PAGO' }],
    });
  });

  it('finds the headers below the bank block, skips debits and blank rows, reads Windows-1252', async () => {
    const text =
      'Banco de Venezuela;;;;;\nCuenta;0102;;;;\n\nFecha;Referencia;Concepto;Cargo;Abono;Saldo\n28/11/2026;1;DÉBITO;10,00;;1\n28/11/2026;2;ABONO CAFÉ;;20,00;2\n;;TOTAL;;;\n';
    const result = await read(Buffer.from(text, 'latin1'));
    expect(result).toMatchObject({
      layout: 'venezuela',
      skipped: 2,
      lines: [{ row: 6, reference: '2', description: 'ABONO CAFÉ' }],
    });
  });

  it('tells the column separator by its use outside quotes', () => {
    expect(delimiterOf('a;b;c\n1;"2,5";3')).toBe(';');
    expect(delimiterOf('a,b,c\n1,"2;5",3')).toBe(',');
    expect(delimiterOf('a\tb\tc')).toBe('\t');
  });

  it('names columns as a spreadsheet does', () => {
    expect([0, 25, 26, 701].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'ZZ']);
  });

  it('refuses a file of no lines, and too many rows', async () => {
    await expect(read('Fecha;Referencia;Descripción;Monto;Balance\n28/11/2026;1;X;-5,00;1')).rejects.toThrow(
      'El archivo no tiene abonos (montos positivos) que cotejar',
    );
    const many = `Fecha;Referencia;Descripción;Monto;Balance\n${'28/11/2026;1;X;5,00;1\n'.repeat(20_100)}`;
    await expect(read(many)).rejects.toThrow(StatementFileError);
  });
});

describe('writing as the banks do', () => {
  it.each([0, 5, 123_456, 100_000_000, -2_500])('reads %d cents back from its bank text', (cents) => {
    expect(amountCents(bankAmountText(cents), ',')).toBe(cents);
  });
  it('writes a day as day/month/year', () =>
    expect(dayOf(bankDayText('2026-11-28'), 'dmy')).toBe('2026-11-28'));
});
