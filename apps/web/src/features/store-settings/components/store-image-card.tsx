import StorefrontIcon from '@mui/icons-material/Storefront';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Store } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { ImageFileButton, screenImages } from '#web/components/image-picker.tsx';
import { useSetStoreImage } from '#web/features/store-settings/api/store.queries.ts';
import { toastFailure } from '#web/lib/server-errors.ts';
import { toast } from '#web/lib/toast.ts';

/** The store's picture and the button that replaces it (uploaded at once). */
export function StoreImageCard({ store }: { store: Store }) {
  const { t } = useTranslation();
  const setImage = useSetStoreImage(store.id);
  const upload = (files: File[]) => {
    const { ok, problem } = screenImages(files.slice(0, 1), t);
    const file = ok[0];
    if (!file) {
      toast.error(problem ?? t('toasts.store.imageUpdateFailed'));
      return;
    }
    setImage.mutate(file, {
      onSuccess: () => toast.success(t('toasts.store.imageUpdated')),
      onError: (error) => toastFailure(t, error, { fallbackKey: 'toasts.store.imageUpdateFailed' }),
    });
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Avatar
            src={store.image ?? undefined}
            alt={t('store.profile.imageAlt', { name: store.name })}
            variant="rounded"
            sx={{ width: 160, height: 160, bgcolor: 'grey.200', color: 'grey.500' }}
          >
            <StorefrontIcon sx={{ fontSize: 72 }} />
          </Avatar>
          <Typography variant="h6" component="h2">
            {store.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {store.categoryName ?? t('store.profile.noCategory')}
          </Typography>
          <ImageFileButton
            label={t('store.profile.changeImage')}
            loading={setImage.isPending}
            onFiles={upload}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
