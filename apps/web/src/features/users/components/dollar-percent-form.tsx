import Alert from '@mui/material/Alert';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { dollarPercentField, type TicketManager, v } from '@vitrina/contract';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormCard } from '#web/components/form-card.tsx';
import { FormSwitchField } from '#web/components/form-switch-field.tsx';
import { FormTextField } from '#web/components/form-text-field.tsx';
import { loadErrorText } from '#web/components/load-error.ts';
import { PageLoader } from '#web/components/page-loader.tsx';
import { useSaveDollarPercent, useTicketManager } from '#web/features/users/api/ticket-manager.queries.ts';
import { contractResolver } from '#web/lib/forms.ts';
import { reportFormFailure } from '#web/lib/server-errors.ts';
import { toast } from '#web/lib/toast.ts';

// The field is named as SPEC.md §5 names it, so its messages read "el campo porcentaje en dólares".
type PercentForm = { dollarPercentage: string; wholePayment: boolean };
type PercentBody = { dollar_percent: number; whole_payment: boolean };

/** The contract's rule on the number typed, and an empty box is "required" (not 0). */
const percentField = z
  .string()
  .trim()
  .min(1, v('required'))
  .transform((typed, ctx) => {
    const checked = dollarPercentField.safeParse(Number(typed));
    if (checked.success) return checked.data;
    ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? v('invalid') });
    return z.NEVER;
  });
const percentSchema = z
  .object({ dollarPercentage: percentField, wholePayment: z.boolean() })
  .transform((d): PercentBody => ({ dollar_percent: d.dollarPercentage, whole_payment: d.wholePayment }));

/** "Pago en dólares": the share of a ticket's price buyers pay in USD (the ticket master's profile). */
export function DollarPercentSection() {
  const { t } = useTranslation();
  const manager = useTicketManager(true);
  if (manager.data) return <DollarPercentForm key={manager.data.id} manager={manager.data} />;
  if (manager.isPending) return <PageLoader />;
  return <Alert severity="error">{loadErrorText(t, manager.error)}</Alert>;
}

function DollarPercentForm({ manager }: { manager: TicketManager }) {
  const { t } = useTranslation();
  const save = useSaveDollarPercent(manager.id);
  const form = useForm<PercentForm, unknown, PercentBody>({
    resolver: contractResolver<PercentForm, PercentBody>(percentSchema),
    mode: 'all',
    defaultValues: { dollarPercentage: String(manager.dollar_percent), wholePayment: manager.whole_payment },
  });
  const typed = useWatch({ control: form.control, name: 'dollarPercentage' });
  const parsed = percentSchema.safeParse({ dollarPercentage: typed, wholePayment: false });
  const percent = parsed.success ? parsed.data.dollar_percent : manager.dollar_percent;

  // The server's own message is the toast (SPEC.md §8); a 422's text goes under the field.
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const reply = await save.mutateAsync(body);
      toast.success(reply.message);
      form.reset({
        dollarPercentage: String(reply.data.dollar_percent),
        wholePayment: reply.data.whole_payment,
      });
    } catch (error) {
      reportFormFailure(
        t,
        error,
        // The server names the field dollar_percent: its text goes under this one.
        { setError: (_, e, o) => form.setError('dollarPercentage', e, o), fields: ['dollar_percent'] },
        { fallbackKey: 'tickets.dollar.saveFailed' },
      );
    }
  });

  return (
    <FormCard title={t('tickets.dollar.title')} onSubmit={onSubmit} submitting={form.formState.isSubmitting}>
      <FormTextField
        control={form.control}
        name="dollarPercentage"
        label={t('tickets.dollar.label')}
        type="number"
        required
        slotProps={{
          htmlInput: { min: 0, max: 100, step: 1, inputMode: 'numeric' },
          input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
        }}
      />
      <Typography variant="body2" color="text.secondary" role="status">
        {t('tickets.dollar.explain', { percent })}
      </Typography>
      {/* Two transfers per purchase, unless the buyer may pay the whole in one currency. */}
      <FormSwitchField control={form.control} name="wholePayment" label={t('tickets.dollar.wholePayment')} />
      <Typography variant="body2" color="text.secondary">
        {t('tickets.dollar.wholePaymentHelp')}
      </Typography>
    </FormCard>
  );
}
