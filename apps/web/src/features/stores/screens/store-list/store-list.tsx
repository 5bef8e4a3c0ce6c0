import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function StoreList() {
  return <ScreenTitle titleKey="stores.list.title" />;
}
