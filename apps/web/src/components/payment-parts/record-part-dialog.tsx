import InputAdornment from '@mui/material/InputAdornment';
import type { AccountType, PartMethod } from '@vitrina/contract';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormChoiceField } from '#web/components/form-choice-field.tsx';
import { FormDialog } from '#web/components/form-dialog.tsx';
import { FormSelectField } from '#web/components/form-select-field.tsx';
import { FormTextField } from '#web/components/form-text-field.tsx';
import { SingleImageField } from '#web/components/single-image-field.tsx';
import { useEntityFormDialog } from '#web/components/use-entity-form-dialog.ts';
import { useFormat } from '#web/lib/use-format.ts';
import {
  accountsFor,
  blankPart,
  dueIn,
  dueText,
  PART_FIELDS,
  type PartForm,
  type PartInput,
  type PartsActions,
  type PartsSale,
  partForm,
} from './part-form.ts';

const METHODS: readonly PartMethod[] = ['cash', 'transfer'];
const CURRENCIES: readonly AccountType[] = ['USD', 'VES'];

/** The transfer's proof, if the staff have one. */
const PROOF_TEXTS = {
  label: 'parts.form.proof',
  choose: 'parts.form.proofChoose',
  change: 'parts.form.proofChange',
  preview: 'parts.form.proofPreview',
  hint: 'parts.form.proofHint',
};

/**
 * "Registrar pago" (issue 32 §2): a part of the sale's payment the staff received, cash or a
 * transfer to one of the seller's accounts in its currency, for what is still due unless changed.
 */
export function RecordPartDialog({
  sale,
  actions,
  onClose,
}: {
  sale: PartsSale;
  actions: PartsActions;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  // Bolívares count at the rate the server names: the sale's, or the store's now for a sale without one.
  const rate = sale.payments.rate;
  const { form, dialog } = useEntityFormDialog<PartForm, PartInput, unknown>({
    editing: false,
    createTitleKey: 'parts.form.title',
    editTitleKey: 'parts.form.title',
    toasts: 'toasts.saleParts',
    schema: partForm,
    defaultValues: blankPart(sale),
    fields: PART_FIELDS,
    save: ({ proof, ...fields }) => actions.record(fields, proof ?? null),
    onClose,
  });
  const { control, getValues, setValue } = form;
  const method = useWatch({ control, name: 'method' });
  const currency = useWatch({ control, name: 'currency' });
  const due = sale.payments.due;
  const accounts = accountsFor(actions.accounts, currency);

  const onCurrency = (next: AccountType) => {
    setValue('amount', dueText(due, next, rate), { shouldValidate: true });
    // An account of the other currency no longer fits.
    const bankId = getValues('bank_id');
    if (bankId !== null && !accountsFor(actions.accounts, next).some((a) => a.id === bankId))
      setValue('bank_id', null);
  };

  const amountHint =
    currency === 'VES'
      ? t('parts.form.amountHintVes', {
          due: format.money(due),
          ves: format.money(dueIn(due, 'VES', rate), 'VES'),
          rate: format.number(rate, { maximumFractionDigits: 4 }),
        })
      : t('parts.form.amountHint', { due: format.money(due) });

  return (
    <FormDialog {...dialog} submitText={t('parts.form.submit')}>
      <FormChoiceField
        control={control}
        name="method"
        label={t('parts.form.method')}
        options={METHODS.map((m) => ({ value: m, label: t(`parts.methods.${m}`) }))}
      />
      <FormChoiceField
        control={control}
        name="currency"
        label={t('parts.form.currency')}
        options={CURRENCIES.map((c) => ({ value: c, label: t(`parts.currencies.${c}`) }))}
        onPicked={onCurrency}
      />
      <FormTextField
        control={control}
        name="amount"
        label={t('parts.form.amount')}
        helperText={amountHint}
        required
        slotProps={{
          htmlInput: { inputMode: 'decimal' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                {currency === 'VES' ? t('parts.form.vesSymbol') : '$'}
              </InputAdornment>
            ),
          },
        }}
      />
      {method === 'transfer' ? (
        <>
          <FormSelectField
            control={control}
            name="bank_id"
            label={t('parts.form.account')}
            required
            helperText={accounts.length === 0 ? actions.noAccountsText : undefined}
            options={accounts.map((a) => ({ value: a.id, label: a.label }))}
          />
          <FormTextField
            control={control}
            name="reference"
            label={t('parts.form.reference')}
            required
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
          <SingleImageField control={control} name="proof" texts={PROOF_TEXTS} size={120} />
        </>
      ) : null}
    </FormDialog>
  );
}
