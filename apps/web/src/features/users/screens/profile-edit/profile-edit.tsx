import { ProfilePage } from '../../components/profile-page.tsx';

/** /profile */
export function ProfileEdit() {
  return <ProfilePage titleKey="users.profile.title" />;
}
