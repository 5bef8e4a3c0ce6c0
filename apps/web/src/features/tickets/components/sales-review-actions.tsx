import {
  TICKET_BILL_STATUS,
  TICKET_REVIEWS,
  type TicketBillDetail,
  type TicketBillStatus,
} from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { DecisionButtons } from '#web/components/decision-buttons.tsx';
import { useReviewTicketBill } from '#web/features/tickets/api/ticket-sales.queries.ts';
import { isTicketBillStatus } from './sales-status.tsx';

const { VERIFIED, REJECTED, NOT_VERIFIED } = TICKET_BILL_STATUS;
const ACTION = { [VERIFIED]: 'verify', [REJECTED]: 'reject', [NOT_VERIFIED]: 'notVerified' } as const;
const ORDER: readonly TicketBillStatus[] = [VERIFIED, NOT_VERIFIED, REJECTED];

/** The reviews TICKET_REVIEWS allows from the sale's stored status, in the buttons' order. */
export function reviewsFrom(status: number): TicketBillStatus[] {
  const allowed = isTicketBillStatus(status) ? TICKET_REVIEWS[status] : undefined;
  return ORDER.filter((to) => allowed?.includes(to));
}

/**
 * Verify, mark not verified, or reject (asked first: its seats go back). One request at a time;
 * the server's message is the toast, and a 409 (reviewed meanwhile) says so in its own words.
 */
export function SalesReviewActions({ bill }: { bill: TicketBillDetail }) {
  const { t } = useTranslation();
  const review = useReviewTicketBill();
  return (
    <DecisionButtons
      label={t('ticketSales.actions.label')}
      options={reviewsFrom(bill.status)}
      approve={VERIFIED}
      reject={REJECTED}
      text={(to) => t(`ticketSales.actions.${ACTION[to]}`)}
      ask={(to) =>
        to === REJECTED
          ? {
              title: t('ticketSales.actions.reject'),
              message: t('ticketSales.confirm.reject', { id: bill.id }),
              confirmText: t('ticketSales.actions.reject'),
              cancelText: t('ticketSales.confirm.back'),
              destructive: true,
            }
          : undefined
      }
      id={bill.id}
      field="to"
      mutation={review}
      failureKey="ticketSales.toasts.reviewFailed"
    />
  );
}
