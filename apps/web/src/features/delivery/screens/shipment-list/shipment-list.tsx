import { ShipmentListView } from '../../../../components/shipment-list-view.tsx';
import type { ShipmentScope } from '../../../../lib/shipment-filters.ts';
import { CompanyShipmentPickers } from '../../components/company-shipment-pickers.tsx';

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
