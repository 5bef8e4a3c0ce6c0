import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function CashierList() {
  return <ScreenTitle titleKey="cashiers.list.title" />;
}
