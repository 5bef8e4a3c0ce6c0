import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CHANNELS, type Channel } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { SALE_STATUS_ORDER, saleStatusKey } from '../../../components/sale-status.ts';
import { SALE_SORTS, type SaleFilters, type SaleSort } from '../api/bill-filters.ts';

type Props = {
  filters: SaleFilters;
  onChange: (next: SaleFilters) => void;
  onClear: () => void;
  canClear: boolean;
};

const ALL = 'all';

/** Status, payment, channel, date range and order of the sales list. */
export function SaleFiltersBar({ filters, onChange, onClear, canClear }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<SaleFilters>) => onChange({ ...filters, ...patch });
  const selectSx = { minWidth: 170 };
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={2}
      sx={{ flexWrap: 'wrap', mb: 2, alignItems: 'center' }}
      role="group"
      aria-label={t('sales.filters.label')}
    >
      <TextField
        select
        size="small"
        label={t('sales.filters.status')}
        value={filters.status === null ? ALL : String(filters.status)}
        onChange={(e) => set({ status: e.target.value === ALL ? null : Number(e.target.value) })}
        sx={selectSx}
      >
        <MenuItem value={ALL}>{t('sales.filters.all')}</MenuItem>
        {SALE_STATUS_ORDER.map((status) => (
          <MenuItem key={status} value={String(status)}>
            {t(saleStatusKey(status))}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('sales.filters.payment')}
        value={filters.payment === null ? ALL : String(filters.payment)}
        onChange={(e) => set({ payment: e.target.value === '1' ? 1 : e.target.value === '0' ? 0 : null })}
        sx={selectSx}
      >
        <MenuItem value={ALL}>{t('sales.filters.all')}</MenuItem>
        <MenuItem value="1">{t('sales.statuses.paid')}</MenuItem>
        <MenuItem value="0">{t('sales.statuses.notPaid')}</MenuItem>
      </TextField>
      <TextField
        select
        size="small"
        label={t('sales.filters.channel')}
        value={filters.channel ?? ALL}
        onChange={(e) => set({ channel: e.target.value === ALL ? null : (e.target.value as Channel) })}
        sx={selectSx}
      >
        <MenuItem value={ALL}>{t('sales.filters.all')}</MenuItem>
        {CHANNELS.map((channel) => (
          <MenuItem key={channel} value={channel}>
            {t(`sales.channels.${channel}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        label={t('sales.filters.from')}
        value={filters.from}
        onChange={(e) => set({ from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.to || undefined } }}
      />
      <TextField
        type="date"
        size="small"
        label={t('sales.filters.to')}
        value={filters.to}
        onChange={(e) => set({ to: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.from || undefined } }}
      />
      <TextField
        select
        size="small"
        label={t('sales.filters.sort')}
        value={filters.sort}
        onChange={(e) => set({ sort: e.target.value as SaleSort })}
        sx={{ minWidth: 210 }}
      >
        {SALE_SORTS.map((sort) => (
          <MenuItem key={sort} value={sort}>
            {t(`sales.sorts.${sort}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button onClick={onClear} disabled={!canClear}>
        {t('sales.filters.clear')}
      </Button>
    </Stack>
  );
}
