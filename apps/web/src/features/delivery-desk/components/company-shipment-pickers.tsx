import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ShipmentIdSelect } from '#web/components/shipment-filters-bar.tsx';
import { useLinkedStores } from '#web/features/delivery-desk/api/company.queries.ts';
import { useCompanyCouriers } from '#web/features/delivery-desk/api/shipment.queries.ts';
import type { ShipmentFilters } from '#web/lib/shipment-filters.ts';

type Props = { filters: ShipmentFilters; set: (patch: Partial<ShipmentFilters>) => void };

/** The company's own filters: one of its linked stores, one of its couriers, settled or not. */
export function CompanyShipmentPickers({ filters, set }: Props) {
  const { t } = useTranslation();
  const stores = useLinkedStores();
  const couriers = useCompanyCouriers();
  return (
    <>
      <ShipmentIdSelect
        label={t('shipments.filters.store')}
        value={filters.storeId}
        options={stores.data ?? []}
        onChange={(storeId) => set({ storeId })}
      />
      <ShipmentIdSelect
        label={t('shipments.filters.courier')}
        value={filters.dealerId}
        options={(couriers.data ?? []).map((d) => ({ id: d.id, name: `${d.name} ${d.lastname}`.trim() }))}
        onChange={(dealerId) => set({ dealerId })}
      />
      <TextField
        select
        size="small"
        label={t('shipments.filters.settled')}
        value={filters.settled === null ? 'all' : String(filters.settled)}
        onChange={(e) => set({ settled: e.target.value === 'all' ? null : e.target.value === 'true' })}
        sx={{ minWidth: 170 }}
      >
        <MenuItem value="all">{t('shipments.filters.all')}</MenuItem>
        <MenuItem value="true">{t('shipments.settled.yes')}</MenuItem>
        <MenuItem value="false">{t('shipments.settled.no')}</MenuItem>
      </TextField>
    </>
  );
}
