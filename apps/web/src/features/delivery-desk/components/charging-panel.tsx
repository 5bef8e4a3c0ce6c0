import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type DeliveryCompany, type RateLocationBody, rateLocationBody, v } from '@vitrina/contract';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { paths } from '#web/app/paths.ts';
import { FormCard } from '#web/components/form-card.tsx';
import { FormMoneyField } from '#web/components/form-money-field.tsx';
import { FormRow } from '#web/components/form-row.tsx';
import { useSetGeolocationMode, useSetRates } from '#web/features/delivery-desk/api/company.queries.ts';
import { amountText, decimalText, parseDecimal } from '#web/lib/decimal.ts';
import { toastFailure } from '#web/lib/server-errors.ts';
import { toast } from '#web/lib/toast.ts';
import { useSaveForm } from '#web/lib/use-save-form.ts';

type RatesForm = { rate_per_km: string; min_rate: string };
const FIELDS: readonly Path<RatesForm>[] = ['rate_per_km', 'min_rate'];
const toRatesForm = (c: Pick<DeliveryCompany, 'rate_per_km' | 'min_rate'>): RatesForm => ({
  rate_per_km: decimalText(c.rate_per_km),
  min_rate: amountText(c.min_rate),
});
const amount = z.number({ error: (issue) => (issue.input === undefined ? v('required') : v('number')) });
export const ratesForm = z.preprocess(
  (raw) => {
    const f = raw as RatesForm;
    return { rate_per_km: parseDecimal(f.rate_per_km), min_rate: parseDecimal(f.min_rate) };
  },
  z.object({
    rate_per_km: amount.pipe(rateLocationBody.shape.rate_per_km),
    min_rate: amount.pipe(rateLocationBody.shape.min_rate),
  }),
);

/** How the company charges: by its routes, or by distance (rate per km with a minimum rate). */
export function ChargingPanel({ company }: { company: DeliveryCompany }) {
  const { t } = useTranslation();
  const setMode = useSetGeolocationMode(company.id);
  const setRates = useSetRates(company.id);
  const { form, onSubmit, submitting } = useSaveForm<RatesForm, RateLocationBody, unknown>({
    schema: ratesForm,
    defaultValues: toRatesForm(company),
    fields: FIELDS,
    save: (body) => setRates.mutateAsync(body),
    successKey: 'toasts.delivery.rateUpdated',
    fallbackKey: 'toasts.delivery.rateUpdateFailed',
  });

  const toggle = (mode: boolean) =>
    setMode.mutate(mode, {
      onSuccess: () =>
        toast.success(t(mode ? 'toasts.delivery.geolocationEnabled' : 'toasts.delivery.geolocationDisabled')),
      onError: (error) =>
        toastFailure(t, error, {
          fallbackKey: mode
            ? 'toasts.delivery.geolocationEnableFailed'
            : 'toasts.delivery.geolocationDisableFailed',
        }),
    });
  const on = setMode.isPending ? !!setMode.variables : company.geolocation_mode;

  return (
    <FormCard title={t('delivery.profile.chargingTitle')} onSubmit={onSubmit} submitting={submitting}>
      <FormControlLabel
        control={
          <Switch
            checked={on}
            disabled={setMode.isPending}
            onChange={(event) => toggle(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': 'charging-mode-hint' } }}
          />
        }
        label={t('delivery.profile.geolocationMode')}
      />
      <Typography id="charging-mode-hint" variant="body2" color="text.secondary" aria-live="polite">
        {on ? t('delivery.profile.geolocationOnHint') : t('delivery.profile.geolocationOffHint')}{' '}
        {on ? null : (
          <Link component={RouterLink} to={paths.deliveryShippingRoutes.path}>
            {t('delivery.profile.toRoutes')}
          </Link>
        )}
      </Typography>
      <Stack spacing={1}>
        <Typography variant="subtitle2" component="h3">
          {t('delivery.profile.ratesTitle')}
        </Typography>
        <FormRow sm={[6, 6]}>
          <FormMoneyField control={form.control} name="rate_per_km" required />
          <FormMoneyField control={form.control} name="min_rate" required />
        </FormRow>
      </Stack>
    </FormCard>
  );
}
