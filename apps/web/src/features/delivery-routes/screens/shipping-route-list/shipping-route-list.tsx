import Stack from '@mui/material/Stack';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import { QuoteSimulator } from '#web/features/delivery-routes/components/quote-simulator.tsx';
import { RouteTable } from '#web/features/delivery-routes/components/route-table.tsx';

/** /shipping-routes: the store's own routes (its own couriers) and the shipping quote simulator. */
export function ShippingRouteList() {
  return (
    <ScreenTitle titleKey="shipping.routes.title">
      <Stack spacing={3}>
        <RouteTable side="store" />
        <QuoteSimulator />
      </Stack>
    </ScreenTitle>
  );
}
