import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * Names a shopper or a company may type that a spreadsheet would run as a formula, one per
 * character that starts one (=, +, -, @), each with the cell lib/csv.ts must write for it
 * (`name lastname` as the exports join them): a leading apostrophe keeps it text, and a cell
 * holding a comma or a quote is quoted with its quotes doubled. Written out by hand, so an
 * export that joins raw values, or a csvCell that stops neutralising, fails.
 */
export const FORMULA_SHOPPERS = [
  {
    name: '=HYPERLINK("http://malo.test/?robo=1","Ver pedido")',
    lastname: 'Pérez',
    cell: `"'=HYPERLINK(""http://malo.test/?robo=1"",""Ver pedido"") Pérez"`,
  },
  { name: '+58 414 5550101', lastname: 'Ruiz', cell: `'+58 414 5550101 Ruiz` },
  { name: '-2+3', lastname: 'Mora', cell: `'-2+3 Mora` },
  { name: '@SUM(A1:A9)', lastname: 'Díaz', cell: `'@SUM(A1:A9) Díaz` },
] as const;

/** One CSV line's cells as written: a quoted cell keeps its quotes and doubled quotes. */
function rawCells(line: string): string[] {
  const cells: string[] = [];
  let at = 0;
  for (;;) {
    let end: number;
    if (line[at] === '"') {
      end = at + 1;
      while (end < line.length && !(line[end] === '"' && line[end + 1] !== '"'))
        end += line[end] === '"' ? 2 : 1;
      end += 1;
    } else {
      end = line.indexOf(',', at);
      if (end < 0) end = line.length;
    }
    cells.push(line.slice(at, end));
    if (end >= line.length) return cells;
    expect(line[end], `a cell of ${line} ends at a comma`).toBe(',');
    at = end + 1;
  }
}

/**
 * The lines of a CSV download as written (CRLF-ended, the byte order mark dropped), each split
 * into its raw cells, exactly as a spreadsheet program reads the file.
 */
export function csvRows(res: LightMyRequestResponse): string[][] {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('text/csv');
  const text = res.body.replace(/^\uFEFF/, '');
  expect(text.endsWith('\r\n'), 'every line ends with CRLF').toBe(true);
  return text.slice(0, -2).split('\r\n').map(rawCells);
}
