import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type ShipmentSide, useShipments } from '#web/lib/shipment.queries.ts';
import {
  clearedShipmentFilters,
  hasShipmentFilters,
  readShipmentFilters,
  type ShipmentFilters,
  type ShipmentScope,
  writeShipmentFilters,
} from '#web/lib/shipment-filters.ts';
import { useCursorPaging } from '#web/lib/use-cursor-paging.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { DataTable, pagedRows } from './data-table.tsx';
import { ScreenTitle } from './screen-title.tsx';
import { useShipmentColumns } from './shipment-columns.tsx';
import { ShipmentFiltersBar } from './shipment-filters-bar.tsx';

type Props = {
  side: ShipmentSide;
  scope: ShipmentScope;
  titleKey: string;
  hintKey: string;
  /** The side's own filter pickers, given the filters and a way to change some of them. */
  pickers?: (filters: ShipmentFilters, set: (patch: Partial<ShipmentFilters>) => void) => ReactNode;
};

/**
 * A list of shipments (the company's to verify or verified, the store's): filters and search in
 * the URL, so coming back from a shipment restores them; keyset paging.
 */
export function ShipmentListView({ side, scope, titleKey, hintKey, pickers }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const [searchParams, setSearchParams] = useSearchParams();
  const urlFilters = useMemo(() => readShipmentFilters(searchParams, scope), [searchParams, scope]);
  const [search, setSearch] = useState(urlFilters.q);
  const q = useDebouncedValue(search.trim(), 350);
  const filters: ShipmentFilters = useMemo(() => ({ ...urlFilters, q }), [urlFilters, q]);
  const apply = (next: ShipmentFilters) =>
    setSearchParams(writeShipmentFilters(next, scope), { replace: true });
  useEffect(() => {
    if (q !== urlFilters.q)
      setSearchParams(writeShipmentFilters({ ...urlFilters, q }, scope), { replace: true });
  }, [q, urlFilters, scope, setSearchParams]);

  const paging = useCursorPaging(JSON.stringify(filters));
  const shipments = useShipments(side, filters, paging.cursor);
  const columns = useShipmentColumns(side);
  const filtered = hasShipmentFilters(filters, scope);

  return (
    <ScreenTitle titleKey={titleKey}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t(hintKey)}
      </Typography>
      <Typography color="text.secondary" aria-live="polite" sx={{ mb: 2 }}>
        {shipments.data
          ? t('shipments.list.count', {
              count: shipments.data.meta.total,
              total: format.number(shipments.data.meta.total),
            })
          : '\u00a0'}
      </Typography>
      <ShipmentFiltersBar
        scope={scope}
        filters={filters}
        onChange={apply}
        onClear={() => {
          setSearch('');
          apply(clearedShipmentFilters(scope));
        }}
        canClear={filtered || search !== ''}
      >
        {pickers?.(filters, (patch) => apply({ ...filters, ...patch }))}
      </ShipmentFiltersBar>
      <DataTable
        label={t('shipments.list.tableLabel')}
        columns={columns}
        {...pagedRows(shipments, paging)}
        rowKey={(s) => s.id}
        emptyText={filtered ? t('shipments.list.noMatches') : t('shipments.list.empty')}
        search={{ value: search, onChange: setSearch, label: t('shipments.list.search') }}
        skeletonRows={8}
      />
    </ScreenTitle>
  );
}
