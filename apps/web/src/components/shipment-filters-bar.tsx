import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ShipmentState } from '@vitrina/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShipmentFilters, ShipmentScope } from '../lib/shipment-filters.ts';
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

const ALL = 'all';
const selectSx = { minWidth: 170 };

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
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value === null ? ALL : String(props.value)}
      onChange={(e) => props.onChange(e.target.value === ALL ? null : Number(e.target.value))}
      sx={selectSx}
    >
      <MenuItem value={ALL}>{t('shipments.filters.all')}</MenuItem>
      {props.options.map((o) => (
        <MenuItem key={o.id} value={String(o.id)}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** State, the side's pickers and days of a shipments list. */
export function ShipmentFiltersBar({ scope, filters, onChange, onClear, canClear, children }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<ShipmentFilters>) => onChange({ ...filters, ...patch });
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={2}
      sx={{ flexWrap: 'wrap', mb: 2, alignItems: 'center' }}
      role="group"
      aria-label={t('shipments.filters.label')}
    >
      {scope.states.length > 1 ? (
        <TextField
          select
          size="small"
          label={t('shipments.filters.state')}
          value={filters.state ?? ALL}
          onChange={(e) => set({ state: e.target.value === ALL ? null : (e.target.value as ShipmentState) })}
          sx={selectSx}
        >
          {scope.fallback === null ? <MenuItem value={ALL}>{t('shipments.filters.all')}</MenuItem> : null}
          {scope.states.map((state) => (
            <MenuItem key={state} value={state}>
              {t(shipmentStateKey(state))}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {children}
      {(['from', 'to'] as const).map((bound) => (
        <TextField
          key={bound}
          type="date"
          size="small"
          label={t(`shipments.filters.${bound}`)}
          value={filters[bound]}
          onChange={(e) => set({ [bound]: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
      <Button onClick={onClear} disabled={!canClear}>
        {t('shipments.filters.clear')}
      </Button>
    </Stack>
  );
}
