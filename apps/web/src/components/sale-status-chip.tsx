import Chip, { type ChipProps } from '@mui/material/Chip';
import { getContrastRatio, type Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import {
  type ChipColor,
  type SalePayment,
  salePaymentLook,
  saleStatusColor,
  saleStatusKey,
} from './sale-status.ts';

type Props = { status: number; size?: ChipProps['size'] };

/**
 * MUI's filled chips put white text on every colour, which on warning orange and info blue is
 * too faint to read (WCAG AA): the text takes whichever of black or white reads better.
 */
export const readable = (color: ChipColor) => (theme: Theme) => {
  if (color === 'default') return {};
  const background = theme.palette[color].main;
  const text = getContrastRatio(background, '#fff') >= getContrastRatio(background, '#000') ? '#fff' : '#000';
  return { bgcolor: background, color: text };
};

/** A sale's status as a coloured label (SPEC.md §4 display labels). */
export function SaleStatusChip({ status, size = 'small' }: Props) {
  const { t } = useTranslation();
  const color = saleStatusColor(status);
  return <Chip size={size} color={color} label={t(saleStatusKey(status))} sx={readable(color)} />;
}

/** Paid, waiting for the check, cash to collect, or not paid: the words the shopper's order page uses too. */
export function PaymentStatusChip({ sale, size = 'small' }: { sale: SalePayment; size?: ChipProps['size'] }) {
  const { t } = useTranslation();
  const { key, color } = salePaymentLook(sale);
  return <Chip size={size} variant="outlined" color={color} label={t(key)} />;
}
