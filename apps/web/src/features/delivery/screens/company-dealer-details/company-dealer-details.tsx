import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function CompanyDealerDetails() {
  return <ScreenTitle titleKey="delivery.dealerDetails.title" />;
}
