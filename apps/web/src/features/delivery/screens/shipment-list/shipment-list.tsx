import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function ShipmentList() {
  return <ScreenTitle titleKey="delivery.verified.title" />;
}
