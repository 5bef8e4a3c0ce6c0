import { ShipmentListView } from '#web/components/shipment-list-view.tsx';
import { CompanyShipmentPickers } from '#web/features/delivery-desk/components/company-shipment-pickers.tsx';
import type { ShipmentScope } from '#web/lib/shipment-filters.ts';

const ACCEPTED: ShipmentScope = { states: ['verified', 'shipped', 'delivered'], fallback: 'verified' };

/** The shipments the company accepted: verified, on their way and delivered (/delivery-shippings). */
export function ShipmentList() {
  return (
    <ShipmentListView
      side="company"
      pickers={(filters, set) => <CompanyShipmentPickers filters={filters} set={set} />}
      scope={ACCEPTED}
      titleKey="delivery.verified.title"
      hintKey="shipments.list.verifiedHint"
    />
  );
}
