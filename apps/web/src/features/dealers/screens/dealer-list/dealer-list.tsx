import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function DealerList() {
  return <ScreenTitle titleKey="dealers.list.title" />;
}
