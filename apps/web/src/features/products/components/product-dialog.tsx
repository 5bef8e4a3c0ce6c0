import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Catalogue, Product, ProductPatch } from '@vitrina/contract';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormMoneyField } from '../../../components/form-money-field.tsx';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import { FormSwitchField } from '../../../components/form-switch-field.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { ImagePicker } from '../../../components/image-picker.tsx';
import { contractResolver } from '../../../lib/forms.ts';
import { reportFormFailure, toastFailure } from '../../../lib/server-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateProduct, useProduct, useUpdateProduct, useUploadImages } from '../api/product.queries.ts';
import { type ProductForm, type ProductFormOutput, productForm, toProductForm } from './product-form.ts';
import { MAX_PRODUCT_IMAGES, ProductGallery } from './product-gallery.tsx';

const FIELDS: readonly Path<ProductForm>[] = [
  'catalogue_id',
  'name',
  'description',
  'price',
  'quantity',
  'active',
];

type ProductDialogProps = {
  /** null: a new product. */
  productId: number | null;
  catalogues: readonly Catalogue[];
  onClose: () => void;
};

export function ProductDialog({ productId, catalogues, onClose }: ProductDialogProps) {
  const { t } = useTranslation();
  const product = useProduct(productId);
  if (productId && !product.data) {
    return (
      <FormDialog
        open
        title={t('products.form.editTitle')}
        onClose={onClose}
        onSubmit={(e) => e.preventDefault()}
        submitting={false}
      >
        {product.error ? (
          <Typography color="error">{product.error.message}</Typography>
        ) : (
          <Stack spacing={1} aria-busy>
            <Skeleton height={56} />
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Stack>
        )}
      </FormDialog>
    );
  }
  return <ProductEditor product={product.data ?? null} catalogues={catalogues} onClose={onClose} />;
}

function ProductEditor({
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
  const { control, handleSubmit, setError } = useForm<ProductForm, unknown, ProductFormOutput>({
    resolver: contractResolver(productForm),
    mode: 'all',
    defaultValues: toProductForm(product, catalogues.length === 1 ? (catalogues[0]?.id ?? null) : null),
  });

  const failure = (error: unknown) =>
    reportFormFailure(
      t,
      error,
      { setError, fields: FIELDS },
      {
        fallbackKey: product ? 'toasts.products.updateFailed' : 'toasts.products.createFailed',
        preferServer: true,
      },
    );

  const onSubmit = handleSubmit(async ({ catalogue_id, ...body }) => {
    if (product) {
      const patch: ProductPatch = { ...body, catalogue_id };
      await update.mutateAsync({ id: product.id, body: patch }).then(() => {
        toast.success(t('toasts.products.updated'));
        onClose();
      }, failure);
      return;
    }
    let created: Product;
    try {
      created = await create.mutateAsync({ catalogueId: catalogue_id, body });
    } catch (error) {
      failure(error);
      return;
    }
    toast.success(t('toasts.products.created'));
    if (files.length > 0) {
      // The product exists now: a refused image is reported, and the product stays.
      await upload
        .mutateAsync({ productId: created.id, files })
        .catch((error: unknown) =>
          toastFailure(t, error, { fallbackKey: 'products.gallery.uploadFailed', preferServer: true }),
        );
    }
    onClose();
  });

  return (
    <FormDialog
      open
      maxWidth="md"
      title={t(product ? 'products.form.editTitle' : 'products.form.createTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={create.isPending || update.isPending || upload.isPending}
      after={product ? <ProductGallery product={product} /> : null}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelectField
            control={control}
            name="catalogue_id"
            required
            options={catalogues.map((c) => ({ value: c.id, label: c.name }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="name" required autoFocus={!product} />
        </Grid>
      </Grid>
      <FormTextField control={control} name="description" multiline minRows={2} />
      <Grid container spacing={2} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormMoneyField control={control} name="price" required />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name="quantity"
            required
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormSwitchField control={control} name="active" label={t('products.form.active')} />
        </Grid>
      </Grid>
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
