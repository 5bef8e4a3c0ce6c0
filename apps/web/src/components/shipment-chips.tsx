import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { ShipmentRow, ShipmentState } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#web/lib/use-format.ts';
import type { ChipColor } from './sale-status.ts';
import { readable } from './sale-status-chip.tsx';

// Apart from the sale's chips: the dashboard shows those and need not load the shipments' texts.

type StatusLookOf = { key: string; color: ChipColor };

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

/**
 * A cash order's money: "Cobrar al entregar 12,50 US$" until the courier collects it, then
 * "Efectivo cobrado 12,50 US$", in the currency the shopper pays. Nothing for a shipment paid
 * otherwise.
 */
export function ShipmentCashChip({
  cash,
  size = 'small',
}: {
  cash: ShipmentRow['cash'];
  size?: ChipProps['size'];
}) {
  const { t } = useTranslation();
  const { money } = useFormat();
  if (!cash) return null;
  const label = t(cash.collected ? 'shipments.cash.collected' : 'shipments.cash.toCollect', {
    amount: money(cash.amount, cash.currency),
  });
  return cash.collected ? (
    <Chip size={size} variant="outlined" color="success" icon={<PaymentsOutlinedIcon />} label={label} />
  ) : (
    <Chip
      size={size}
      color="warning"
      icon={<PaymentsOutlinedIcon />}
      label={label}
      sx={[readable('warning'), { '& .MuiChip-icon': { color: 'inherit' } }]}
    />
  );
}
