import { type Catalogue, type CatalogueBody, catalogueBody } from '@vitrina/contract';
import { FormDialog } from '#web/components/form-dialog.tsx';
import { FormTextField } from '#web/components/form-text-field.tsx';
import { useEntityFormDialog } from '#web/components/use-entity-form-dialog.ts';
import { useCreateCatalogue, useUpdateCatalogue } from '#web/features/catalogues/api/catalogue.queries.ts';

type CatalogueDialogProps = { storeId: number; catalogue: Catalogue | null; onClose: () => void };

export function CatalogueDialog({ storeId, catalogue, onClose }: CatalogueDialogProps) {
  const create = useCreateCatalogue(storeId);
  const update = useUpdateCatalogue();
  const { form, dialog } = useEntityFormDialog<CatalogueBody, CatalogueBody, unknown>({
    editing: !!catalogue,
    createTitleKey: 'catalogues.form.createTitle',
    editTitleKey: 'catalogues.form.editTitle',
    toasts: 'toasts.catalogues',
    schema: catalogueBody,
    fields: ['name'],
    save: (body) => (catalogue ? update.mutateAsync({ id: catalogue.id, body }) : create.mutateAsync(body)),
    preferServer: true,
    onClose,
    defaultValues: { name: catalogue?.name ?? '' },
  });
  return (
    <FormDialog {...dialog} maxWidth="xs">
      <FormTextField control={form.control} name="name" required autoFocus />
    </FormDialog>
  );
}
