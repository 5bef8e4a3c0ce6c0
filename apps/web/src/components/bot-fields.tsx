import { type TelegramSettingsBody, telegramSettingsBody } from '@vitrina/contract';
import type { Control, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type SaveFormOptions, useSaveForm } from '#web/lib/use-save-form.ts';
import { FormTextField } from './form-text-field.tsx';

export type BotForm = { telegram_user_bot: string; token: string };
const FIELDS: readonly Path<BotForm>[] = ['telegram_user_bot', 'token'];

/**
 * The form of a Telegram bot, a store's or an event's: the bot's user (prefilled with `botUser`)
 * and a new token, checked by the contract's rules.
 */
export function useBotForm<TSaved>({
  botUser,
  ...options
}: { botUser: string | null } & Pick<
  SaveFormOptions<BotForm, TelegramSettingsBody, TSaved>,
  'save' | 'successKey' | 'fallbackKey' | 'onSaved'
>) {
  return useSaveForm<BotForm, TelegramSettingsBody, TSaved>({
    schema: telegramSettingsBody,
    defaultValues: { telegram_user_bot: botUser ?? '', token: '' },
    fields: FIELDS,
    ...options,
  });
}

/** The bot's user and token boxes; `texts` is the i18n group of `botUser`, `botUserPlaceholder` and `token`. */
export function BotFields({
  control,
  texts,
  tokenHelp,
}: {
  control: Control<BotForm, unknown, TelegramSettingsBody>;
  texts: string;
  tokenHelp: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormTextField
        control={control}
        name="telegram_user_bot"
        label={t(`${texts}.botUser`)}
        placeholder={t(`${texts}.botUserPlaceholder`)}
        required
        autoComplete="off"
      />
      <FormTextField
        control={control}
        name="token"
        label={t(`${texts}.token`)}
        required
        autoComplete="off"
        helperText={tokenHelp}
      />
    </>
  );
}
