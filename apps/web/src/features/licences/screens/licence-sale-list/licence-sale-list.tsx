import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function LicenceSaleList() {
  return <ScreenTitle titleKey="licences.list.title" />;
}
