import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function UpgradePlan() {
  return <ScreenTitle titleKey="licences.upgrade.title" />;
}
