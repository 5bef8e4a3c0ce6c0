import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function StoreDetails() {
  return <ScreenTitle titleKey="stores.details.title" />;
}
