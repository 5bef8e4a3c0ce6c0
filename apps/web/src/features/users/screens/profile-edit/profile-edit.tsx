import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function ProfileEdit() {
  return <ScreenTitle titleKey="users.profile.title" />;
}
