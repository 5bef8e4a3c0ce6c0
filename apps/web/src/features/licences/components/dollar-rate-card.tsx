import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type DollarRateBody, dollarRateBody, v } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { pathTo } from '#web/app/paths.ts';
import { FormCard } from '#web/components/form-card.tsx';
import { FormTextField } from '#web/components/form-text-field.tsx';
import { useSetDollarRate } from '#web/features/licences/api/plan.queries.ts';
import { decimalText, parseDecimal } from '#web/lib/decimal.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { useSaveForm } from '#web/lib/use-save-form.ts';

type RateForm = { dollarRate: string };

const typed = z.number({ error: (issue) => (issue.input === undefined ? v('required') : v('number')) });
/** "36,5" is 36.5; the contract's rules and texts (positive, at most four decimals). */
export const rateForm: z.ZodType<DollarRateBody> = z.preprocess(
  (raw) => ({ dollarRate: parseDecimal((raw as RateForm).dollarRate) }),
  z.object({ dollarRate: typed.pipe(dollarRateBody.shape.dollarRate) }),
) as z.ZodType<DollarRateBody>;

/** The bolívares per dollar later VES payments are priced at, and where the platform is paid. */
export function DollarRateCard({ rate }: { rate: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const setRate = useSetDollarRate();
  const { form, onSubmit, submitting } = useSaveForm<RateForm, DollarRateBody, unknown>({
    schema: rateForm,
    defaultValues: { dollarRate: decimalText(rate) },
    fields: ['dollarRate'],
    save: (body) => setRate.mutateAsync(body),
    successKey: 'toasts.plans.rateUpdated',
    fallbackKey: 'toasts.plans.rateUpdateFailed',
    onSaved: (_, f) => f.reset(f.getValues()),
  });
  return (
    <FormCard title={t('licences.rate.title')} onSubmit={onSubmit} submitting={submitting}>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {t('licences.rate.current', {
          rate: format.number(rate, { maximumFractionDigits: 4 }),
        })}
      </Typography>
      <FormTextField
        control={form.control}
        name="dollarRate"
        required
        helperText={t('licences.rate.hint')}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <Typography variant="body2">
        <Link component={RouterLink} to={pathTo('bankList')}>
          {t('licences.rate.accounts')}
        </Link>
      </Typography>
    </FormCard>
  );
}
