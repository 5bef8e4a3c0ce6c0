import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import {
  dollarRateNumber,
  type RateInForce,
  type StoreDollarRateBody,
  type StoreDollarRateReply,
  v,
} from '@vitrina/contract';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormCard } from '#web/components/form-card.tsx';
import { FormSwitchField } from '#web/components/form-switch-field.tsx';
import { FormTextField } from '#web/components/form-text-field.tsx';
import { loadErrorText } from '#web/components/load-error.ts';
import { PageLoader } from '#web/components/page-loader.tsx';
import { useSetStoreRate, useStoreRate } from '#web/features/banks/api/store-rate.queries.ts';
import { decimalText, parseDecimal } from '#web/lib/decimal.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { useSaveForm } from '#web/lib/use-save-form.ts';

type RateForm = { own: boolean; dollar_rate: string };

const typed = z.number({ error: (issue) => (issue.input === undefined ? v('required') : v('number')) });
/** Its own rate ("36,5" is 36.5, the contract's rules and texts), or null to follow the platform's. */
export const storeRateForm: z.ZodType<StoreDollarRateBody> = z.preprocess(
  (raw) => {
    const form = raw as RateForm;
    return { dollar_rate: form.own ? parseDecimal(form.dollar_rate) : null };
  },
  z.object({ dollar_rate: typed.pipe(dollarRateNumber).nullable() }),
) as z.ZodType<StoreDollarRateBody>;

/**
 * The store's dollar rate on its payment methods: the one its bolívar prices and sales use now
 * and since when, and a switch to keep a rate of its own instead of the platform's.
 */
export function StoreRateCard({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const rate = useStoreRate(storeId);
  if (rate.isPending) return <PageLoader />;
  if (rate.isError) return <Alert severity="error">{loadErrorText(t, rate.error)}</Alert>;
  // Keyed by what is saved: a new answer starts the form again from it.
  return <StoreRateEditor key={`${rate.data.own_rate}`} storeId={storeId} saved={rate.data} />;
}

function StoreRateEditor({ storeId, saved }: { storeId: number; saved: StoreDollarRateReply }) {
  const { t } = useTranslation();
  const format = useFormat();
  const setRate = useSetStoreRate(storeId);
  const { form, onSubmit, submitting } = useSaveForm<RateForm, StoreDollarRateBody, StoreDollarRateReply>({
    schema: storeRateForm,
    defaultValues: {
      own: saved.own_rate !== null,
      dollar_rate: decimalText(saved.own_rate ?? saved.platform.rate),
    },
    fields: ['dollar_rate'],
    save: (body) => setRate.mutateAsync(body),
    successKey: 'toasts.plans.rateUpdated',
    fallbackKey: 'toasts.plans.rateUpdateFailed',
  });
  const own = useWatch({ control: form.control, name: 'own' });
  const number = (r: RateInForce) => format.number(r.rate, { maximumFractionDigits: 4 });
  const since = (r: RateInForce) => (r.at ? format.dateTime(r.at) : '');
  return (
    <FormCard title={t('banks.rate.title')} onSubmit={onSubmit} submitting={submitting}>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {t('licences.rate.current', { rate: number(saved.in_force) })}
        <br />
        {saved.in_force.origin === 'store'
          ? t('banks.rate.ownSince', { at: since(saved.in_force) })
          : t(`licences.rate.origin.${saved.in_force.origin}`, { at: since(saved.in_force) })}
      </Typography>
      <FormSwitchField control={form.control} name="own" label={t('banks.rate.own')} />
      {own ? (
        <FormTextField
          control={form.control}
          name="dollar_rate"
          label={t('banks.rate.field')}
          required
          helperText={t('banks.rate.ownHint')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      ) : (
        <Typography variant="body2">{t('banks.rate.follows', { rate: number(saved.platform) })}</Typography>
      )}
    </FormCard>
  );
}
