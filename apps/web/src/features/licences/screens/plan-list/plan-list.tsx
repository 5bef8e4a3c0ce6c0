import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function PlanList() {
  return <ScreenTitle titleKey="licences.plans.title" />;
}
