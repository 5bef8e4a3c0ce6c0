import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { Profile } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { ImageFileButton, screenImages } from '#web/components/image-picker.tsx';
import { UserIdentity } from '#web/components/user-identity.tsx';
import { useSetAvatar } from '#web/features/users/api/profile.queries.ts';
import { toastFailure } from '#web/lib/server-errors.ts';
import { toast } from '#web/lib/toast.ts';

/** The user's picture, name, e-mail and role, and a button to change the picture. */
export function AvatarCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const setAvatar = useSetAvatar();
  const upload = (files: File[]) => {
    const { ok, problem } = screenImages(files.slice(0, 1), t);
    const file = ok[0];
    if (!file) {
      toast.error(problem ?? t('users.avatarFailed'));
      return;
    }
    setAvatar.mutate(file, {
      onSuccess: () => toast.success(t('users.avatarUpdated')),
      onError: (error) => toastFailure(t, error, { fallbackKey: 'users.avatarFailed' }),
    });
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <UserIdentity
          user={profile}
          size={128}
          alt={t('users.avatarAlt', { name: `${profile.name} ${profile.lastname}`.trim() })}
          nameAs="h2"
          detail={t(`users.roles.${profile.role_id}`)}
        >
          <ImageFileButton label={t('users.changeAvatar')} loading={setAvatar.isPending} onFiles={upload} />
        </UserIdentity>
      </CardContent>
    </Card>
  );
}
