import { ProfilePage } from '#web/features/users/components/profile-page.tsx';

/** /profile */
export function ProfileEdit() {
  return <ProfilePage titleKey="users.profile.title" />;
}
