import { type Dealer, type DealerBody, DOCUMENT_TYPES, dealerBody } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '#web/components/form-dialog.tsx';
import { FormRow } from '#web/components/form-row.tsx';
import { FormSelectField } from '#web/components/form-select-field.tsx';
import { FormSwitchField } from '#web/components/form-switch-field.tsx';
import { FormTextField } from '#web/components/form-text-field.tsx';
import { fieldsOf, formDefaults, useEntityFormDialog } from '#web/components/use-entity-form-dialog.ts';
import {
  type DealerSide,
  useCreateDealer,
  useUpdateDealer,
} from '#web/features/dealers/api/dealer.queries.ts';

type DealerForm = {
  name: string;
  lastname: string;
  phone: string;
  identification_type: DealerBody['identification_type'] | null;
  identification: string;
  vehicle: string;
  plate: string;
  active: boolean;
};

const BLANK: DealerForm = {
  name: '',
  lastname: '',
  phone: '',
  identification_type: 'V',
  identification: '',
  vehicle: '',
  plate: '',
  active: true,
};

const dealerForm = z.preprocess((raw) => {
  const f = raw as DealerForm;
  return {
    ...f,
    lastname: f.lastname.trim() || null,
    vehicle: f.vehicle.trim() || null,
    plate: f.plate.trim() || null,
  };
}, dealerBody);

type DealerDialogProps = {
  side: DealerSide;
  dealer: Dealer | null;
  onClose: () => void;
  onSaved?: (dealer: Dealer) => void;
};

export function DealerDialog({ side, dealer, onClose, onSaved }: DealerDialogProps) {
  const { t } = useTranslation();
  const create = useCreateDealer(side);
  const update = useUpdateDealer(side);
  const { form, dialog } = useEntityFormDialog<DealerForm, DealerBody, Dealer>({
    editing: !!dealer,
    createTitleKey: 'dealers.form.createTitle',
    editTitleKey: 'dealers.form.editTitle',
    toasts: 'toasts.dealers',
    schema: dealerForm,
    fields: fieldsOf(BLANK),
    save: (body) => (dealer ? update.mutateAsync({ id: dealer.id, body }) : create.mutateAsync(body)),
    afterSave: onSaved,
    onClose,
    defaultValues: formDefaults(dealer, BLANK),
  });
  const { control } = form;
  return (
    <FormDialog {...dialog}>
      <FormRow sm={[6, 6, 6, 2, 4, 6, 6]} xs={[12, 12, 12, 4, 8, 12, 12]}>
        <FormTextField control={control} name="name" required autoFocus />
        <FormTextField control={control} name="lastname" />
        <FormTextField control={control} name="phone" type="tel" required />
        <FormSelectField
          control={control}
          name="identification_type"
          required
          label={t('dealers.form.documentType')}
          options={DOCUMENT_TYPES.map((type) => ({ value: type, label: type }))}
        />
        <FormTextField control={control} name="identification" required />
        <FormTextField control={control} name="vehicle" />
        <FormTextField control={control} name="plate" />
      </FormRow>
      <FormSwitchField control={control} name="active" label={t('dealers.form.active')} />
    </FormDialog>
  );
}
