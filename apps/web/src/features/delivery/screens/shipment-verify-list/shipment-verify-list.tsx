import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function ShipmentVerifyList() {
  return <ScreenTitle titleKey="delivery.toVerify.title" />;
}
