import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Product } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { ImageFileButton, screenImages } from '#web/components/image-picker.tsx';
import { useConfirmedDelete } from '#web/components/row-actions.tsx';
import {
  useDeleteImage,
  useReorderImages,
  useUploadImages,
} from '#web/features/products/api/product.queries.ts';
import { toastFailure } from '#web/lib/server-errors.ts';
import { toast } from '#web/lib/toast.ts';
import { moveImage } from './product-form.ts';

export const MAX_PRODUCT_IMAGES = 10;

/** A saved product's images: the first is the cover; move, delete, add more (uploaded at once). */
export function ProductGallery({ product }: { product: Product }) {
  const { t } = useTranslation();
  const upload = useUploadImages();
  const reorder = useReorderImages(product.id);
  const remove = useDeleteImage(product.id);
  const confirmedDelete = useConfirmedDelete();
  const images = [...product.images].sort((a, b) => a.position - b.position);
  const ids = images.map((image) => image.id);
  const busy = upload.isPending || reorder.isPending || remove.isPending;
  const room = MAX_PRODUCT_IMAGES - images.length;

  const move = (id: number, step: -1 | 1) =>
    reorder.mutate(moveImage(ids, id, step), {
      onError: (error) =>
        toastFailure(t, error, { fallbackKey: 'toasts.products.updateFailed', preferServer: true }),
    });

  const onDelete = (id: number) =>
    confirmedDelete({
      run: () => remove.mutateAsync(id),
      message: t('products.gallery.confirmDelete'),
      toasts: { deleted: 'products.gallery.deleted', deleteFailed: 'toasts.products.updateFailed' },
      preferServer: true,
    });

  const add = (files: File[]) => {
    const { ok, problem } = screenImages(files, t);
    if (problem) toast.error(problem);
    const chosen = ok.slice(0, room);
    if (chosen.length === 0) return;
    upload.mutate(
      { productId: product.id, files: chosen },
      {
        onSuccess: () => toast.success(t('products.gallery.added', { count: chosen.length })),
        onError: (error) =>
          toastFailure(t, error, { fallbackKey: 'products.gallery.uploadFailed', preferServer: true }),
      },
    );
  };

  return (
    <Stack spacing={1.5} sx={{ mt: 3 }} component="section" aria-label={t('products.gallery.title')}>
      <Typography variant="subtitle1" component="h3">
        {t('products.gallery.title')}
      </Typography>
      {images.length === 0 ? (
        <Typography color="text.secondary">{t('products.gallery.empty')}</Typography>
      ) : (
        <Box
          component="ol"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, p: 0, m: 0, listStyle: 'none' }}
        >
          {images.map((image, index) => {
            const n = index + 1;
            return (
              <Box
                component="li"
                key={image.id}
                aria-label={t('products.gallery.imageN', { n })}
                sx={{ width: 132, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
              >
                <Box sx={{ position: 'relative' }}>
                  <Box
                    component="img"
                    src={image.thumb_url}
                    alt={t('products.gallery.imageAlt', { n, name: product.name })}
                    sx={{ width: '100%', height: 100, objectFit: 'cover', display: 'block' }}
                  />
                  {index === 0 ? (
                    <Chip
                      size="small"
                      color="primary"
                      label={t('products.gallery.cover')}
                      sx={{ position: 'absolute', top: 4, left: 4 }}
                    />
                  ) : null}
                </Box>
                <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                  <IconButton
                    size="small"
                    aria-label={t('products.gallery.moveBack', { n })}
                    disabled={busy || index === 0}
                    onClick={() => move(image.id, -1)}
                  >
                    <ArrowBackIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={t('products.gallery.delete', { n })}
                    disabled={busy}
                    onClick={() => onDelete(image.id)}
                  >
                    <DeleteOutlinedIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={t('products.gallery.moveForward', { n })}
                    disabled={busy || index === images.length - 1}
                    onClick={() => move(image.id, 1)}
                  >
                    <ArrowForwardIcon fontSize="small" />
                  </IconButton>
                </Stack>
              </Box>
            );
          })}
        </Box>
      )}
      <Box>
        <ImageFileButton
          label={t('products.gallery.add')}
          multiple
          disabled={room <= 0 || busy}
          loading={upload.isPending}
          onFiles={add}
        />
      </Box>
      <FormHelperText>{t('images.hint', { count: MAX_PRODUCT_IMAGES })}</FormHelperText>
    </Stack>
  );
}
