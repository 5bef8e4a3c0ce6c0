import type { ShipmentState } from '@vitrina/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShipmentFilters, ShipmentScope } from '#web/lib/shipment-filters.ts';
import { DayRangeFields, FilterSelect, FiltersBar } from './filters-bar.tsx';
import { shipmentStateKey } from './shipment-chips.tsx';

type Props = {
  scope: ShipmentScope;
  filters: ShipmentFilters;
  onChange: (next: ShipmentFilters) => void;
  onClear: () => void;
  canClear: boolean;
  /** The side's own pickers (the company's stores and couriers, the store's companies). */
  children?: ReactNode;
};

type Option = { id: number; name: string };

/** A select of ids (a store, a courier, a company) with "all" first. */
export function ShipmentIdSelect(props: {
  label: string;
  value: number | null;
  options: readonly Option[];
  onChange: (id: number | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <FilterSelect
      label={props.label}
      value={props.value === null ? null : String(props.value)}
      allLabel={t('shipments.filters.all')}
      choices={props.options.map((o) => ({ value: String(o.id), label: o.name }))}
      onChange={(v) => props.onChange(v === null ? null : Number(v))}
    />
  );
}

/** State, the side's pickers and days of a shipments list. */
export function ShipmentFiltersBar({ scope, filters, onChange, onClear, canClear, children }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<ShipmentFilters>) => onChange({ ...filters, ...patch });
  return (
    <FiltersBar
      label={t('shipments.filters.label')}
      clear={{ label: t('shipments.filters.clear'), onClick: onClear, disabled: !canClear }}
    >
      {scope.states.length > 1 ? (
        <FilterSelect
          label={t('shipments.filters.state')}
          value={filters.state}
          // The company's lists show one state at a time: no "all" there.
          allLabel={scope.fallback === null ? t('shipments.filters.all') : undefined}
          choices={scope.states.map((s) => ({ value: s, label: t(shipmentStateKey(s)) }))}
          onChange={(v) => set({ state: v as ShipmentState | null })}
        />
      ) : null}
      {children}
      <DayRangeFields
        days={filters}
        labels={[t('shipments.filters.from'), t('shipments.filters.to')]}
        onChange={set}
      />
    </FiltersBar>
  );
}
