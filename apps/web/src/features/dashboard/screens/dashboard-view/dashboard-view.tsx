import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function DashboardView() {
  return <ScreenTitle titleKey="dashboard.view.title" />;
}
