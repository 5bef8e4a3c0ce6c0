import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type ChangePasswordBody,
  changePasswordBody,
  type Profile,
  type ProfileBody,
  profileBody,
} from '@vitrina/contract';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { loadErrorText } from '../../../components/data-table.tsx';
import { FormCard } from '../../../components/form-card.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { ImageFileButton, screenImages } from '../../../components/image-picker.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { contractResolver } from '../../../lib/forms.ts';
import { settleSave, toastFailure } from '../../../lib/server-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useChangePassword, useProfile, useSetAvatar, useUpdateProfile } from '../api/profile.queries.ts';

/** Own profile of any role: data, avatar and password (/profile and /users/user-profile). */
export function ProfilePage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <ScreenTitle titleKey={titleKey}>
      {profile.data ? (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 4 }}>
            <AvatarCard profile={profile.data} />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <Stack spacing={3}>
              <ProfileForm key={profile.data.id} profile={profile.data} />
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

function AvatarCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const setAvatar = useSetAvatar();
  const name = `${profile.name} ${profile.lastname}`.trim();
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
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Avatar
            src={profile.avatar ?? undefined}
            alt={t('users.avatarAlt', { name })}
            sx={{ width: 128, height: 128, fontSize: 48, bgcolor: 'secondary.main' }}
          >
            {profile.name.charAt(0).toUpperCase()}
          </Avatar>
          <Box>
            <Typography variant="h6" component="h2">
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {profile.email}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`users.roles.${profile.role_id}`)}
            </Typography>
          </Box>
          <ImageFileButton label={t('users.changeAvatar')} loading={setAvatar.isPending} onFiles={upload} />
        </Stack>
      </CardContent>
    </Card>
  );
}

type DataForm = { name: string; lastname: string; email: string; phone: string };
const DATA_FIELDS: readonly Path<DataForm>[] = ['name', 'lastname', 'email', 'phone'];
const dataForm = z.preprocess(
  (raw) => {
    const f = raw as DataForm;
    return { ...f, phone: f.phone.trim() || null };
  },
  profileBody.required({ name: true, lastname: true, email: true }),
);

function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const { control, handleSubmit, setError, reset } = useForm<DataForm, unknown, ProfileBody>({
    resolver: contractResolver(dataForm),
    mode: 'all',
    defaultValues: {
      name: profile.name,
      lastname: profile.lastname,
      email: profile.email,
      phone: profile.phone ?? '',
    },
  });
  const onSubmit = handleSubmit((body) =>
    settleSave(
      t,
      update.mutateAsync(body),
      { setError, fields: DATA_FIELDS },
      {
        successKey: 'toasts.users.profileUpdated',
        fallbackKey: 'toasts.users.dataUpdateFailed',
        onSaved: (saved) =>
          reset({ name: saved.name, lastname: saved.lastname, email: saved.email, phone: saved.phone ?? '' }),
      },
    ),
  );
  return (
    <FormCard title={t('users.dataTitle')} onSubmit={onSubmit} submitting={update.isPending}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="name" required autoComplete="given-name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="lastname" required autoComplete="family-name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="email" type="email" required autoComplete="email" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="phone" type="tel" autoComplete="tel" />
        </Grid>
      </Grid>
    </FormCard>
  );
}

const PASSWORD_FIELDS: readonly Path<ChangePasswordBody>[] = [
  'current_password',
  'password',
  'password_confirmation',
];

function PasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const { control, handleSubmit, setError, reset } = useForm<ChangePasswordBody>({
    resolver: contractResolver(changePasswordBody),
    mode: 'all',
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  const onSubmit = handleSubmit((body) =>
    settleSave(
      t,
      change.mutateAsync(body),
      { setError, fields: PASSWORD_FIELDS },
      {
        successKey: 'toasts.auth.passwordUpdated',
        fallbackKey: 'toasts.auth.passwordUpdateFailed',
        onSaved: () => reset(),
      },
    ),
  );
  return (
    <FormCard
      title={t('actions.changePassword')}
      onSubmit={onSubmit}
      submitting={change.isPending}
      submitText={t('actions.changePassword')}
    >
      <FormTextField
        control={control}
        name="current_password"
        type="password"
        required
        autoComplete="current-password"
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="password"
            type="password"
            required
            autoComplete="new-password"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="password_confirmation"
            type="password"
            required
            autoComplete="new-password"
          />
        </Grid>
      </Grid>
    </FormCard>
  );
}
