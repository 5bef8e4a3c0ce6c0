import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Bill } from '@vitrina/contract';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '../../../app/paths.ts';
import { PaymentStatusChip, SaleStatusChip } from '../../../components/sale-status-chip.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { SaleActions } from './sale-actions.tsx';

/** The sale's number, statuses, when and where it was placed, its total, and the steps allowed. */
export function SaleHeading({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="h5" component="h2">
            {t('sales.details.heading', { id: bill.id })}
          </Typography>
          <SaleStatusChip status={bill.status} size="medium" />
          <PaymentStatusChip status={bill.payment_status} size="medium" />
        </Stack>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('sales.details.placed', {
            date: format.dateTime(bill.created_at, 'long'),
            channel: t(`sales.channels.${bill.channel}`),
          })}
        </Typography>
        <Typography variant="h6" component="p" sx={{ mt: 1 }}>
          {format.money(bill.total)}
          {bill.ves_amount !== null ? (
            <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
              {format.money(bill.ves_amount, 'VES')}
            </Typography>
          ) : null}
        </Typography>
      </Box>
      <SaleActions bill={bill} />
    </Stack>
  );
}

function SaleLinks({ ids }: { ids: readonly number[] }) {
  const { t } = useTranslation();
  return (
    <>
      {ids.map((other, i) => (
        <Fragment key={other}>
          {i > 0 ? ', ' : ''}
          <Link
            component={RouterLink}
            to={pathTo('shoppingDetails', { id: other })}
            aria-label={t('sales.list.open', { id: other })}
          >
            #{other}
          </Link>
        </Fragment>
      ))}
    </>
  );
}

/** Other sales with the same payment reference or proof image (a payment claimed twice), and why it was cancelled. */
export function SaleNotices({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  const { warnings } = bill;
  return (
    <>
      {warnings.same_reference.length > 0 || warnings.same_proof.length > 0 ? (
        <Alert severity="warning">
          <AlertTitle>{t('sales.warnings.title')}</AlertTitle>
          {warnings.same_reference.length > 0 ? (
            <Typography variant="body2">
              {t('sales.warnings.sameReference', { reference: bill.payment_reference ?? '' })}{' '}
              <SaleLinks ids={warnings.same_reference} />
            </Typography>
          ) : null}
          {warnings.same_proof.length > 0 ? (
            <Typography variant="body2">
              {t('sales.warnings.sameProof')} <SaleLinks ids={warnings.same_proof} />
            </Typography>
          ) : null}
        </Alert>
      ) : null}
      {bill.cancellation_note ? (
        <Alert severity="info">
          <AlertTitle>{t('sales.details.cancellationNote')}</AlertTitle>
          {bill.cancellation_note}
        </Alert>
      ) : null}
    </>
  );
}
