import Alert from '@mui/material/Alert';
import { ACCOUNT_TYPES, type Plan, type PlansReply } from '@vitrina/contract';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCard } from '#web/components/form-card.tsx';
import { FormRow } from '#web/components/form-row.tsx';
import { FormSelectField } from '#web/components/form-select-field.tsx';
import { FormTextField } from '#web/components/form-text-field.tsx';
import { SingleImageField } from '#web/components/single-image-field.tsx';
import { planAmounts } from '#web/features/licences/api/licence.ts';
import { useCreatePayment } from '#web/features/licences/api/payment.queries.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { useSaveForm } from '#web/lib/use-save-form.ts';
import {
  accountsFor,
  blankPayment,
  type PaymentForm,
  type PaymentInput,
  paymentForm,
} from './payment-form.ts';

const FIELDS = ['plan_id', 'currency', 'bank_id', 'reference', 'image'] as const;

type Props = {
  offer: PlansReply;
  /** The plan last chosen on its card; the form follows it. */
  chosen: { id: number } | null;
};

/** The transfer's proof, required. */
const PROOF_TEXTS = {
  label: 'licences.pay.proof',
  choose: 'licences.pay.proofChoose',
  change: 'licences.pay.proofChange',
  preview: 'licences.pay.proofPreview',
  hint: 'licences.pay.proofHint',
};

/** The owner tells the platform about a transfer: plan, currency, account, reference and proof → "Pago enviado". */
export function PaymentFormCard({ offer, chosen }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const create = useCreatePayment();
  const { form, onSubmit, submitting } = useSaveForm<PaymentForm, PaymentInput, unknown>({
    schema: paymentForm,
    defaultValues: blankPayment(offer.plans.length === 1 ? (offer.plans[0]?.id ?? null) : null),
    fields: FIELDS,
    save: ({ image, ...fields }) => create.mutateAsync({ fields, proof: image }),
    successKey: 'toasts.plans.paymentSent',
    fallbackKey: 'toasts.plans.paymentFailed',
    // A new payment starts empty, on the same plan.
    onSaved: (_, f) => f.reset(blankPayment(f.getValues('plan_id'))),
  });
  const { control, setValue, getValues } = form;

  useEffect(() => {
    if (chosen) setValue('plan_id', chosen.id, { shouldValidate: true });
  }, [chosen, setValue]);

  const planId = useWatch({ control, name: 'plan_id' });
  const currency = useWatch({ control, name: 'currency' });
  const plan: Plan | undefined = offer.plans.find((p) => p.id === planId);
  const accounts = accountsFor(offer.accounts, currency);
  const amounts = plan ? planAmounts(plan.price, offer.dollar_rate) : null;

  return (
    <FormCard
      title={t('licences.pay.title')}
      onSubmit={onSubmit}
      submitting={submitting}
      submitText={t('licences.pay.submit')}
    >
      <FormSelectField
        control={control}
        name="plan_id"
        required
        options={offer.plans.map((p) => ({ value: p.id, label: p.name }))}
      />
      <FormRow sm={[4, 8]}>
        <FormSelectField
          control={control}
          name="currency"
          required
          onPicked={() => {
            // An account of the other currency no longer fits.
            const bank = offer.accounts.find((a) => a.id === getValues('bank_id'));
            if (bank && bank.account_type !== getValues('currency')) setValue('bank_id', null);
          }}
          options={ACCOUNT_TYPES.map((c) => ({ value: c, label: t(`licences.pay.currencies.${c}`) }))}
        />
        <FormSelectField
          control={control}
          name="bank_id"
          required
          helperText={accounts.length === 0 ? t('licences.pay.noAccounts') : undefined}
          options={accounts.map((a) => ({ value: a.id, label: `${a.bank_name} · ${a.account_number}` }))}
        />
      </FormRow>
      {amounts ? (
        <Alert severity="info" icon={false} aria-live="polite">
          {t(currency === 'VES' ? 'licences.pay.amountVes' : 'licences.pay.amountUsd', {
            usd: format.money(amounts.usd),
            ves: format.money(amounts.ves, 'VES'),
            rate: format.number(offer.dollar_rate, { maximumFractionDigits: 4 }),
          })}
          {offer.dollar_rate_at ? (
            <>
              <br />
              {t('licences.rate.inForce', {
                rate: format.number(offer.dollar_rate, { maximumFractionDigits: 4 }),
                at: format.dateTime(offer.dollar_rate_at),
              })}
            </>
          ) : null}
        </Alert>
      ) : null}
      <FormTextField
        control={control}
        name="reference"
        required
        helperText={t('licences.pay.referenceHint')}
      />
      <SingleImageField control={control} name="image" texts={PROOF_TEXTS} required />
    </FormCard>
  );
}
