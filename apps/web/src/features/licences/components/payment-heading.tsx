import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LicencePaymentDetail } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { pathTo } from '../../../app/paths.ts';
import {
  type DuplicateLink,
  DuplicatePaymentWarning,
} from '../../../components/duplicate-payment-warning.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { LicenceStatusChip } from './licence-status-chip.tsx';
import { PaymentAmount } from './payment-amount.tsx';
import { PaymentDecision } from './payment-decision.tsx';

/** The payment's number and status, who sent it and when, its amount, and the decisions open. */
export function PaymentHeading({ payment }: { payment: LicencePaymentDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="h5" component="h2">
            {t('licences.details.heading', { id: payment.id })}
          </Typography>
          <LicenceStatusChip status={payment.status} size="medium" />
        </Stack>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('licences.details.sent', {
            date: format.dateTime(payment.created_at, 'long'),
            store: payment.store_name ?? payment.owner_name,
            plan: payment.plan_name,
          })}
        </Typography>
        <Box sx={{ mt: 1 }}>
          <PaymentAmount payment={payment} />
        </Box>
      </Box>
      <PaymentDecision payment={payment} />
    </Stack>
  );
}

/** Other licence payments with the same reference or the same proof image (a transfer claimed twice). */
export function PaymentDuplicates({ payment }: { payment: LicencePaymentDetail }) {
  const { t } = useTranslation();
  const links = (same: 'reference' | 'proof'): DuplicateLink[] =>
    payment.duplicates
      .filter((d) => d.same === same)
      .map((d) => ({
        id: d.id,
        to: pathTo('licenseSaleDetails', { id: d.id }),
        label: t('licences.list.open', { id: d.id }),
        text: d.store_name ? `#${d.id} (${d.store_name})` : `#${d.id}`,
      }));
  return (
    <DuplicatePaymentWarning
      title={t('licences.warnings.title')}
      sameReference={{
        text: t('licences.warnings.sameReference', { reference: payment.reference }),
        links: links('reference'),
      }}
      sameProof={{ text: t('licences.warnings.sameProof'), links: links('proof') }}
    />
  );
}
