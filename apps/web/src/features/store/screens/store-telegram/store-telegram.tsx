import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  botTokenField,
  type Store,
  type TelegramCheckReply,
  type TelegramSettingsBody,
  telegramSettingsBody,
} from '@vitrina/contract';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../../components/form-card.tsx';
import { FormTextField } from '../../../../components/form-text-field.tsx';
import { contractResolver } from '../../../../lib/forms.ts';
import { settleSave, toastFailure } from '../../../../lib/server-errors.ts';
import { toast } from '../../../../lib/toast.ts';
import { useCheckTelegram, useSaveTelegram } from '../../api/store.queries.ts';
import { MyStoreScreen } from '../../components/my-store-screen.tsx';

type TelegramForm = { telegram_user_bot: string; token: string };
const FIELDS: readonly Path<TelegramForm>[] = ['telegram_user_bot', 'token'];

export function StoreTelegram() {
  return <MyStoreScreen titleKey="store.telegram.title" editor={TelegramEditor} />;
}

function TelegramEditor({ store }: { store: Store }) {
  const { t } = useTranslation();
  const save = useSaveTelegram(store.id);
  const check = useCheckTelegram(store.id);
  const [lastCheck, setLastCheck] = useState<TelegramCheckReply | null>(null);
  const { control, handleSubmit, setError, getValues, reset } = useForm<
    TelegramForm,
    unknown,
    TelegramSettingsBody
  >({
    resolver: contractResolver(telegramSettingsBody),
    mode: 'all',
    defaultValues: { telegram_user_bot: store.telegram_user_bot ?? '', token: '' },
  });

  const onSubmit = handleSubmit((body) =>
    settleSave(
      t,
      save.mutateAsync(body),
      { setError, fields: FIELDS },
      {
        successKey: 'toasts.store.infoUpdated',
        fallbackKey: 'toasts.store.infoUpdateFailed',
        onSaved: (saved) => {
          reset({ telegram_user_bot: saved.telegram_user_bot ?? '', token: '' });
          setLastCheck(null);
        },
      },
    ),
  );

  const onCheck = () => {
    const typed = getValues('token').trim();
    if (typed && !botTokenField.safeParse(typed).success) {
      setError('token', { type: 'format', message: 'validation.botToken' }, { shouldFocus: true });
      return;
    }
    if (!typed && !store.telegram_token_set) {
      setError('token', { type: 'required', message: 'validation.required' }, { shouldFocus: true });
      return;
    }
    check.mutate(typed || undefined, {
      onSuccess: (reply) => {
        setLastCheck(reply);
        if (reply.connected) toast.success(t('toasts.bot.tokenConnected'));
        else toast.error(t('toasts.bot.tokenNotConnected'));
      },
      onError: (error) => toastFailure(t, error, { fallbackKey: 'toasts.bot.tokenNotConnected' }),
    });
  };

  const botLink = store.telegram_user_bot ? `https://t.me/${store.telegram_user_bot}` : null;

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={1.5}>
            <Typography variant="h6" component="h2">
              {t('store.telegram.statusTitle')}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Chip
                icon={store.telegram_connected ? <CheckCircleIcon /> : <ErrorOutlineIcon />}
                color={store.telegram_connected ? 'success' : 'default'}
                label={t(
                  store.telegram_connected ? 'store.telegram.connected' : 'store.telegram.notConnected',
                )}
              />
              <Chip
                variant="outlined"
                label={
                  store.telegram_token_set
                    ? t('store.telegram.tokenSaved', { hint: store.telegram_token_hint ?? '' })
                    : t('store.telegram.noToken')
                }
              />
            </Stack>
            {botLink ? (
              <Link
                href={botLink}
                target="_blank"
                rel="noopener noreferrer"
                sx={{ display: 'inline-flex', gap: 0.5 }}
              >
                {`@${store.telegram_user_bot}`}
                <OpenInNewIcon fontSize="small" aria-hidden />
              </Link>
            ) : null}
          </Stack>
        </CardContent>
      </Card>
      <FormCard
        label={t('store.telegram.formLabel')}
        onSubmit={onSubmit}
        submitting={save.isPending}
        actions={
          <Button variant="outlined" onClick={onCheck} loading={check.isPending}>
            {t('store.telegram.check')}
          </Button>
        }
      >
        <Typography variant="body2" color="text.secondary">
          {t('store.telegram.help')}
        </Typography>
        <FormTextField
          control={control}
          name="telegram_user_bot"
          label={t('store.telegram.botUser')}
          placeholder={t('store.telegram.botUserPlaceholder')}
          required
          autoComplete="off"
        />
        <FormTextField
          control={control}
          name="token"
          label={t('store.telegram.token')}
          required
          autoComplete="off"
          helperText={
            store.telegram_token_set
              ? t('store.telegram.tokenHelpSaved', { hint: store.telegram_token_hint ?? '' })
              : t('store.telegram.tokenHelp')
          }
        />
        {lastCheck ? (
          <Alert severity={lastCheck.connected ? 'success' : 'warning'} role="status">
            {lastCheck.connected
              ? lastCheck.webhook_is_ours
                ? t('store.telegram.webhookOurs')
                : lastCheck.webhook_url
                  ? t('store.telegram.webhookOther', { url: lastCheck.webhook_url })
                  : t('store.telegram.webhookNone')
              : t('toasts.bot.tokenNotConnected')}
          </Alert>
        ) : null}
      </FormCard>
    </Stack>
  );
}
