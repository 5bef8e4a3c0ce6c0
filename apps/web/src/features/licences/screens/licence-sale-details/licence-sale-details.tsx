import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function LicenceSaleDetails() {
  return <ScreenTitle titleKey="licences.details.title" />;
}
