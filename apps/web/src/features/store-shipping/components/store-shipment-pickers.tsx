import { useTranslation } from 'react-i18next';
import { ShipmentIdSelect } from '#web/components/shipment-filters-bar.tsx';
import { useStoreCompanies } from '#web/features/store-shipping/api/link.queries.ts';
import type { ShipmentFilters } from '#web/lib/shipment-filters.ts';

type Props = { filters: ShipmentFilters; set: (patch: Partial<ShipmentFilters>) => void };

/** The store's own filter: one delivery company (linked or not: past shipments stay). */
export function StoreShipmentPickers({ filters, set }: Props) {
  const { t } = useTranslation();
  const companies = useStoreCompanies();
  return (
    <ShipmentIdSelect
      label={t('shipments.filters.company')}
      value={filters.companyId}
      options={companies.data ?? []}
      onChange={(companyId) => set({ companyId })}
    />
  );
}
