import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { readable } from '#web/components/sale-status-chip.tsx';
import { licenceStatusColor, licenceStatusName } from '#web/features/licences/api/licence.ts';

/** A licence payment's status: Aprobado, Pendiente or Rechazado. */
export function LicenceStatusChip({ status, size = 'small' }: { status: number; size?: ChipProps['size'] }) {
  const { t } = useTranslation();
  const color = licenceStatusColor(status);
  return (
    <Chip
      size={size}
      color={color}
      label={t(`licences.statuses.${licenceStatusName(status)}`)}
      sx={readable(color)}
    />
  );
}
