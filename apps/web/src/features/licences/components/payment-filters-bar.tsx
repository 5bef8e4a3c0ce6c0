import type { LicenceStatus, Plan } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { DayRangeFields, FilterSelect, FiltersBar } from '#web/components/filters-bar.tsx';
import { LICENCE_STATUS_ORDER, licenceStatusName } from '#web/features/licences/api/licence.ts';
import type { PaymentFilters } from '#web/features/licences/api/payment-filters.ts';

type Props = {
  filters: PaymentFilters;
  plans: readonly Plan[];
  onChange: (next: PaymentFilters) => void;
  onClear: () => void;
  canClear: boolean;
};

/** Status, plan and date range of the licence sales list (the search box is the table's). */
export function PaymentFiltersBar({ filters, plans, onChange, onClear, canClear }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<PaymentFilters>) => onChange({ ...filters, ...patch });
  const all = t('licences.filters.all');
  return (
    <FiltersBar
      label={t('licences.filters.label')}
      clear={{ label: t('licences.filters.clear'), onClick: onClear, disabled: !canClear }}
    >
      <FilterSelect
        label={t('licences.filters.status')}
        value={filters.status === null ? null : String(filters.status)}
        allLabel={all}
        choices={LICENCE_STATUS_ORDER.map((s) => ({
          value: String(s),
          label: t(`licences.statuses.${licenceStatusName(s)}`),
        }))}
        onChange={(v) => set({ status: v === null ? null : (Number(v) as LicenceStatus) })}
      />
      <FilterSelect
        label={t('licences.filters.plan')}
        value={filters.planId === null ? null : String(filters.planId)}
        allLabel={all}
        choices={plans.map((plan) => ({ value: String(plan.id), label: plan.name }))}
        onChange={(v) => set({ planId: v === null ? null : Number(v) })}
      />
      <DayRangeFields
        days={filters}
        labels={[t('licences.filters.from'), t('licences.filters.to')]}
        onChange={set}
      />
    </FiltersBar>
  );
}
