import Grid from '@mui/material/Grid';
import type { Catalogue, Extra } from '@vitrina/contract';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormMoneyField } from '../../../components/form-money-field.tsx';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import { FormSwitchField } from '../../../components/form-switch-field.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { contractResolver } from '../../../lib/forms.ts';
import { settleSave } from '../../../lib/server-errors.ts';
import { useCreateExtra, useUpdateExtra } from '../api/product.queries.ts';
import { type ExtraForm, type ExtraFormOutput, extraForm, toExtraForm } from './product-form.ts';

const FIELDS: readonly Path<ExtraForm>[] = ['catalogue_id', 'name', 'price', 'active'];

type ExtraDialogProps = { extra: Extra | null; catalogues: readonly Catalogue[]; onClose: () => void };

export function ExtraDialog({ extra, catalogues, onClose }: ExtraDialogProps) {
  const { t } = useTranslation();
  const create = useCreateExtra();
  const update = useUpdateExtra();
  const { control, handleSubmit, setError } = useForm<ExtraForm, unknown, ExtraFormOutput>({
    resolver: contractResolver(extraForm),
    mode: 'all',
    defaultValues: toExtraForm(extra, catalogues.length === 1 ? (catalogues[0]?.id ?? null) : null),
  });
  const onSubmit = handleSubmit(({ catalogue_id, ...body }) =>
    settleSave(
      t,
      extra
        ? update.mutateAsync({ id: extra.id, body: { ...body, catalogue_id } })
        : create.mutateAsync({ catalogueId: catalogue_id, body }),
      { setError, fields: FIELDS },
      {
        successKey: extra ? 'toasts.extras.updated' : 'toasts.extras.created',
        fallbackKey: extra ? 'toasts.extras.updateFailed' : 'toasts.extras.createFailed',
        preferServer: true,
        onSaved: onClose,
      },
    ),
  );
  return (
    <FormDialog
      open
      title={t(extra ? 'products.extras.editTitle' : 'products.extras.createTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={create.isPending || update.isPending}
    >
      <FormSelectField
        control={control}
        name="catalogue_id"
        required
        options={catalogues.map((c) => ({ value: c.id, label: c.name }))}
      />
      <FormTextField control={control} name="name" required />
      <Grid container spacing={2} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormMoneyField control={control} name="price" required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSwitchField control={control} name="active" label={t('products.form.active')} />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
