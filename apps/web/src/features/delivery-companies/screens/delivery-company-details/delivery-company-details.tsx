import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function DeliveryCompanyDetails() {
  return <ScreenTitle titleKey="deliveryCompanies.details.title" />;
}
