import Chip from '@mui/material/Chip';
import type { CampaignStatus } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { readable } from '#web/components/sale-status-chip.tsx';
import { campaignStatusColor } from './campaign-progress.ts';

/** A campaign's status: Programada, Enviando, En pausa, Cancelada or Terminada. */
export function CampaignStatusChip({ status }: { status: CampaignStatus }) {
  const { t } = useTranslation();
  const color = campaignStatusColor(status);
  return <Chip size="small" color={color} label={t(`campaigns.statuses.${status}`)} sx={readable(color)} />;
}
