import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function SaleDetails() {
  return <ScreenTitle titleKey="sales.details.title" />;
}
