import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function PlatformUserList() {
  return <ScreenTitle titleKey="platform.users.title" />;
}
