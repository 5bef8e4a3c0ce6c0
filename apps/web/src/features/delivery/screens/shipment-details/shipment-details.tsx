import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function ShipmentDetails() {
  return <ScreenTitle titleKey="delivery.shipmentDetails.title" />;
}
