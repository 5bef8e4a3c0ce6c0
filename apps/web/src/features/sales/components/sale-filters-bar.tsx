import { CHANNELS, type Channel } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { DayRangeFields, FilterSelect, FiltersBar } from '#web/components/filters-bar.tsx';
import { SALE_STATUS_ORDER, saleStatusKey } from '#web/components/sale-status.ts';
import {
  activeFilterCount,
  SALE_SORTS,
  type SaleFilters,
  type SaleSort,
} from '#web/features/sales/api/bill-filters.ts';

type Props = {
  filters: SaleFilters;
  onChange: (next: SaleFilters) => void;
  onClear: () => void;
  canClear: boolean;
};

/** Status, payment, channel, date range and order of the sales list. */
export function SaleFiltersBar({ filters, onChange, onClear, canClear }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<SaleFilters>) => onChange({ ...filters, ...patch });
  const all = t('sales.filters.all');
  return (
    <FiltersBar
      label={t('sales.filters.label')}
      clear={{ label: t('sales.filters.clear'), onClick: onClear, disabled: !canClear }}
      active={activeFilterCount(filters)}
    >
      <FilterSelect
        label={t('sales.filters.status')}
        value={filters.status === null ? null : String(filters.status)}
        allLabel={all}
        choices={SALE_STATUS_ORDER.map((s) => ({ value: String(s), label: t(saleStatusKey(s)) }))}
        onChange={(v) => set({ status: v === null ? null : Number(v) })}
      />
      <FilterSelect
        label={t('sales.filters.payment')}
        value={filters.payment === null ? null : String(filters.payment)}
        allLabel={all}
        choices={[
          { value: '1', label: t('sales.statuses.paid') },
          { value: '0', label: t('sales.statuses.notPaid') },
        ]}
        onChange={(v) => set({ payment: v === '1' ? 1 : v === '0' ? 0 : null })}
      />
      <FilterSelect
        label={t('sales.filters.channel')}
        value={filters.channel}
        allLabel={all}
        choices={CHANNELS.map((c) => ({ value: c, label: t(`sales.channels.${c}`) }))}
        onChange={(v) => set({ channel: v as Channel | null })}
      />
      <DayRangeFields
        days={filters}
        labels={[t('sales.filters.from'), t('sales.filters.to')]}
        onChange={set}
      />
      <FilterSelect
        label={t('sales.filters.sort')}
        value={filters.sort}
        choices={SALE_SORTS.map((s) => ({ value: s, label: t(`sales.sorts.${s}`) }))}
        onChange={(v) => set({ sort: v as SaleSort })}
        sx={{ minWidth: 210 }}
      />
    </FiltersBar>
  );
}
