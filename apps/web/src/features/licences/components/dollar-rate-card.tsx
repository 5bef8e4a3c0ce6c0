import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type DollarRateBody, type DollarRateState, dollarRateBody, v } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { pathTo } from '#web/app/paths.ts';
import { FormCard } from '#web/components/form-card.tsx';
import { FormTextField } from '#web/components/form-text-field.tsx';
import { useFollowDollarRate, useSetDollarRate } from '#web/features/licences/api/plan.queries.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { decimalText, parseDecimal } from '#web/lib/decimal.ts';
import { failureText } from '#web/lib/server-errors.ts';
import { toast } from '#web/lib/toast.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { useSaveForm } from '#web/lib/use-save-form.ts';

type RateForm = { dollarRate: string };

const typed = z.number({ error: (issue) => (issue.input === undefined ? v('required') : v('number')) });
/** "36,5" is 36.5; the contract's rules and texts (positive, at most four decimals). */
export const rateForm: z.ZodType<DollarRateBody> = z.preprocess(
  (raw) => ({ dollarRate: parseDecimal((raw as RateForm).dollarRate) }),
  z.object({ dollarRate: typed.pipe(dollarRateBody.shape.dollarRate) }),
) as z.ZodType<DollarRateBody>;

/**
 * The bolívares per dollar later VES payments are priced at: since when and by whom, whether it
 * follows the published rate (where the platform has a source), and where the platform is paid.
 */
export function DollarRateCard({ state }: { state: DollarRateState }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rate = state.dollar_rate;
  const setRate = useSetDollarRate();
  const followRate = useFollowDollarRate();
  const follow = (on: boolean) =>
    followRate.mutate(
      { follow: on },
      {
        onSuccess: () => toast.success(t(on ? 'toasts.plans.rateFollowed' : 'toasts.plans.rateUnfollowed')),
        // A source out of reach says so itself (503); the rest as any failed call.
        onError: (error) =>
          toast.error(
            error instanceof ApiError && error.status === 503
              ? error.message
              : failureText(t, error, { fallbackKey: 'toasts.plans.rateFollowFailed' }),
          ),
      },
    );
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
        <br />
        {t(`licences.rate.origin.${state.dollar_rate_origin}`, {
          at: state.dollar_rate_at ? format.dateTime(state.dollar_rate_at) : '',
        })}
      </Typography>
      {state.dollar_rate_published ? (
        <FormControlLabel
          control={
            <Switch
              checked={state.dollar_rate_follows}
              disabled={followRate.isPending}
              onChange={(_, on) => follow(on)}
              slotProps={{ input: { 'aria-describedby': 'rate-follow-hint' } }}
            />
          }
          label={t('licences.rate.follow')}
        />
      ) : null}
      {state.dollar_rate_published ? (
        <Typography id="rate-follow-hint" variant="caption" color="text.secondary">
          {t('licences.rate.followHint')}
        </Typography>
      ) : null}
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
