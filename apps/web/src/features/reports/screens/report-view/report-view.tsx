import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function ReportView() {
  return <ScreenTitle titleKey="reports.view.title" />;
}
