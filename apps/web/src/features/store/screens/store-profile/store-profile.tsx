import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function StoreProfile() {
  return <ScreenTitle titleKey="store.profile.title" />;
}
