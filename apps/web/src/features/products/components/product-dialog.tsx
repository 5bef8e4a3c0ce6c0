import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Catalogue } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '#web/components/form-dialog.tsx';
import { useProduct } from '#web/features/products/api/product.queries.ts';
import { ProductEditor } from './product-editor.tsx';

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
