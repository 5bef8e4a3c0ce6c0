import { type Catalogue, type CatalogueBody, catalogueBody } from '@vitrina/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { contractResolver } from '../../../lib/forms.ts';
import { settleSave } from '../../../lib/server-errors.ts';
import { useCreateCatalogue, useUpdateCatalogue } from '../api/catalogue.queries.ts';

type CatalogueDialogProps = { storeId: number; catalogue: Catalogue | null; onClose: () => void };

export function CatalogueDialog({ storeId, catalogue, onClose }: CatalogueDialogProps) {
  const { t } = useTranslation();
  const create = useCreateCatalogue(storeId);
  const update = useUpdateCatalogue();
  const { control, handleSubmit, setError } = useForm<CatalogueBody>({
    resolver: contractResolver(catalogueBody),
    mode: 'all',
    defaultValues: { name: catalogue?.name ?? '' },
  });
  const onSubmit = handleSubmit((body) =>
    settleSave(
      t,
      catalogue ? update.mutateAsync({ id: catalogue.id, body }) : create.mutateAsync(body),
      { setError, fields: ['name'] },
      {
        successKey: catalogue ? 'toasts.catalogues.updated' : 'toasts.catalogues.created',
        fallbackKey: catalogue ? 'toasts.catalogues.updateFailed' : 'toasts.catalogues.createFailed',
        preferServer: true,
        onSaved: onClose,
      },
    ),
  );
  return (
    <FormDialog
      open
      maxWidth="xs"
      title={t(catalogue ? 'catalogues.form.editTitle' : 'catalogues.form.createTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={create.isPending || update.isPending}
    >
      <FormTextField control={control} name="name" required autoFocus />
    </FormDialog>
  );
}
