import Grid from '@mui/material/Grid';
import { type Dealer, type DealerBody, DOCUMENT_TYPES, dealerBody } from '@vitrina/contract';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import { FormSwitchField } from '../../../components/form-switch-field.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useEntityFormDialog } from '../../../components/use-entity-form-dialog.ts';
import { useCreateDealer, useUpdateDealer } from '../api/dealer.queries.ts';

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

const FIELDS: readonly Path<DealerForm>[] = [
  'name',
  'lastname',
  'phone',
  'identification_type',
  'identification',
  'vehicle',
  'plate',
  'active',
];

const dealerForm = z.preprocess((raw) => {
  const f = raw as DealerForm;
  return {
    ...f,
    lastname: f.lastname.trim() || null,
    vehicle: f.vehicle.trim() || null,
    plate: f.plate.trim() || null,
  };
}, dealerBody);

type DealerDialogProps = { dealer: Dealer | null; onClose: () => void; onSaved?: (dealer: Dealer) => void };

export function DealerDialog({ dealer, onClose, onSaved }: DealerDialogProps) {
  const { t } = useTranslation();
  const create = useCreateDealer();
  const update = useUpdateDealer();
  const { form, dialog } = useEntityFormDialog<DealerForm, DealerBody, Dealer>({
    editing: !!dealer,
    createTitleKey: 'dealers.form.createTitle',
    editTitleKey: 'dealers.form.editTitle',
    toasts: 'dealers',
    schema: dealerForm,
    fields: FIELDS,
    save: (body) => (dealer ? update.mutateAsync({ id: dealer.id, body }) : create.mutateAsync(body)),
    afterSave: onSaved,
    onClose,
    defaultValues: {
      name: dealer?.name ?? '',
      lastname: dealer?.lastname ?? '',
      phone: dealer?.phone ?? '',
      identification_type: dealer?.identification_type ?? 'V',
      identification: dealer?.identification ?? '',
      vehicle: dealer?.vehicle ?? '',
      plate: dealer?.plate ?? '',
      active: dealer?.active ?? true,
    },
  });
  const { control } = form;
  return (
    <FormDialog {...dialog}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="name" required autoFocus />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="lastname" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="phone" type="tel" required />
        </Grid>
        <Grid size={{ xs: 4, sm: 2 }}>
          <FormSelectField
            control={control}
            name="identification_type"
            required
            label={t('dealers.form.documentType')}
            options={DOCUMENT_TYPES.map((type) => ({ value: type, label: type }))}
          />
        </Grid>
        <Grid size={{ xs: 8, sm: 4 }}>
          <FormTextField control={control} name="identification" required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="vehicle" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="plate" />
        </Grid>
      </Grid>
      <FormSwitchField control={control} name="active" label={t('dealers.form.active')} />
    </FormDialog>
  );
}
