import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function DeliveryReportView() {
  return <ScreenTitle titleKey="delivery.reports.title" />;
}
