import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function CompanyProfile() {
  return <ScreenTitle titleKey="delivery.profile.title" />;
}
