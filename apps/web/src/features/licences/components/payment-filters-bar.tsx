import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { LicenceStatus, Plan } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { LICENCE_STATUS_ORDER, licenceStatusName } from '../api/licence.ts';
import type { PaymentFilters } from '../api/payment-filters.ts';

type Props = {
  filters: PaymentFilters;
  plans: readonly Plan[];
  onChange: (next: PaymentFilters) => void;
  onClear: () => void;
  canClear: boolean;
};

const ALL = 'all';

/** Status, plan and date range of the licence sales list (the search box is the table's). */
export function PaymentFiltersBar({ filters, plans, onChange, onClear, canClear }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<PaymentFilters>) => onChange({ ...filters, ...patch });
  const selectSx = { minWidth: 170 };
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={2}
      sx={{ flexWrap: 'wrap', mb: 2, alignItems: 'center' }}
      role="group"
      aria-label={t('licences.filters.label')}
    >
      <TextField
        select
        size="small"
        label={t('licences.filters.status')}
        value={filters.status === null ? ALL : String(filters.status)}
        onChange={(e) =>
          set({ status: e.target.value === ALL ? null : (Number(e.target.value) as LicenceStatus) })
        }
        sx={selectSx}
      >
        <MenuItem value={ALL}>{t('licences.filters.all')}</MenuItem>
        {LICENCE_STATUS_ORDER.map((status) => (
          <MenuItem key={status} value={String(status)}>
            {t(`licences.statuses.${licenceStatusName(status)}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('licences.filters.plan')}
        value={filters.planId === null ? ALL : String(filters.planId)}
        onChange={(e) => set({ planId: e.target.value === ALL ? null : Number(e.target.value) })}
        sx={selectSx}
      >
        <MenuItem value={ALL}>{t('licences.filters.all')}</MenuItem>
        {plans.map((plan) => (
          <MenuItem key={plan.id} value={String(plan.id)}>
            {plan.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        label={t('licences.filters.from')}
        value={filters.from}
        onChange={(e) => set({ from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.to || undefined } }}
      />
      <TextField
        type="date"
        size="small"
        label={t('licences.filters.to')}
        value={filters.to}
        onChange={(e) => set({ to: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.from || undefined } }}
      />
      <Button onClick={onClear} disabled={!canClear}>
        {t('licences.filters.clear')}
      </Button>
    </Stack>
  );
}
