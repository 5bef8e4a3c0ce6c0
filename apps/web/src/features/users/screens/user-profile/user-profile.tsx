import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function UserProfile() {
  return <ScreenTitle titleKey="users.userProfile.title" />;
}
