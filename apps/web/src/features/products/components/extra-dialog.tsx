import type { Catalogue, Extra } from '@vitrina/contract';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '#web/components/form-dialog.tsx';
import { FormMoneyField } from '#web/components/form-money-field.tsx';
import { FormRow } from '#web/components/form-row.tsx';
import { FormSwitchField } from '#web/components/form-switch-field.tsx';
import { FormTextField } from '#web/components/form-text-field.tsx';
import { useEntityFormDialog } from '#web/components/use-entity-form-dialog.ts';
import { useCreateExtra, useUpdateExtra } from '#web/features/products/api/product.queries.ts';
import { CatalogueField } from './catalogue-field.tsx';
import {
  type ExtraForm,
  type ExtraFormOutput,
  extraForm,
  soleCatalogueId,
  toExtraForm,
} from './product-form.ts';

const FIELDS: readonly Path<ExtraForm>[] = ['catalogue_id', 'name', 'price', 'active'];

type ExtraDialogProps = { extra: Extra | null; catalogues: readonly Catalogue[]; onClose: () => void };

export function ExtraDialog({ extra, catalogues, onClose }: ExtraDialogProps) {
  const { t } = useTranslation();
  const create = useCreateExtra();
  const update = useUpdateExtra();
  const { form, dialog } = useEntityFormDialog<ExtraForm, ExtraFormOutput, Extra>({
    editing: !!extra,
    createTitleKey: 'products.extras.createTitle',
    editTitleKey: 'products.extras.editTitle',
    toasts: 'toasts.extras',
    schema: extraForm,
    fields: FIELDS,
    save: ({ catalogue_id, ...body }) =>
      extra
        ? update.mutateAsync({ id: extra.id, body: { ...body, catalogue_id } })
        : create.mutateAsync({ catalogueId: catalogue_id, body }),
    preferServer: true,
    onClose,
    defaultValues: toExtraForm(extra, soleCatalogueId(catalogues)),
  });
  const { control } = form;
  return (
    <FormDialog {...dialog}>
      <CatalogueField control={control} catalogues={catalogues} />
      <FormTextField control={control} name="name" required />
      <FormRow sm={[6, 6]} centered>
        <FormMoneyField control={control} name="price" required />
        <FormSwitchField control={control} name="active" label={t('products.form.active')} />
      </FormRow>
    </FormDialog>
  );
}
