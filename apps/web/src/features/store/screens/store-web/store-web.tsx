import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function StoreWeb() {
  return <ScreenTitle titleKey="store.web.title" />;
}
