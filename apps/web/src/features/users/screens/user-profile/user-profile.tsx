import { ProfilePage } from '#web/features/users/components/profile-page.tsx';

/** /users/user-profile (the user menu's entry). */
export function UserProfile() {
  return <ProfilePage titleKey="users.userProfile.title" />;
}
