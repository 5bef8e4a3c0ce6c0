import CloseIcon from '@mui/icons-material/Close';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from './dialogs/app-dialog.tsx';

type ProofImageProps = {
  src: string;
  saleId: number;
  /** The picture's text and the enlarged view's title; the payment proof's by default. */
  alt?: string;
  title?: string;
  /**
   * A small text button in place of the thumbnail, where many proofs stand side by side (a
   * statement line's candidate sales): its text, and a name that tells it from the others.
   */
  opener?: { text: string; label: string };
};

/** A proof (the shopper's payment, the courier's delivery photo): a thumbnail that opens full size. */
export function ProofImage({ src, saleId, alt: altText, title, opener }: ProofImageProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const alt = altText ?? t('sales.payment.proofAlt', { id: saleId });
  return (
    <>
      {opener ? (
        <Button
          size="small"
          startIcon={<ReceiptLongOutlinedIcon />}
          onClick={() => setOpen(true)}
          aria-label={opener.label}
        >
          {opener.text}
        </Button>
      ) : (
        <ButtonBase
          onClick={() => setOpen(true)}
          aria-label={t('sales.payment.enlarge')}
          sx={{ borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}
        >
          <img
            src={src}
            alt={alt}
            style={{ display: 'block', maxWidth: 220, maxHeight: 220, objectFit: 'cover' }}
          />
        </ButtonBase>
      )}
      <AppDialog open={open} onClose={() => setOpen(false)} maxWidth="lg" aria-labelledby={titleId}>
        <DialogTitle id={titleId} sx={{ pr: 6 }}>
          {title ?? t('sales.payment.proof')}
          <IconButton
            onClick={() => setOpen(false)}
            aria-label={t('actions.close')}
            sx={{ position: 'absolute', right: 8, top: 8 }}
          >
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          <img src={src} alt={alt} style={{ display: 'block', maxWidth: '100%', maxHeight: '80vh' }} />
        </DialogContent>
      </AppDialog>
    </>
  );
}
