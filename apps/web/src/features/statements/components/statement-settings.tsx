import TuneIcon from '@mui/icons-material/Tune';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import {
  MATCH_TOLERANCE_MAX_CENTS,
  MATCH_WINDOW_MAX_DAYS,
  type StatementAccount,
  type StatementSettings,
  type StatementSettingsBody,
} from '@vitrina/contract';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '#web/components/form-dialog.tsx';
import { FormSwitchField } from '#web/components/form-switch-field.tsx';
import { FormTextField } from '#web/components/form-text-field.tsx';
import { useSaveStatementSettings } from '#web/features/statements/api/statement.queries.ts';
import { amountText, parseDecimal } from '#web/lib/decimal.ts';
import { type Format, useFormat } from '#web/lib/use-format.ts';
import { useSaveForm } from '#web/lib/use-save-form.ts';
import type { PaymentKind } from './payment-kind.ts';

/** The form as typed: the tolerance in the account's money ("1,50"), the days as text. */
type SettingsForm = { tolerance_cents: string; window_days: string; cashier_allowed: boolean };

const CURRENCY_SIGN = { VES: 'Bs.', USD: 'US$' } as const;

/**
 * The typed form as the settings body: the tolerance becomes cents. Its texts say the bounds in
 * the account's money, which the contract's cents rules cannot.
 */
function settingsForm(t: TFunction, format: Format, account: StatementAccount) {
  const max = format.money(MATCH_TOLERANCE_MAX_CENTS / 100, account.account_type);
  const tolerance = t('statements.settings.toleranceInvalid', { max });
  const days = t('statements.settings.windowInvalid', { max: MATCH_WINDOW_MAX_DAYS });
  return z.preprocess(
    (raw) => {
      const form = raw as SettingsForm;
      return {
        tolerance_cents: parseDecimal(form.tolerance_cents),
        window_days: parseDecimal(form.window_days),
        cashier_allowed: form.cashier_allowed,
      };
    },
    z.object({
      tolerance_cents: z
        .number({ error: tolerance })
        .min(0, tolerance)
        .max(MATCH_TOLERANCE_MAX_CENTS / 100, tolerance)
        // At most two decimals: 1,505 is no amount of money.
        .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, tolerance)
        .transform((n) => Math.round(n * 100)),
      window_days: z.number({ error: days }).int(days).min(0, days).max(MATCH_WINDOW_MAX_DAYS, days),
      cashier_allowed: z.boolean(),
    }),
  ) as unknown as z.ZodType<StatementSettingsBody>;
}

/** The owner's (the admin's, the ticket master's) button to an account's matching settings (cashiers never see it). */
export function StatementSettingsButton({ account, kind }: { account: StatementAccount; kind: PaymentKind }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<TuneIcon />}
        onClick={() => setOpen(true)}
        sx={{ flexShrink: 0 }}
      >
        {t('statements.actions.settings')}
      </Button>
      {/* Mounted only while open, so every opening starts from what is saved. */}
      {open ? <SettingsDialog account={account} kind={kind} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function SettingsDialog(props: { account: StatementAccount; kind: PaymentKind; onClose: () => void }) {
  const { account, kind, onClose } = props;
  const { t } = useTranslation();
  const format = useFormat();
  const save = useSaveStatementSettings(account.id);
  const schema = useMemo(() => settingsForm(t, format, account), [t, format, account]);
  const { settings } = account;
  const { form, onSubmit, submitting } = useSaveForm<SettingsForm, StatementSettingsBody, StatementSettings>({
    schema,
    defaultValues: {
      tolerance_cents: amountText(settings.tolerance_cents / 100),
      window_days: String(settings.window_days),
      cashier_allowed: settings.cashier_allowed,
    },
    fields: ['tolerance_cents', 'window_days', 'cashier_allowed'],
    save: (body) => save.mutateAsync(body),
    successKey: 'statements.toasts.settingsSaved',
    fallbackKey: 'statements.toasts.settingsFailed',
    onSaved: () => onClose(),
  });
  return (
    <FormDialog
      open
      title={t('statements.settings.title', { bank: account.bank_name })}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={submitting}
    >
      <FormTextField
        control={form.control}
        name="tolerance_cents"
        label={t('statements.settings.tolerance')}
        helperText={t('statements.settings.toleranceHint', { context: kind })}
        slotProps={{
          htmlInput: { inputMode: 'decimal' },
          input: {
            startAdornment: (
              <InputAdornment position="start">{CURRENCY_SIGN[account.account_type]}</InputAdornment>
            ),
          },
        }}
      />
      <FormTextField
        control={form.control}
        name="window_days"
        label={t('statements.settings.window')}
        helperText={t('statements.settings.windowHint', { max: MATCH_WINDOW_MAX_DAYS, context: kind })}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      {/* Only a store has cashiers: the platform's and the ticket master's accounts keep the saved value, sent back unchanged. */}
      {kind === 'sale' ? (
        <FormSwitchField
          control={form.control}
          name="cashier_allowed"
          label={t('statements.settings.cashierAllowed')}
        />
      ) : null}
    </FormDialog>
  );
}
