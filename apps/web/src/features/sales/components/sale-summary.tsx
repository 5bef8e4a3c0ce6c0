import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import type { Bill } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { pathTo } from '#web/app/paths.ts';
import { DetailsHeading } from '#web/components/details-heading.tsx';
import { type DuplicateLink, DuplicatePaymentWarning } from '#web/components/duplicate-payment-warning.tsx';
import { PaymentStatusChip, SaleStatusChip } from '#web/components/sale-status-chip.tsx';
import { useFormat } from '#web/lib/use-format.ts';
import { SaleActions } from './sale-actions.tsx';

/** The sale's number, statuses, when and where it was placed, its total, and the steps allowed. */
export function SaleHeading({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <DetailsHeading
      title={t('sales.details.heading', { id: bill.id })}
      chips={
        <>
          <SaleStatusChip status={bill.status} size="medium" />
          <PaymentStatusChip sale={bill} size="medium" />
        </>
      }
      subtitle={t('sales.details.placed', {
        date: format.dateTime(bill.created_at, 'long'),
        channel: t(`sales.channels.${bill.channel}`),
      })}
      amount={
        <Typography variant="h6" component="p">
          {format.money(bill.total)}
          {bill.ves_amount !== null ? (
            <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
              {format.money(bill.ves_amount, 'VES')}
            </Typography>
          ) : null}
        </Typography>
      }
      actions={<SaleActions bill={bill} />}
    />
  );
}

/** Other sales with the same payment reference or proof image (a payment claimed twice), and why it was cancelled. */
export function SaleNotices({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  const { warnings } = bill;
  const link = (id: number): DuplicateLink => ({
    id,
    to: pathTo('shoppingDetails', { id }),
    label: t('sales.list.open', { id }),
    text: `#${id}`,
  });
  return (
    <>
      <DuplicatePaymentWarning
        title={t('sales.warnings.title')}
        sameReference={{
          text: t('sales.warnings.sameReference', { reference: bill.payment_reference ?? '' }),
          links: warnings.same_reference.map(link),
        }}
        sameProof={{ text: t('sales.warnings.sameProof'), links: warnings.same_proof.map(link) }}
      />
      {bill.cancellation_note ? (
        <Alert severity="info">
          <AlertTitle>{t('sales.details.cancellationNote')}</AlertTitle>
          {bill.cancellation_note}
        </Alert>
      ) : null}
    </>
  );
}
