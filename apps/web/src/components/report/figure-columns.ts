import { useTranslation } from 'react-i18next';
import { useFormat } from '#web/lib/use-format.ts';
import type { ReportColumn } from './report-table.tsx';

/**
 * A report table's figure columns: `countColumn('count')` shows the row's `count` as a number,
 * `moneyColumn('total')` its `total` as money, each headed `<texts>.<id>`.
 */
export function useFigureColumns(texts: string) {
  const { t } = useTranslation();
  const { money, number } = useFormat();
  const figureColumn =
    (format: (n: number) => string) =>
    <K extends string>(id: K): ReportColumn<Record<K, number>> => ({
      id,
      header: t(`${texts}.${id as string}`),
      numeric: true,
      cell: (row) => format(row[id]),
    });
  return { countColumn: figureColumn((n) => number(n)), moneyColumn: figureColumn(money) };
}
