import Chip from '@mui/material/Chip';
import { TICKET_BILL_STATUS, type TicketBillStatus } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';

/** A stored status's word in the catalogue (ticketSales.status.*). */
export const TICKET_STATUS_NAMES: Record<
  TicketBillStatus,
  'rejected' | 'verified' | 'pending' | 'notVerified'
> = {
  [TICKET_BILL_STATUS.REJECTED]: 'rejected',
  [TICKET_BILL_STATUS.VERIFIED]: 'verified',
  [TICKET_BILL_STATUS.PENDING]: 'pending',
  [TICKET_BILL_STATUS.NOT_VERIFIED]: 'notVerified',
};
const COLORS = {
  rejected: 'error',
  verified: 'success',
  pending: 'warning',
  notVerified: 'default',
} as const;

export function isTicketBillStatus(status: number): status is TicketBillStatus {
  return Object.hasOwn(TICKET_STATUS_NAMES, status);
}

/** A ticket sale's status as a chip. */
export function SalesStatusChip({ status }: { status: number }) {
  const { t } = useTranslation();
  const name = isTicketBillStatus(status) ? TICKET_STATUS_NAMES[status] : undefined;
  if (!name) return null;
  return <Chip size="small" color={COLORS[name]} label={t(`ticketSales.status.${name}`)} />;
}
