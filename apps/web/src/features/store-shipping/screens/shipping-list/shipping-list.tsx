import { ShipmentListView } from '#web/components/shipment-list-view.tsx';
import { StoreShipmentPickers } from '#web/features/store-shipping/components/store-shipment-pickers.tsx';
import { EVERY_STATE } from '#web/lib/shipment-filters.ts';

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
