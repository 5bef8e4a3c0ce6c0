import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, pagedRows } from '#web/components/data-table.tsx';
import { type ShipmentColumnId, useShipmentColumns } from '#web/components/shipment-columns.tsx';
import { useShipments } from '#web/lib/shipment.queries.ts';
import { EMPTY_SHIPMENT_FILTERS, type ShipmentFilters } from '#web/lib/shipment-filters.ts';
import { useCursorPaging } from '#web/lib/use-cursor-paging.ts';
import { useFormat } from '#web/lib/use-format.ts';

/** Every row is this courier's: the column would repeat its name. */
const OMIT: readonly ShipmentColumnId[] = ['courier'];

/**
 * The shipments one of the company's couriers carried (`GET deliver/delivery?dealer_id=`):
 * every state, newest first, keyset paging; each row opens the shipment.
 */
export function DealerShipments({ dealerId }: { dealerId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const filters: ShipmentFilters = useMemo(() => ({ ...EMPTY_SHIPMENT_FILTERS, dealerId }), [dealerId]);
  const paging = useCursorPaging(String(dealerId));
  const shipments = useShipments('company', filters, paging.cursor);
  const columns = useShipmentColumns('company', { omit: OMIT });
  const total = shipments.data?.meta.total;

  return (
    <Box component="section" aria-labelledby="dealer-shipments-title" sx={{ mt: 4 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          columnGap: 2,
          mb: 1.5,
        }}
      >
        <Typography id="dealer-shipments-title" variant="h6" component="h2">
          {t('delivery.dealerDetails.shipments.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {total === undefined
            ? '\u00a0'
            : t('shipments.list.count', { count: total, total: format.number(total) })}
        </Typography>
      </Box>
      <DataTable
        label={t('delivery.dealerDetails.shipments.title')}
        columns={columns}
        {...pagedRows(shipments, paging)}
        rowKey={(s) => s.id}
        emptyText={t('delivery.dealerDetails.shipments.empty')}
      />
    </Box>
  );
}
