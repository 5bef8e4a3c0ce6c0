import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { LicencePaymentDetail } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '#web/app/paths.ts';
import { Facts } from '#web/components/facts.tsx';
import { ProofImage } from '#web/components/proof-image.tsx';
import { useFormat } from '#web/lib/use-format.ts';
import { LicenceStatusChip } from './licence-status-chip.tsx';

type Props = { payment: LicencePaymentDetail };

/** What was paid, how, and what it did to the membership. */
export function PaymentFacts({ payment }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Facts
      rows={[
        [t('licences.facts.plan'), payment.plan_name],
        [
          t('licences.facts.months'),
          t('licences.plans.months', { count: payment.months, months: payment.months }),
        ],
        [t('licences.facts.amountUsd'), format.money(payment.amount)],
        [t('licences.facts.currency'), payment.currency],
        [
          t('licences.facts.rate'),
          payment.currency === 'VES' && payment.dollar_rate !== null
            ? t('licences.facts.rateValue', {
                rate: format.number(payment.dollar_rate, { maximumFractionDigits: 4 }),
              })
            : null,
        ],
        [
          t('licences.facts.amountVes'),
          payment.ves_amount === null ? null : format.money(payment.ves_amount, 'VES'),
        ],
        [t('licences.facts.account'), payment.bank_name],
        [t('licences.facts.reference'), payment.reference],
        [t('licences.facts.status'), <LicenceStatusChip key="status" status={payment.status} />],
        [
          t('licences.facts.decided'),
          payment.decided_at
            ? t('licences.facts.decidedValue', {
                date: format.dateTime(payment.decided_at, 'short'),
                who: payment.decided_by ?? '—',
              })
            : null,
        ],
        [
          t('licences.facts.membershipUntil'),
          payment.membership_until ? (
            <strong key="until">{format.date(payment.membership_until, 'long')}</strong>
          ) : null,
        ],
      ]}
    />
  );
}

/** Who paid: the owner and the store (the store's page is one click away). */
export function PayerFacts({ payment }: Props) {
  const { t } = useTranslation();
  return (
    <Facts
      rows={[
        [t('licences.facts.owner'), payment.owner_name],
        [t('licences.facts.email'), payment.owner_email],
        [
          t('licences.facts.store'),
          payment.store_id !== null ? (
            <Link key="store" component={RouterLink} to={pathTo('storeDetails', { id: payment.store_id })}>
              {payment.store_name ?? `#${payment.store_id}`}
            </Link>
          ) : null,
        ],
      ]}
    />
  );
}

/** The transfer's proof, opening full size. */
export function PaymentProof({ payment }: Props) {
  const { t } = useTranslation();
  return payment.proof ? (
    <ProofImage
      src={payment.proof}
      saleId={payment.id}
      alt={t('licences.proof.alt', { id: payment.id })}
      title={t('licences.proof.title')}
    />
  ) : (
    <Typography variant="body2" color="text.secondary">
      {t('licences.proof.none')}
    </Typography>
  );
}
