import { ShipmentListView } from '#web/components/shipment-list-view.tsx';
import { CompanyShipmentPickers } from '#web/features/delivery-desk/components/company-shipment-pickers.tsx';
import type { ShipmentScope } from '#web/lib/shipment-filters.ts';

const TO_VERIFY: ShipmentScope = { states: ['to-verify'], fallback: 'to-verify' };

/** The shipments the company has not accepted yet (/delivery-shopping-list). */
export function ShipmentVerifyList() {
  return (
    <ShipmentListView
      side="company"
      pickers={(filters, set) => <CompanyShipmentPickers filters={filters} set={set} />}
      scope={TO_VERIFY}
      titleKey="delivery.toVerify.title"
      hintKey="shipments.list.toVerifyHint"
    />
  );
}
