import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ProofImage } from './proof-image.tsx';

type Props = { saleId: number; image: string | null; note: string | null };

/** The courier's photo of the delivery and its note (the company's details and the store's sale). */
export function DeliveryProof({ saleId, image, note }: Props) {
  const { t } = useTranslation();
  if (!image && !note)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('shipments.proof.none')}
      </Typography>
    );
  return (
    <Stack spacing={1} data-testid="delivery-proof">
      {image ? (
        <ProofImage
          src={image}
          saleId={saleId}
          alt={t('shipments.proof.alt', { id: saleId })}
          title={t('shipments.proof.title')}
        />
      ) : null}
      {note ? (
        <Typography variant="body2">
          <Typography component="span" variant="body2" color="text.secondary">
            {t('shipments.proof.note')}:{' '}
          </Typography>
          {note}
        </Typography>
      ) : null}
    </Stack>
  );
}
