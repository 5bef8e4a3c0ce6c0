import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function SaleList() {
  return <ScreenTitle titleKey="sales.list.title" />;
}
