import {
  type DateOrder,
  isCalendarDate,
  STATEMENT_MAX_LINES,
  type StatementLayout,
  type StatementLineDraft,
  type StatementMapping,
} from '@vitrina/contract';
import { type Cell, columnLetter, StatementFileError, type Table } from './statement-file.ts';
import { statementTexts } from './statements.texts.ts';

/**
 * Where each fact of a line is, by header. Each name lists the spellings a bank uses; the
 * signature is the headers that tell its export from the others. The layouts follow the column
 * names these banks and services give their downloadable movements; an account whose file
 * differs saves its own mapping (`custom`).
 */
type Layout = {
  date: string[];
  reference: string[];
  amount: string[];
  description: string[];
  signature: string[];
  dateOrder: DateOrder;
  /** The decimal mark of its amounts written as text; null: told by each amount. */
  decimal: ',' | '.' | null;
};

const ves = (l: Omit<Layout, 'dateOrder' | 'decimal'>): Layout => ({ ...l, dateOrder: 'dmy', decimal: ',' });
const usd = (l: Omit<Layout, 'decimal'>): Layout => ({ ...l, decimal: '.' });

export const LAYOUTS: Record<Exclude<StatementLayout, 'custom'>, Layout> = {
  banesco: ves({
    date: ['fecha'],
    reference: ['referencia'],
    amount: ['monto'],
    description: ['descripcion'],
    signature: ['fecha', 'referencia', 'descripcion', 'monto', 'balance'],
  }),
  mercantil: ves({
    date: ['fecha'],
    reference: ['numero de referencia', 'nro de referencia'],
    amount: ['credito', 'creditos'],
    description: ['concepto'],
    signature: ['fecha', 'numero de referencia', 'concepto', 'credito', 'saldo'],
  }),
  provincial: ves({
    date: ['f operacion', 'fecha operacion'],
    reference: ['n doc', 'no doc', 'nro doc', 'numero doc'],
    amount: ['importe'],
    description: ['concepto'],
    signature: ['f operacion', 'n doc', 'concepto', 'importe'],
  }),
  venezuela: ves({
    date: ['fecha'],
    reference: ['referencia'],
    amount: ['abono', 'abonos'],
    description: ['concepto'],
    signature: ['fecha', 'referencia', 'concepto', 'cargo', 'abono'],
  }),
  bnc: ves({
    date: ['fecha transaccion'],
    reference: ['referencia'],
    amount: ['credito'],
    description: ['descripcion'],
    signature: ['fecha transaccion', 'referencia', 'descripcion', 'credito'],
  }),
  bancamiga: ves({
    date: ['fecha'],
    reference: ['nro referencia', 'numero referencia'],
    amount: ['monto bs', 'monto'],
    description: ['descripcion'],
    signature: ['fecha', 'nro referencia', 'descripcion', 'monto bs'],
  }),
  zelle: usd({
    date: ['date', 'transaction date'],
    reference: ['confirmation number', 'confirmation'],
    amount: ['amount'],
    description: ['sender', 'from', 'memo'],
    signature: ['date', 'confirmation number', 'sender', 'amount'],
    dateOrder: 'mdy',
  }),
  binance: usd({
    date: ['time', 'date'],
    reference: ['order id'],
    amount: ['amount'],
    description: ['counterparty', 'note'],
    signature: ['order id', 'time', 'amount', 'currency'],
    dateOrder: 'ymd',
  }),
  paypal: usd({
    date: ['date'],
    reference: ['transaction id'],
    amount: ['gross'],
    description: ['name'],
    signature: ['date', 'name', 'gross', 'transaction id'],
    dateOrder: 'mdy',
  }),
};

/** A header as compared: lower case, no accents, words split by single spaces. */
export const headerKey = (cell: Cell) =>
  String(cell ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const customLayout = (m: StatementMapping): Layout => ({
  date: [headerKey(m.date_column)],
  reference: [headerKey(m.reference_column)],
  amount: [headerKey(m.amount_column)],
  description: m.description_column ? [headerKey(m.description_column)] : [],
  signature: [m.date_column, m.reference_column, m.amount_column].map(headerKey),
  dateOrder: m.date_order,
  decimal: null,
});

// Banks put the account's block above the movements: the headers are in the first rows.
const HEADER_SEARCH_ROWS = 30;

/** The first row holding every header of `layout`'s signature, or -1. */
const headerRowOf = (table: Table, layout: Layout) =>
  table
    .slice(0, HEADER_SEARCH_ROWS)
    .findIndex((r) => layout.signature.every((h) => r.cells.some((c) => headerKey(c) === h)));

export type ReadStatement = {
  layout: StatementLayout;
  headers: string[];
  lines: StatementLineDraft[];
  /** Rows past the headers that are no credit: debits, blank amounts, totals. */
  skipped: number;
};

/**
 * The credit lines of a file. `layout` names the bank's export (left out: the one whose headers
 * the file has, the most specific first); `custom` reads with `mapping`.
 */
export function readLines(
  table: Table,
  layout?: StatementLayout,
  mapping?: StatementMapping | null,
): ReadStatement {
  const chosen = chooseLayout(table, layout, mapping);
  if (!chosen)
    throw new StatementFileError(
      layout === 'custom' ? statementTexts.mappingRequired() : statementTexts.noLayout(),
    );
  const { name, spec, at } = chosen;
  const header = table[at]!;
  const keys = header.cells.map(headerKey);
  const col = (names: string[]) => keys.findIndex((k) => names.includes(k));
  const cols = {
    date: col(spec.date),
    reference: col(spec.reference),
    amount: col(spec.amount),
    description: col(spec.description),
  };
  const lines: StatementLineDraft[] = [];
  let skipped = 0;
  for (const { row, cells } of table.slice(at + 1)) {
    const amount = amountCents(cells[cols.amount] ?? null, spec.decimal);
    if (amount === 'bad')
      throw new StatementFileError(
        statementTexts.badAmount(row, columnLetter(cols.amount), text(cells[cols.amount])),
      );
    if (amount === null || amount <= 0) {
      skipped++;
      continue;
    }
    const date = dayOf(cells[cols.date] ?? null, spec.dateOrder);
    if (!date)
      throw new StatementFileError(
        statementTexts.badDate(row, columnLetter(cols.date), text(cells[cols.date])),
      );
    lines.push({
      row,
      date,
      reference: text(cells[cols.reference]).slice(0, 80),
      amount_cents: amount,
      description: cols.description >= 0 ? text(cells[cols.description]).slice(0, 200) : '',
    });
    if (lines.length > STATEMENT_MAX_LINES) throw new StatementFileError(statementTexts.tooManyRows());
  }
  if (lines.length === 0) throw new StatementFileError(statementTexts.noLines());
  return { layout: name, headers: header.cells.map(text), lines, skipped };
}

function chooseLayout(table: Table, layout?: StatementLayout, mapping?: StatementMapping | null) {
  if (layout === 'custom' || (!layout && mapping)) {
    if (!mapping) return undefined;
    const spec = customLayout(mapping);
    const at = headerRowOf(table, spec);
    if (at < 0) {
      const first = table.slice(0, HEADER_SEARCH_ROWS).map((r) => r.cells.map(headerKey));
      const missing = spec.signature.find((h) => !first.some((cells) => cells.includes(h))) ?? '';
      const named = [mapping.date_column, mapping.reference_column, mapping.amount_column].find(
        (c) => headerKey(c) === missing,
      );
      throw new StatementFileError(statementTexts.columnMissing(named ?? missing));
    }
    return { name: 'custom' as const, spec, at };
  }
  const names = (layout ? [layout] : Object.keys(LAYOUTS)) as Exclude<StatementLayout, 'custom'>[];
  const found = names
    .map((name) => ({ name, spec: LAYOUTS[name], at: headerRowOf(table, LAYOUTS[name]) }))
    .filter((f) => f.at >= 0)
    .sort((a, b) => b.spec.signature.length - a.spec.signature.length);
  return found[0];
}

const text = (cell: Cell | undefined): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  if (typeof cell === 'number') return Number.isInteger(cell) ? cell.toFixed(0) : String(cell);
  return cell;
};

/**
 * An amount in cents, null when blank, 'bad' when it is no number. Text takes "1.234,56",
 * "1,234.56", "Bs. 1.234,56", "-150,00", "(150.00)" and "150,00-"; `decimal` null tells the mark
 * by each amount (the last "," or "." followed by one or two digits).
 */
export function amountCents(cell: Cell, decimal: ',' | '.' | null): number | null | 'bad' {
  if (cell === null) return null;
  if (cell instanceof Date) return 'bad';
  if (typeof cell === 'number') return Number.isFinite(cell) ? Math.round(cell * 100) : 'bad';
  let s = cell.replace(/bs\.?\s*s?\.?|ves|usdt|usd|us\$|\$|\s/gi, '');
  if (s === '') return null;
  let sign = 1;
  if (/^\(.*\)$/.test(s)) [sign, s] = [-1, s.slice(1, -1)];
  if (s.endsWith('-')) [sign, s] = [-1, s.slice(0, -1)];
  if (s.startsWith('-')) [sign, s] = [-sign, s.slice(1)];
  else if (s.startsWith('+')) s = s.slice(1);
  const mark =
    decimal ?? (/[.,]\d{1,2}$/.test(s) ? (s.at(-2) === ',' || s.at(-3) === ',' ? ',' : '.') : null);
  const other = mark === ',' ? '.' : ',';
  const plain = mark ? s.replaceAll(other, '').replace(mark, '.') : s.replace(/[.,]/g, '');
  if (!/^\d+(\.\d+)?$/.test(plain)) return 'bad';
  const cents = Math.round(Number(plain) * 100) * sign;
  return Number.isSafeInteger(cents) && Math.abs(cents) < 1e15 ? cents : 'bad';
}

const EXCEL_EPOCH_DAYS = 25_569;

/** A cell's day as YYYY-MM-DD (a date cell, an Excel serial or text in `order`), or null. */
export function dayOf(cell: Cell, order: DateOrder): string | null {
  if (cell === null) return null;
  const iso = (d: Date) => (Number.isNaN(d.getTime()) ? null : d.toISOString().slice(0, 10));
  const day = (s: string | null) => (s && isCalendarDate(s) ? s : null);
  if (cell instanceof Date) return day(iso(cell));
  if (typeof cell === 'number') return day(iso(new Date(Math.round((cell - EXCEL_EPOCH_DAYS) * 86_400_000))));
  const m = /^(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})(?:$|[\sT])/.exec(cell.trim());
  if (!m) return null;
  const [a, b, c] = [m[1] ?? '', m[2] ?? '', m[3] ?? ''];
  const [y, mo, d] = order === 'ymd' ? [a, b, c] : order === 'dmy' ? [c, b, a] : [c, a, b];
  const year = y.length === 2 ? `20${y}` : y;
  if (year.length !== 4) return null;
  return day(`${year}-${mo.padStart(2, '0')}-${d.padStart(2, '0')}`);
}

/**
 * An amount as the Venezuelan banks' exports write it ("1.234,56", "-25,00"), and a day
 * ("28/11/2026"): what `amountCents` and `dayOf` read back. The demo's statement is written with them.
 */
export const bankAmountText = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.trunc(Math.abs(cents) / 100).toLocaleString('es-VE')},${String(Math.abs(cents) % 100).padStart(2, '0')}`;
export const bankDayText = (day: string) => day.split('-').reverse().join('/');
