import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function BankList() {
  return <ScreenTitle titleKey="banks.list.title" />;
}
