import { ShipmentListView } from '../../../../components/shipment-list-view.tsx';
import { EVERY_STATE } from '../../../../lib/shipment-filters.ts';
import { StoreShipmentPickers } from '../../components/store-shipment-pickers.tsx';

/** Every shipment of the store by a delivery company, with its courier, state, price and proof (/shippings). */
export function ShippingList() {
  return (
    <ShipmentListView
      side="store"
      scope={EVERY_STATE}
      titleKey="shipping.list.title"
      hintKey="shipments.list.storeHint"
      pickers={(filters, set) => <StoreShipmentPickers filters={filters} set={set} />}
    />
  );
}
