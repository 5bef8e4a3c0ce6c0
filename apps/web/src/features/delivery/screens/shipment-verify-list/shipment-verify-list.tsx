import { ShipmentListView } from '../../../../components/shipment-list-view.tsx';
import type { ShipmentScope } from '../../../../lib/shipment-filters.ts';
import { CompanyShipmentPickers } from '../../components/company-shipment-pickers.tsx';

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
