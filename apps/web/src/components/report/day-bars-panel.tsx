import { useTranslation } from 'react-i18next';
import { BarChart } from '#web/components/charts.tsx';
import { Panel } from '#web/components/panel.tsx';
import { useFormat } from '#web/lib/use-format.ts';

type DayBarsPanelProps<T> = {
  /** i18n group: `<group>.title`, `.chart`, and `.bar` (a bar's title, with `{ day }` and `values`). */
  texts: string;
  id: string;
  days: readonly T[];
  /** The amount of money a day's bar stands for. */
  value: (day: T) => number;
  /** The bar title's values besides the day. */
  values: (day: T) => Record<string, string | number>;
};

/** A report's money by day as bars, one a day, in a panel of its own. */
export function DayBarsPanel<T extends { day: string }>({
  texts,
  id,
  days,
  value,
  values,
}: DayBarsPanelProps<T>) {
  const { t } = useTranslation();
  const { money, date } = useFormat();
  return (
    <Panel title={t(`${texts}.title`)} id={id} className="report-card">
      <BarChart
        label={t(`${texts}.chart`)}
        points={days.map((d) => {
          const day = date(d.day, 'dayMonth');
          return { key: d.day, label: day, value: value(d), title: t(`${texts}.bar`, { day, ...values(d) }) };
        })}
        formatMax={money}
      />
    </Panel>
  );
}
