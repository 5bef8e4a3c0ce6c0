import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  TICKET_BILL_STATUS,
  TICKET_REVIEWS,
  type TicketBillDetail,
  type TicketBillStatus,
} from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/dialogs/confirm-dialog.tsx';
import { toastFailure } from '../../../lib/server-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useReviewTicketBill } from '../api/ticket-sales.queries.ts';
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
  const confirm = useConfirm();
  const review = useReviewTicketBill();
  const open = reviewsFrom(bill.status);

  const run = async (to: TicketBillStatus) => {
    if (review.isPending) return;
    if (to === REJECTED) {
      const ok = await confirm({
        title: t('ticketSales.actions.reject'),
        message: t('ticketSales.confirm.reject', { id: bill.id }),
        confirmText: t('ticketSales.actions.reject'),
        cancelText: t('ticketSales.confirm.back'),
        destructive: true,
      });
      if (!ok) return;
    }
    review.mutate(
      { id: bill.id, to },
      {
        onSuccess: (reply) => toast.success(reply.message),
        onError: (error) => toastFailure(t, error, { fallbackKey: 'ticketSales.toasts.reviewFailed' }),
      },
    );
  };

  if (open.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      role="group"
      aria-label={t('ticketSales.actions.label')}
    >
      {open.map((to) => (
        <Button
          key={to}
          variant={to === VERIFIED ? 'contained' : 'outlined'}
          color={to === VERIFIED ? 'success' : to === REJECTED ? 'error' : 'inherit'}
          disabled={review.isPending}
          loading={review.isPending && review.variables?.to === to}
          onClick={() => void run(to)}
        >
          {t(`ticketSales.actions.${ACTION[to]}`)}
        </Button>
      ))}
    </Stack>
  );
}
