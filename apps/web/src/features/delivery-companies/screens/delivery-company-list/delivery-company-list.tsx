import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function DeliveryCompanyList() {
  return <ScreenTitle titleKey="deliveryCompanies.list.title" />;
}
