import { LICENCE_STATUS, type LicencePayment, type LicenceStatus } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { DecisionButtons } from '#web/components/decision-buttons.tsx';
import { useDecidePayment } from '#web/features/licences/api/payment.queries.ts';

const { PAID, PENDING, REJECTED } = LICENCE_STATUS;

/**
 * The decisions open from where the payment is: a pending one is approved or rejected; a
 * rejected one can be approved after all or put back to pending. An approved payment has
 * extended the membership: it stays approved.
 */
export function decisionsFrom(status: number): LicenceStatus[] {
  if (status === PENDING) return [PAID, REJECTED];
  if (status === REJECTED) return [PAID, PENDING];
  return [];
}

const ACTION = { [PAID]: 'approve', [PENDING]: 'pending', [REJECTED]: 'reject' } as const;

/** Approve, leave pending or reject; approving and rejecting ask first. The server's message is the toast. */
export function PaymentDecision({ payment }: { payment: LicencePayment }) {
  const { t } = useTranslation();
  const decide = useDecidePayment();
  return (
    <DecisionButtons
      label={t('licences.actions.label')}
      options={decisionsFrom(payment.status)}
      approve={PAID}
      reject={REJECTED}
      text={(opt) => t(`licences.actions.${ACTION[opt]}`)}
      ask={(opt) =>
        opt === PENDING
          ? undefined
          : {
              title: t(`licences.actions.${ACTION[opt]}`),
              message: t(`licences.confirm.${ACTION[opt]}`, {
                id: payment.id,
                store: payment.store_name ?? payment.owner_name,
                count: payment.months,
              }),
              confirmText: t(`licences.actions.${ACTION[opt]}`),
              cancelText: t('licences.confirm.back'),
              destructive: opt === REJECTED,
            }
      }
      id={payment.id}
      field="opt"
      mutation={decide}
      // A 409 says in its own words that the payment was decided meanwhile; the screen reloads it.
      failureKey="toasts.plans.decisionFailed"
      alignStart
    />
  );
}
