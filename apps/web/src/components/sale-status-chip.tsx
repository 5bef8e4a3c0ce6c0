import Chip, { type ChipProps } from '@mui/material/Chip';
import { getContrastRatio, type Theme } from '@mui/material/styles';
import type { ShipmentState } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import {
  type ChipColor,
  paymentStatusColor,
  paymentStatusKey,
  saleStatusColor,
  saleStatusKey,
} from './sale-status.ts';

type Props = { status: number; size?: ChipProps['size'] };
type StatusLookOf = { key: string; color: ChipColor };

/**
 * MUI's filled chips put white text on every colour, which on warning orange and info blue is
 * too faint to read (WCAG AA): the text takes whichever of black or white reads better.
 */
const readable = (color: ChipColor) => (theme: Theme) => {
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

/** Paid / not paid. */
export function PaymentStatusChip({ status, size = 'small' }: Props) {
  const { t } = useTranslation();
  return (
    <Chip
      size={size}
      variant="outlined"
      color={paymentStatusColor(status)}
      label={t(paymentStatusKey(status))}
    />
  );
}

const SHIPMENT_LOOK: Record<ShipmentState, StatusLookOf> = {
  'to-verify': { key: 'toVerify', color: 'warning' },
  verified: { key: 'verified', color: 'info' },
  shipped: { key: 'shipped', color: 'secondary' },
  delivered: { key: 'delivered', color: 'success' },
};

/** i18n key of a shipment state's label (`shipments.states.*`). */
export const shipmentStateKey = (state: ShipmentState) => `shipments.states.${SHIPMENT_LOOK[state].key}`;

/** A shipment's state (to verify, verified, shipped, delivered) as a coloured label. */
export function ShipmentStateChip({
  state,
  size = 'small',
}: {
  state: ShipmentState;
  size?: ChipProps['size'];
}) {
  const { t } = useTranslation();
  const { color } = SHIPMENT_LOOK[state];
  return <Chip size={size} color={color} label={t(shipmentStateKey(state))} sx={readable(color)} />;
}

/** Whether the company's charge for a shipment has been settled. */
export function SettledChip({ settled, size = 'small' }: { settled: boolean; size?: ChipProps['size'] }) {
  const { t } = useTranslation();
  return (
    <Chip
      size={size}
      variant="outlined"
      color={settled ? 'success' : 'default'}
      label={t(settled ? 'shipments.settled.yes' : 'shipments.settled.no')}
    />
  );
}
