import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function ShippingList() {
  return <ScreenTitle titleKey="shipping.list.title" />;
}
