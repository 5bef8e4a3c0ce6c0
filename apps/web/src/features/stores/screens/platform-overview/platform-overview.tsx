import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function PlatformOverview() {
  return <ScreenTitle titleKey="stores.list.title" />;
}
