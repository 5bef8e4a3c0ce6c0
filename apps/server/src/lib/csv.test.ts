import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, rangeCsvName } from './csv.ts';

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://x","clic")', `"'=HYPERLINK(""http://x"",""clic"")"`],
    ['+58 412 000 0000', "'+58 412 000 0000"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tcmd', "'\tcmd"],
    ['\r=1', `"'\r=1"`],
  ])('neutralises a cell a spreadsheet would run as a formula: %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('keeps ordinary text, numbers (negative ones too) and empty values as they are', () => {
    expect(csvCell('Ana Pérez')).toBe('Ana Pérez');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('Pérez, Ana')).toBe('"Pérez, Ana"');
    expect(csvCell('dice "hola"')).toBe('"dice ""hola"""');
    expect(csvCell('uno\ndos')).toBe('"uno\ndos"');
    expect(csvCell('a;b')).toBe('"a;b"');
  });
});

describe('csvLine', () => {
  it('joins the cells with commas and ends with CRLF', () => {
    expect(csvLine([1, '=1', 'x'])).toBe("1,'=1,x\r\n");
  });
});

describe('rangeCsvName', () => {
  it('names a range download by what it holds and its two days', () => {
    expect(rangeCsvName('ventas', { initial_date: '2026-01-01', final_date: '2026-01-31' })).toBe(
      'ventas-2026-01-01-a-2026-01-31.csv',
    );
  });
});
