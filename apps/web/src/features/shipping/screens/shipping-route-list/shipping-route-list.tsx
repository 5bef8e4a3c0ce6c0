import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function ShippingRouteList() {
  return <ScreenTitle titleKey="shipping.routes.title" />;
}
