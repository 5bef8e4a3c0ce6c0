import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function CompanyDealerList() {
  return <ScreenTitle titleKey="delivery.dealers.title" />;
}
