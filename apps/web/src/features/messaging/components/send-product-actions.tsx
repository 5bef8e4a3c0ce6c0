import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { Product } from '@vitrina/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SendPromotionDialog } from './send-promotion-dialog.tsx';

/** A product row's "Enviar promoción": opens the promotion dialog for that product. */
export function SendProductActions({ product }: { product: Product }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('messaging.promotion.action')} describeChild>
        <IconButton
          aria-label={t('messaging.promotion.actionOne', { name: product.name })}
          onClick={() => setOpen(true)}
        >
          <CampaignOutlinedIcon />
        </IconButton>
      </Tooltip>
      {open ? <SendPromotionDialog product={product} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
