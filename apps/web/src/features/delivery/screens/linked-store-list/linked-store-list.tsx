import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function LinkedStoreList() {
  return <ScreenTitle titleKey="delivery.linkedStores.title" />;
}
