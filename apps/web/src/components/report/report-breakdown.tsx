import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareBars, type ShareRow } from '#web/components/charts.tsx';
import { Panel } from '#web/components/panel.tsx';
import { type ReportColumn, ReportTable } from './report-table.tsx';

type ReportBreakdownProps<T> = {
  /** i18n group of the breakdown's texts: `<group>.title`, `.chart` and `.table`. */
  texts: string;
  /** i18n key of the title, when not `<group>.title`. */
  titleKey?: string;
  id: string;
  rows: readonly T[];
  rowKey: (row: T) => Key;
  /** The bars over the table; none for a table alone. */
  bars?: (rows: readonly NoInfer<T>[]) => ShareRow[];
  columns: readonly ReportColumn<NoInfer<T>>[];
  maxHeight?: number;
};

/** One breakdown of a report (by status, channel, product or day): share bars over its table. */
export function ReportBreakdown<T>({
  texts,
  titleKey,
  id,
  rows,
  rowKey,
  bars,
  columns,
  maxHeight,
}: ReportBreakdownProps<T>) {
  const { t } = useTranslation();
  return (
    <Panel title={t(titleKey ?? `${texts}.title`)} id={id} className="report-card">
      {bars ? <ShareBars label={t(`${texts}.chart`)} rows={bars(rows)} /> : null}
      <ReportTable
        label={t(`${texts}.table`)}
        rows={rows}
        rowKey={rowKey}
        emptyText={t('reports.empty')}
        maxHeight={maxHeight}
        columns={columns}
      />
    </Panel>
  );
}
