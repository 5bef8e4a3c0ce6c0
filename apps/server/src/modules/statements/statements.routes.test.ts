import { ROLES, PURCHASE_STATUS as S, type StatementImport, type StatementLine } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { bankAccount } from '#server/test/banks.ts';
import { multipart } from '#server/test/multipart.ts';
import { withTwoOwners } from '#server/test/requests.ts';
import { saleCalls, salesFixture } from '#server/test/sales.ts';
import { bankAmountText as bs, bankDayText as dmy } from './statement-layouts.ts';

// Bank statements: reading a bank's file, matching its lines to the account's waiting payments,
// confirming them through the sale's verify step, and who may do it.

const s = withTwoOwners();
let fx: Awaited<ReturnType<typeof salesFixture>>;
let bankId: number;
let otherBankId: number;
const sale = { exact: 0, probable: 0, partial: 0 };
const { get } = saleCalls(() => s.t);

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date());
const vesCents = async (id: number) =>
  (
    await queryRows<{ c: string }>(s.t.database.db, sql`select ves_cents as c from bills where id = ${id}`)
  ).map((r) => Number(r.c))[0]!;
const lineCount = async () =>
  Number(
    (await queryRows<{ n: string }>(s.t.database.db, sql`select count(*) as n from statement_lines`))[0]!.n,
  );

const upload = (
  url: string,
  file: Buffer,
  name = 'extracto.csv',
  fields: Record<string, string> = {},
  role: number = ROLES.CLIENT,
) =>
  s.t.injectAs(role as 2, {
    method: 'POST',
    url,
    ...multipart([
      ...Object.entries(fields).map(([n, value]) => ({ name: n, value })),
      { name: 'file', value: file, filename: name },
    ]),
  });
const base = () => `/api/statement-accounts/${bankId}`;

/** The demo Banesco export: two header lines of the account, the movements, a debit. */
async function banescoCsv() {
  const day = dmy(today());
  return Buffer.from(
    [
      'Banesco Banco Universal;;;;',
      'Cuenta;0134-0000-00-0000000009;;;',
      'Fecha;Referencia;Descripción;Monto;Balance',
      `${day};000123456789;PAGO MOVIL RECIBIDO;${bs(await vesCents(sale.exact))};1.000,00`,
      `${day};99998888;TRANSFERENCIA RECIBIDA;${bs(await vesCents(sale.probable))};2.000,00`,
      `${day};7654321;PAGO MOVIL RECIBIDO;1,00;2.001,00`,
      `${day};4444;COMISION;-50,00;1.951,00`,
      `${day};31415926;ABONO SIN PEDIDO;12,34;1.963,34`,
    ].join('\n'),
    'utf8',
  );
}

beforeAll(async () => {
  fx = await salesFixture(s.t, s.storeId);
  const add = async (number: string) =>
    (
      await s.t.injectAs(ROLES.CLIENT, {
        method: 'POST',
        url: '/api/banks',
        payload: bankAccount({ account_number: number }),
      })
    ).json<{ id: number }>().id;
  bankId = await add('0134-0000-00-0000000009');
  otherBankId = await add('0134-0000-00-0000000010');
  // Each sale of its own amount (1, 2 or 3 arepas), so only the line meant for it agrees on the amount.
  const paid = (reference: string, arepas: number, bank = bankId) =>
    fx.place({
      items: [{ productId: fx.arepa.id, quantity: arepas }],
      payment: { currency: 'VES', dollarRate: 36.5, method: 'pago_movil', reference, bankId: bank },
    });
  sale.exact = await paid('123456789', 1);
  sale.probable = await paid('ZZ-NOT-ON-STATEMENT', 2);
  sale.partial = await paid('20267654321', 3);
  // Waiting, but paid into the other account: never a candidate of this one.
  await paid('31415926', 4, otherBankId);
});

describe('reading a statement', () => {
  it('previews a Banesco export: its layout, its credits (the debit skipped) and its first lines, storing nothing', async () => {
    const res = await upload(`${base()}/preview`, await banescoCsv());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      layout: 'banesco',
      headers: ['Fecha', 'Referencia', 'Descripción', 'Monto', 'Balance'],
      total: 4,
      skipped: 1,
      lines: [
        {
          row: 4,
          date: today(),
          reference: '000123456789',
          amount_cents: await vesCents(sale.exact),
          description: 'PAGO MOVIL RECIBIDO',
        },
        {},
        {},
        {},
      ],
    });
    expect(await lineCount()).toBe(0);
  });

  it.each([
    [
      'a day that is no date',
      (csv: string) => csv.replace(/^\d\d\/\d\d\/\d{4};000123456789/m, '32/13/2026;000123456789'),
      /^Fila 4, columna A: «32\/13\/2026» no es una fecha$/,
    ],
    [
      'an amount that is no number',
      (csv: string) => csv.replace(/;31415926;ABONO SIN PEDIDO;12,34/, ';31415926;ABONO SIN PEDIDO;doce'),
      /^Fila 8, columna D: «doce» no es un monto$/,
    ],
    [
      'a formula',
      (csv: string) => csv.replace('ABONO SIN PEDIDO', '=HYPERLINK("http://x")'),
      /^Fila 8, columna C: la celda tiene una fórmula/,
    ],
    [
      'headers of no known bank',
      (csv: string) => csv.replace('Fecha;Referencia', 'Dia;Ref'),
      /^No se reconocen las columnas/,
    ],
  ])(
    'refuses %s with a Spanish 422 naming the row and column, and stores nothing',
    async (_, change, message) => {
      const res = await upload(`${base()}/statements`, Buffer.from(change((await banescoCsv()).toString())));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.file[0]).toMatch(message);
      expect(await lineCount()).toBe(0);
    },
  );

  it('refuses an old .xls, a binary file and no file at all', async () => {
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect((await upload(`${base()}/preview`, xls, 'x.xls')).json().errors.file[0]).toMatch(/Excel antiguo/);
    const binary = Buffer.concat([Buffer.from('Fecha;Referencia\n28/11/2026;12'), Buffer.from([0, 1, 2])]);
    expect((await upload(`${base()}/preview`, binary)).json().errors.file[0]).toBe(
      'Fila 2, columna B: el archivo no es texto (UTF-8 o Latin-1) ni un Excel .xlsx',
    );
    const none = await s.t.injectAs(ROLES.CLIENT, {
      method: 'POST',
      url: `${base()}/preview`,
      ...multipart([{ name: 'layout', value: 'banesco' }]),
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.file).toEqual(['Elija el archivo del extracto (CSV o Excel .xlsx)']);
  });

  it('reads an Excel file and refuses one with a formula, naming its cell', async () => {
    const book = async (formula: boolean) => {
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet('Movimientos');
      ws.addRow(['Fecha', 'Número de Referencia', 'Concepto', 'Débito', 'Crédito', 'Saldo']);
      ws.addRow([new Date(`${today()}T00:00:00Z`), '5550001', 'PAGO', null, 15.5, 100]);
      if (formula)
        ws.addRow([new Date(`${today()}T00:00:00Z`), '5550002', 'PAGO', null, { formula: 'E2*2' }, 100]);
      return Buffer.from(await wb.xlsx.writeBuffer());
    };
    const ok = await upload(`${base()}/preview`, await book(false), 'mercantil.xlsx');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      layout: 'mercantil',
      total: 1,
      lines: [{ row: 2, date: today(), reference: '5550001', amount_cents: 1550 }],
    });
    const bad = await upload(`${base()}/preview`, await book(true), 'mercantil.xlsx');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.file[0]).toMatch(/^Fila 3, columna E: la celda tiene una fórmula/);
  });

  it('reads another layout with a column mapping, and keeps the mapping for the account', async () => {
    const csv = Buffer.from(`Dia,Ref,Importe recibido\n${dmy(today())},777,"1.234,50"\n`);
    const res = await upload(`${base()}/preview`, csv, 'otro.csv', {
      layout: 'custom',
      date_column: 'Dia',
      reference_column: 'Ref',
      amount_column: 'Importe recibido',
      date_order: 'dmy',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      layout: 'custom',
      lines: [{ reference: '777', amount_cents: 123450 }],
    });
    const missing = await upload(`${base()}/preview`, csv, 'otro.csv', {
      layout: 'custom',
      date_column: 'Fecha valor',
      reference_column: 'Ref',
      amount_column: 'Importe recibido',
    });
    expect(missing.json().errors.file).toEqual(['El archivo no tiene la columna «Fecha valor»']);
  });
});

describe('importing and matching', () => {
  let first: StatementImport;
  const lines = async (query = '') =>
    (await s.t.injectAs(ROLES.CLIENT, { method: 'GET', url: `${base()}/lines${query}` })).json<{
      data: StatementLine[];
    }>().data;

  it('imports the credits, each matched: exact, probable by part of the reference, and none', async () => {
    const res = await upload(`${base()}/statements`, await banescoCsv(), 'banesco-noviembre.csv');
    expect(res.statusCode, res.body).toBe(201);
    first = res.json();
    expect(first.statement).toMatchObject({
      file_name: 'banesco-noviembre.csv',
      layout: 'banesco',
      lines: 4,
      first_day: today(),
    });
    expect(first.counts).toMatchObject({ exact: 1, probable: 2, none: 1, repeated: 0, confirmed: 0 });
    const [exact] = await lines('?state=exact');
    expect(exact).toMatchObject({
      reference: '000123456789',
      payment_id: sale.exact,
      candidates: [
        { payment_id: sale.exact, reason: 'reference', payer_name: 'María González', waiting: true },
      ],
    });
    const probable = await lines('?state=probable');
    expect(probable.map((l) => l.candidates.map((c) => [c.payment_id, c.reason]))).toEqual(
      expect.arrayContaining([[[sale.partial, 'partial_reference']], [[sale.probable, 'amount_date']]]),
    );
  });

  it('adds nothing when the same statement is imported again', async () => {
    const res = await upload(`${base()}/statements`, await banescoCsv(), 'banesco-otra-vez.csv');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ statement: null, already_imported: 4, counts: first.counts });
    const list = await s.t.injectAs(ROLES.CLIENT, { method: 'GET', url: `${base()}/statements` });
    expect(list.json().data).toHaveLength(1);
  });

  it("confirms the exact match through the sale's verify step: verified, paid, in its history", async () => {
    const res = await s.t.injectAs(ROLES.CLIENT, { method: 'POST', url: `${base()}/confirm-exact` });
    expect(res.json()).toEqual({ message: 'Pagos confirmados con el extracto: 1', confirmed: 1, skipped: 0 });
    const bill = await get(sale.exact);
    expect(bill).toMatchObject({ status: S.VERIFIED, payment_status: 1 });
    expect(bill.history.at(-1)).toMatchObject({ to_status: S.VERIFIED });
    expect((await lines('?state=confirmed'))[0]).toMatchObject({
      payment_id: sale.exact,
      candidates: [{ payment_id: sale.exact, waiting: false }],
    });
    const again = await s.t.injectAs(ROLES.CLIENT, { method: 'POST', url: `${base()}/confirm-exact` });
    expect(again.json()).toMatchObject({ confirmed: 0 });
  });

  it('20 simultaneous confirmations of one line verify its sale once', async () => {
    const [line] = (await lines('?state=probable')).filter(
      (l) => l.candidates[0]?.payment_id === sale.probable,
    );
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        s.t.injectAs(ROLES.CLIENT, {
          method: 'POST',
          url: `${base()}/lines/${line!.id}/confirm`,
          payload: { payment_id: sale.probable },
        }),
      ),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
    const refused = replies.find((r) => r.statusCode === 409)!;
    expect(refused.json().message).toBe(
      `Esta línea del extracto ya confirmó el pago de la venta #${sale.probable}`,
    );
    const bill = await get(sale.probable);
    expect(bill.status).toBe(S.VERIFIED);
    expect(bill.history.filter((h) => h.to_status === S.VERIFIED)).toHaveLength(1);
  });

  it('refuses a sale that waits for no payment into this account, or that another line confirmed, and changes nothing', async () => {
    const [none] = await lines('?state=none');
    const confirm = (saleId: number) =>
      s.t.injectAs(ROLES.CLIENT, {
        method: 'POST',
        url: `${base()}/lines/${none!.id}/confirm`,
        payload: { payment_id: saleId },
      });
    const verified = await confirm(sale.exact);
    expect(verified.statusCode).toBe(409);
    expect(verified.json().message).toMatch(
      /^(El pago de la venta #\d+ ya fue confirmado|La venta #\d+ no espera)/,
    );
    expect((await confirm(999_999)).statusCode).toBe(409);
    expect((await lines('?state=none'))[0]).toMatchObject({ id: none!.id, state: 'none', payment_id: null });
  });
});

describe('who may reconcile', () => {
  it("answers 404 for another store's account and 403 to a role that keeps no store", async () => {
    const other = await s.t.inject({
      method: 'GET',
      url: `${base()}/lines`,
      headers: { authorization: `Bearer ${s.other.access_token}` },
    });
    expect(other.statusCode).toBe(404);
    const company = await s.t.injectAs(ROLES.DELIVERY, { method: 'GET', url: `${base()}/lines` });
    expect(company.statusCode).toBe(403);
  });

  it('lets a cashier in only once the owner allows it, and never into the settings', async () => {
    const cashier = (url: string) => s.t.injectAs(ROLES.CASHIER, { method: 'GET', url });
    expect((await cashier(`${base()}/lines`)).statusCode).toBe(403);
    expect((await cashier('/api/statement-accounts')).json()).toEqual([]);
    const settings = { tolerance_cents: 50, window_days: 5, cashier_allowed: true };
    const saved = await s.t.injectAs(ROLES.CLIENT, {
      method: 'PUT',
      url: `${base()}/settings`,
      payload: settings,
    });
    expect(saved.json()).toMatchObject(settings);
    expect((await cashier(`${base()}/lines`)).statusCode).toBe(200);
    expect((await cashier('/api/statement-accounts')).json().map((a: { id: number }) => a.id)).toEqual([
      bankId,
    ]);
    const put = await s.t.injectAs(ROLES.CASHIER, {
      method: 'PUT',
      url: `${base()}/settings`,
      payload: settings,
    });
    expect(put.statusCode).toBe(403);
  });

  it('refuses settings out of bounds in Spanish', async () => {
    const res = await s.t.injectAs(ROLES.CLIENT, {
      method: 'PUT',
      url: `${base()}/settings`,
      payload: { tolerance_cents: -1, window_days: 31, cashier_allowed: 'sí' },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'cashier_allowed',
      'tolerance_cents',
      'window_days',
    ]);
  });
});
