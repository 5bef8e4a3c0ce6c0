import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type SaleSettings,
  type SaleSettingsBody,
  saleSettingsBody,
  UNPAID_ORDER_HOURS,
} from '@vitrina/contract';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormCard } from '#web/components/form-card.tsx';
import { FormSwitchField } from '#web/components/form-switch-field.tsx';
import { FormTextField } from '#web/components/form-text-field.tsx';
import { loadErrorText } from '#web/components/load-error.ts';
import { visuallyHidden } from '#web/components/visually-hidden.ts';
import { useSaleSettings, useSaveSaleSettings } from '#web/features/banks/api/sale-settings.queries.ts';
import { decimalText, parseDecimal } from '#web/lib/decimal.ts';
import { useSaveForm } from '#web/lib/use-save-form.ts';

/** The form as typed: the hours as text, and a switch for "unpaid orders never expire". */
type SettingsForm = {
  cash_on_pickup: boolean;
  cash_on_delivery: boolean;
  expires: boolean;
  unpaid_order_hours: string;
};

/** The hours a new switch-on proposes: a day. */
const DEFAULT_HOURS = 24;

/** The typed form as the body: the hours a number ("48"), or null when unpaid orders never expire. */
export const saleSettingsForm: z.ZodType<SaleSettingsBody> = z.preprocess((raw) => {
  const form = raw as SettingsForm;
  return {
    cash_on_pickup: form.cash_on_pickup,
    cash_on_delivery: form.cash_on_delivery,
    unpaid_order_hours: form.expires ? parseDecimal(form.unpaid_order_hours) : null,
  };
}, saleSettingsBody) as z.ZodType<SaleSettingsBody>;

/**
 * The owner's cash and unpaid-order settings, on the payment methods: cash taken at pick-up and
 * on delivery, and after how many hours an order nobody paid is cancelled.
 */
export function SaleSettingsCard({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const settings = useSaleSettings(storeId);
  if (settings.isPending) return <SaleSettingsSkeleton />;
  if (settings.isError) return <Alert severity="error">{loadErrorText(t, settings.error)}</Alert>;
  // Keyed by what is saved: a new answer starts the form again from it.
  return <SaleSettingsEditor key={JSON.stringify(settings.data)} storeId={storeId} saved={settings.data} />;
}

function SaleSettingsSkeleton() {
  const { t } = useTranslation();
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2} aria-busy>
          <Typography variant="h6" component="h2">
            {t('banks.saleSettings.title')}
          </Typography>
          <Typography role="status" sx={visuallyHidden}>
            {t('app.loading')}
          </Typography>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={40} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

function SaleSettingsEditor({ storeId, saved }: { storeId: number; saved: SaleSettings }) {
  const { t } = useTranslation();
  const save = useSaveSaleSettings(storeId);
  const { form, onSubmit, submitting } = useSaveForm<SettingsForm, SaleSettingsBody, unknown>({
    schema: saleSettingsForm,
    defaultValues: {
      cash_on_pickup: saved.cash_on_pickup,
      cash_on_delivery: saved.cash_on_delivery,
      expires: saved.unpaid_order_hours !== null,
      unpaid_order_hours: decimalText(saved.unpaid_order_hours ?? DEFAULT_HOURS),
    },
    fields: ['unpaid_order_hours'],
    save: (body) => save.mutateAsync(body),
    successKey: 'toasts.bills.settingsSaved',
    fallbackKey: 'toasts.bills.settingsSaveFailed',
  });
  const expires = useWatch({ control: form.control, name: 'expires' });
  return (
    <FormCard title={t('banks.saleSettings.title')} onSubmit={onSubmit} submitting={submitting}>
      <FormSwitchField
        control={form.control}
        name="cash_on_pickup"
        label={t('banks.saleSettings.cashOnPickup')}
        helperText={t('banks.saleSettings.cashOnPickupHint')}
      />
      <FormSwitchField
        control={form.control}
        name="cash_on_delivery"
        label={t('banks.saleSettings.cashOnDelivery')}
        helperText={t('banks.saleSettings.cashOnDeliveryHint')}
      />
      <FormSwitchField
        control={form.control}
        name="expires"
        label={t('banks.saleSettings.expires')}
        helperText={expires ? undefined : t('banks.saleSettings.neverExpires')}
      />
      {expires ? (
        <FormTextField
          control={form.control}
          name="unpaid_order_hours"
          label={t('banks.saleSettings.hours')}
          required
          helperText={t('banks.saleSettings.hoursHint', UNPAID_ORDER_HOURS)}
          slotProps={{
            htmlInput: { inputMode: 'numeric' },
            input: {
              endAdornment: (
                <InputAdornment position="end">{t('banks.saleSettings.hoursUnit')}</InputAdornment>
              ),
            },
          }}
        />
      ) : null}
    </FormCard>
  );
}
