import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { ROLES } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { loadErrorText } from '#web/components/load-error.ts';
import { PageLoader } from '#web/components/page-loader.tsx';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import { useProfile } from '#web/features/users/api/profile.queries.ts';
import { hasRole, useSession } from '#web/lib/session.ts';
import { AvatarCard } from './avatar-card.tsx';
import { DollarPercentSection } from './dollar-percent-form.tsx';
import { PasswordForm } from './password-form.tsx';
import { ProfileDataForm } from './profile-data-form.tsx';

/** Own profile of any role: data, avatar and password (/profile and /users/user-profile). */
export function ProfilePage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const profile = useProfile();
  const ticketMaster = hasRole(useSession(), [ROLES.TICKETMASTER]);
  return (
    <ScreenTitle titleKey={titleKey}>
      {profile.data ? (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 4 }}>
            <AvatarCard profile={profile.data} />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <Stack spacing={3}>
              <ProfileDataForm key={profile.data.id} profile={profile.data} />
              {ticketMaster ? <DollarPercentSection /> : null}
              <PasswordForm />
            </Stack>
          </Grid>
        </Grid>
      ) : profile.isPending ? (
        <PageLoader />
      ) : (
        <Alert severity="error">{loadErrorText(t, profile.error)}</Alert>
      )}
    </ScreenTitle>
  );
}
