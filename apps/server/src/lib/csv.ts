import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * CSV for spreadsheet programs. A cell a spreadsheet would read as a formula (starting with
 * = + - @, a tab or a carriage return) gets a leading apostrophe, so a customer named
 * `=HYPERLINK(…)` stays text when the store owner opens the export (CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formulas neutralised, quoted when it holds a separator, a quote or a line break. */
export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? '' : String(value);
  // Numbers are written by us, not typed by anyone: a negative amount stays a number.
  if (typeof value !== 'number' && FORMULA_START.test(s)) s = `'${s}`;
  return /[",\n\r;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One line of cells, ended by CRLF as RFC 4180 asks. */
export const csvLine = (cells: readonly unknown[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** Sends `body` (a stream of CSV text) as the download `name`. */
export function sendCsv(reply: FastifyReply, name: string, body: Readable) {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${name}"`)
    .send(body);
}

/** A range's download name: `ventas-2026-01-01-a-2026-01-31.csv`. */
export const rangeCsvName = (what: string, range: { initial_date: string; final_date: string }) =>
  `${what}-${range.initial_date}-a-${range.final_date}.csv`;
