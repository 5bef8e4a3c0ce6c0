import { STATEMENT_MAX_BYTES, STATEMENT_MAX_LINES } from '@vitrina/contract';
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { statementTexts } from './statements.texts.ts';

/** A cell as read: text, a number (XLSX), a day (XLSX date cell) or nothing. */
export type Cell = string | number | Date | null;
/** A file's rows with their row number in the file (1 is the first). */
export type Table = { row: number; cells: Cell[] }[];

/** A refusal of a file: the Spanish sentence, naming the row and column where there is one. */
export class StatementFileError extends Error {}

/** The spreadsheet letters of a 0-based column (0 → A, 26 → AA). */
export function columnLetter(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** The longest text a cell may hold: a bank's description is a line, not a document. */
const CELL_MAX = 500;
// Rows past the lines (headers, a bank's account block on top, totals at the end).
const ROWS_MAX = STATEMENT_MAX_LINES + 50;

const isZip = (b: Buffer) => b.length > 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
const isOldExcel = (b: Buffer) =>
  b.length > 4 && b[0] === 0xd0 && b[1] === 0xcf && b[2] === 0x11 && b[3] === 0xe0;

/**
 * Reads a statement file, CSV or XLSX, into its rows. Refuses (StatementFileError, Spanish,
 * naming the row and column) an empty or oversized file, an old .xls, a binary or UTF-16 text,
 * a formula, a cell past 500 characters and more rows than a statement holds. A CSV in UTF-8
 * (with or without BOM) or in Windows-1252, as older bank exports come, is read as such.
 */
export async function readStatementFile(bytes: Buffer): Promise<Table> {
  if (bytes.length === 0) throw new StatementFileError(statementTexts.empty());
  if (bytes.length > STATEMENT_MAX_BYTES) throw new StatementFileError(statementTexts.tooBig());
  if (isOldExcel(bytes)) throw new StatementFileError(statementTexts.oldExcel());
  const table = isZip(bytes) ? await readXlsx(bytes) : readCsv(decodeText(bytes));
  return table;
}

/** The file's text: UTF-8, or Windows-1252 when it is not valid UTF-8; never binary. */
function decodeText(bytes: Buffer): string {
  const nul = bytes.indexOf(0);
  if (nul >= 0) {
    const before = bytes.subarray(0, nul).toString('latin1').split('\n');
    throw new StatementFileError(statementTexts.encoding(before.length, columnOfText(before.at(-1) ?? '')));
  }
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

// The column (letter) a character offset of a line falls in, counting separators.
const columnOfText = (line: string) => columnLetter(line.split(delimiterOf(line)).length - 1);

const DELIMITERS = [';', ',', '\t', '|'] as const;

/** The column separator of a CSV: the one used most outside quotes in its first lines. */
export function delimiterOf(text: string): string {
  const head = text
    .split('\n', 30)
    .join('\n')
    .replace(/"[^"]*"/g, '');
  const counts = DELIMITERS.map((d) => head.split(d).length - 1);
  return DELIMITERS[counts.indexOf(Math.max(...counts))] ?? ';';
}

function readCsv(text: string): Table {
  let records: { info: { lines: number }; record: string[] }[];
  try {
    records = parseCsv(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
      info: true,
      max_record_size: 64 * 1024,
      to_line: ROWS_MAX + 1,
    }) as never;
  } catch (err) {
    const line = Number((err as { lines?: unknown }).lines) || 1;
    throw new StatementFileError(statementTexts.unreadableCsv(line));
  }
  if (records.length > ROWS_MAX) throw new StatementFileError(statementTexts.tooManyRows());
  return records.map(({ info, record }) => {
    for (const [c, cell] of record.entries()) checkText(cell, info.lines, c, true);
    return { row: info.lines, cells: record.map((c) => (c === '' ? null : c)) };
  });
}

function checkText(text: string, row: number, col: number, csv: boolean) {
  if (text.length > CELL_MAX)
    throw new StatementFileError(statementTexts.cellTooLong(row, columnLetter(col)));
  // A CSV cell that a spreadsheet would run as a formula ("=HYPERLINK(…)", "@SUM(…)"); a signed
  // number ("-150,00", "+20") is an amount, not a formula.
  if (csv && /^[=@]/.test(text)) throw new StatementFileError(statementTexts.formula(row, columnLetter(col)));
  if (csv && /^[+-]/.test(text) && !/^[+-]\s*[\d.,\s]+$/.test(text))
    throw new StatementFileError(statementTexts.formula(row, columnLetter(col)));
}

async function readXlsx(bytes: Buffer): Promise<Table> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new StatementFileError(statementTexts.unreadableExcel());
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new StatementFileError(statementTexts.empty());
  if (sheet.rowCount > ROWS_MAX) throw new StatementFileError(statementTexts.tooManyRows());
  const table: Table = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: Cell[] = [];
    row.eachCell({ includeEmpty: true }, (cell, colNumber) => {
      const col = colNumber - 1;
      if (cell.type === ExcelJS.ValueType.Formula)
        throw new StatementFileError(statementTexts.formula(rowNumber, columnLetter(col)));
      cells[col] = cellValue(cell.value, rowNumber, col);
    });
    table.push({ row: rowNumber, cells: Array.from(cells, (c) => c ?? null) });
  });
  return table;
}

function cellValue(value: ExcelJS.CellValue, row: number, col: number): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string') {
    checkText(value, row, col, false);
    return value.trim() === '' ? null : value.trim();
  }
  if ('formula' in value || 'sharedFormula' in value)
    throw new StatementFileError(statementTexts.formula(row, columnLetter(col)));
  if ('richText' in value) return cellValue(value.richText.map((r) => r.text).join(''), row, col);
  if ('text' in value) return cellValue(String(value.text), row, col);
  if ('error' in value) throw new StatementFileError(statementTexts.formula(row, columnLetter(col)));
  return null;
}
