import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Catalogue, Product } from '@vitrina/contract';
import { useState } from 'react';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '#web/components/form-dialog.tsx';
import { FormMoneyField } from '#web/components/form-money-field.tsx';
import { FormRow } from '#web/components/form-row.tsx';
import { FormSwitchField } from '#web/components/form-switch-field.tsx';
import { FormTextField } from '#web/components/form-text-field.tsx';
import { ImagePicker } from '#web/components/image-picker.tsx';
import { useEntityFormDialog } from '#web/components/use-entity-form-dialog.ts';
import {
  useCreateProduct,
  useUpdateProduct,
  useUploadImages,
} from '#web/features/products/api/product.queries.ts';
import { toastFailure } from '#web/lib/server-errors.ts';
import { CatalogueField } from './catalogue-field.tsx';
import {
  type ProductForm,
  type ProductFormOutput,
  productForm,
  soleCatalogueId,
  toProductForm,
} from './product-form.ts';
import { MAX_PRODUCT_IMAGES, ProductGallery } from './product-gallery.tsx';

const FIELDS: readonly Path<ProductForm>[] = [
  'catalogue_id',
  'name',
  'description',
  'price',
  'quantity',
  'active',
];

/** The product's form: a new product picks its images here, a saved one gets the gallery below. */
export function ProductEditor({
  product,
  catalogues,
  onClose,
}: {
  product: Product | null;
  catalogues: readonly Catalogue[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const upload = useUploadImages();
  const [files, setFiles] = useState<File[]>([]);
  const { form, dialog } = useEntityFormDialog<ProductForm, ProductFormOutput, Product>({
    editing: !!product,
    createTitleKey: 'products.form.createTitle',
    editTitleKey: 'products.form.editTitle',
    toasts: 'toasts.products',
    schema: productForm,
    fields: FIELDS,
    save: ({ catalogue_id, ...body }) =>
      product
        ? update.mutateAsync({ id: product.id, body: { ...body, catalogue_id } })
        : create.mutateAsync({ catalogueId: catalogue_id, body }),
    preferServer: true,
    // A new product exists once saved: a refused image is reported, and the product stays.
    afterSave: (saved) =>
      !product && files.length > 0
        ? upload
            .mutateAsync({ productId: saved.id, files })
            .catch((error: unknown) =>
              toastFailure(t, error, { fallbackKey: 'products.gallery.uploadFailed', preferServer: true }),
            )
        : undefined,
    onClose,
    defaultValues: toProductForm(product, soleCatalogueId(catalogues)),
  });
  const { control } = form;

  return (
    <FormDialog {...dialog} maxWidth="md" after={product ? <ProductGallery product={product} /> : null}>
      <FormRow sm={[6, 6]}>
        <CatalogueField control={control} catalogues={catalogues} />
        <FormTextField control={control} name="name" required autoFocus={!product} />
      </FormRow>
      <FormTextField control={control} name="description" multiline minRows={2} />
      <FormRow sm={[4, 4, 4]} centered>
        <FormMoneyField control={control} name="price" required />
        <FormTextField
          control={control}
          name="quantity"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormSwitchField control={control} name="active" label={t('products.form.active')} />
      </FormRow>
      {product ? null : (
        <Stack spacing={1}>
          <Typography variant="subtitle1" component="h3">
            {t('products.gallery.title')}
          </Typography>
          <ImagePicker files={files} onChange={setFiles} max={MAX_PRODUCT_IMAGES} />
        </Stack>
      )}
    </FormDialog>
  );
}
