import type { LicencePaymentDetail } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { pathTo } from '#web/app/paths.ts';
import { DetailsHeading } from '#web/components/details-heading.tsx';
import { type DuplicateLink, DuplicatePaymentWarning } from '#web/components/duplicate-payment-warning.tsx';
import { useFormat } from '#web/lib/use-format.ts';
import { LicenceStatusChip } from './licence-status-chip.tsx';
import { PaymentAmount } from './payment-amount.tsx';
import { PaymentDecision } from './payment-decision.tsx';

/** The payment's number and status, who sent it and when, its amount, and the decisions open. */
export function PaymentHeading({ payment }: { payment: LicencePaymentDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <DetailsHeading
      title={t('licences.details.heading', { id: payment.id })}
      chips={<LicenceStatusChip status={payment.status} size="medium" />}
      subtitle={t('licences.details.sent', {
        date: format.dateTime(payment.created_at, 'long'),
        store: payment.store_name ?? payment.owner_name,
        plan: payment.plan_name,
      })}
      amount={<PaymentAmount payment={payment} />}
      actions={<PaymentDecision payment={payment} />}
    />
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
