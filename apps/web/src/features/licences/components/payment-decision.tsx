import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LICENCE_STATUS, type LicencePayment, type LicenceStatus } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/dialogs/confirm-dialog.tsx';
import { toastFailure } from '../../../lib/server-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useDecidePayment } from '../api/payment.queries.ts';

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
  const confirm = useConfirm();
  const decide = useDecidePayment();
  const open = decisionsFrom(payment.status);

  const run = async (opt: LicenceStatus) => {
    const action = ACTION[opt];
    if (opt !== PENDING) {
      const ok = await confirm({
        title: t(`licences.actions.${action}`),
        message: t(`licences.confirm.${action}`, {
          id: payment.id,
          store: payment.store_name ?? payment.owner_name,
          count: payment.months,
        }),
        confirmText: t(`licences.actions.${action}`),
        cancelText: t('licences.confirm.back'),
        destructive: opt === REJECTED,
      });
      if (!ok) return;
    }
    decide.mutate(
      { id: payment.id, opt },
      {
        onSuccess: (reply) => toast.success(reply.message),
        // A 409 says in its own words that the payment was decided meanwhile; the screen reloads it.
        onError: (error) => toastFailure(t, error, { fallbackKey: 'toasts.plans.decisionFailed' }),
      },
    );
  };

  if (open.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start', alignSelf: 'flex-start' }}
      role="group"
      aria-label={t('licences.actions.label')}
    >
      {open.map((opt) => (
        <Button
          key={opt}
          variant={opt === PAID ? 'contained' : 'outlined'}
          color={opt === PAID ? 'success' : opt === REJECTED ? 'error' : 'inherit'}
          disabled={decide.isPending}
          loading={decide.isPending && decide.variables?.opt === opt}
          onClick={() => void run(opt)}
        >
          {t(`licences.actions.${ACTION[opt]}`)}
        </Button>
      ))}
    </Stack>
  );
}
