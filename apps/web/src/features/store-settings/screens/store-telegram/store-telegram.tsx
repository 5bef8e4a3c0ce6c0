import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { botTokenField, type Store, type TelegramCheckReply } from '@vitrina/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BotFields, useBotForm } from '#web/components/bot-fields.tsx';
import { FormCard } from '#web/components/form-card.tsx';
import { useCheckTelegram, useSaveTelegram } from '#web/features/store-settings/api/store.queries.ts';
import { MyStoreScreen } from '#web/features/store-settings/components/my-store-screen.tsx';
import { TelegramStatus } from '#web/features/store-settings/components/telegram-status.tsx';
import { toastFailure } from '#web/lib/server-errors.ts';
import { toast } from '#web/lib/toast.ts';

export function StoreTelegram() {
  return <MyStoreScreen titleKey="store.telegram.title" editor={TelegramEditor} />;
}

function TelegramEditor({ store }: { store: Store }) {
  const { t } = useTranslation();
  const save = useSaveTelegram(store.id);
  const check = useCheckTelegram(store.id);
  const [lastCheck, setLastCheck] = useState<TelegramCheckReply | null>(null);
  const { form, onSubmit, submitting } = useBotForm<Store>({
    botUser: store.telegram_user_bot,
    save: (body) => save.mutateAsync(body),
    successKey: 'toasts.store.infoUpdated',
    fallbackKey: 'toasts.store.infoUpdateFailed',
    onSaved: (saved, { reset }) => {
      reset({ telegram_user_bot: saved.telegram_user_bot ?? '', token: '' });
      setLastCheck(null);
    },
  });
  const { control, setError, getValues } = form;

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

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <TelegramStatus store={store} />
      <FormCard
        label={t('store.telegram.formLabel')}
        onSubmit={onSubmit}
        submitting={submitting}
        actions={
          <Button variant="outlined" onClick={onCheck} loading={check.isPending}>
            {t('store.telegram.check')}
          </Button>
        }
      >
        <Typography variant="body2" color="text.secondary">
          {t('store.telegram.help')}
        </Typography>
        <BotFields
          control={control}
          texts="store.telegram"
          tokenHelp={
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
