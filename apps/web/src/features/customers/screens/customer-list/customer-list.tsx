import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function CustomerList() {
  return <ScreenTitle titleKey="customers.list.title" />;
}
