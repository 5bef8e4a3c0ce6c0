import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Bill } from '@vitrina/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '#web/components/dialogs/confirm-dialog.tsx';
import { type StaffBillAction, useBillAction } from '#web/features/sales/api/bill.queries.ts';
import { toastFailure } from '#web/lib/server-errors.ts';
import { toast } from '#web/lib/toast.ts';
import { CancelSaleDialog } from './cancel-sale-dialog.tsx';
import { useCashAmount } from './cash-amount.ts';

/** SPEC.md §8: the success and failure toast of each action. */
const TEXTS: Record<StaffBillAction, { done: string; failed: string }> = {
  verify: { done: 'toasts.bills.paymentConfirmed', failed: 'toasts.bills.paymentConfirmFailed' },
  reject: { done: 'toasts.bills.paymentDenied', failed: 'toasts.bills.paymentDenyFailed' },
  shipping: { done: 'toasts.bills.shippingConfirmed', failed: 'toasts.bills.shippingConfirmFailed' },
  delivery: { done: 'toasts.bills.deliveryConfirmed', failed: 'toasts.bills.deliveryConfirmFailed' },
  cancel: { done: 'toasts.bills.saleCancelled', failed: 'toasts.bills.cancelFailed' },
  collect: { done: 'toasts.bills.cashCollected', failed: 'toasts.bills.cashCollectFailed' },
};

const ORDER: readonly StaffBillAction[] = ['verify', 'collect', 'shipping', 'delivery', 'reject', 'cancel'];
const COLORS: Record<StaffBillAction, 'primary' | 'success' | 'error' | 'inherit'> = {
  verify: 'success',
  shipping: 'primary',
  delivery: 'primary',
  reject: 'error',
  cancel: 'error',
  collect: 'success',
};
/** Steps that cannot be taken back ask first. */
const ASK_FIRST: ReadonlySet<StaffBillAction> = new Set(['verify', 'reject', 'cancel', 'collect']);
/** Steps that take the sale forward: their question is not painted as a warning. */
const FORWARD: ReadonlySet<StaffBillAction> = new Set(['verify', 'collect']);

/** Only the actions the lifecycle allows from the sale's current state, as the server says. */
export function SaleActions({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const mutation = useBillAction();
  const [cancelOpen, setCancelOpen] = useState(false);
  const cashAmount = useCashAmount(bill);
  const allowed = ORDER.filter((a) => (bill.allowed_actions as readonly string[]).includes(a));

  const run = async (action: StaffBillAction, note?: string) => {
    if (ASK_FIRST.has(action)) {
      const ok = await confirm({
        title: t(`sales.actions.${action}`),
        message: t(`sales.confirm.${action}`, { id: bill.id, amount: cashAmount }),
        confirmText: t(`sales.actions.${action}`),
        cancelText: t('sales.confirm.back'),
        destructive: !FORWARD.has(action),
      });
      if (!ok) return;
    }
    mutation.mutate(
      { id: bill.id, action, note },
      {
        onSuccess: () => {
          toast.success(t(TEXTS[action].done));
          if (action === 'cancel') setCancelOpen(false);
        },
        // A 409 says in its own words what the sale already is; the screen reloads it.
        onError: (error) => {
          toastFailure(t, error, { fallbackKey: TEXTS[action].failed });
          if (action === 'cancel') setCancelOpen(false);
        },
      },
    );
  };

  if (allowed.length === 0) return null;
  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'flex-start', alignSelf: 'flex-start', displayPrint: 'none' }}
        role="group"
        aria-label={t('sales.actions.label')}
      >
        {allowed.map((action) => (
          <Button
            key={action}
            variant={action === 'cancel' || action === 'reject' ? 'outlined' : 'contained'}
            color={COLORS[action]}
            disabled={mutation.isPending}
            loading={mutation.isPending && mutation.variables?.action === action}
            onClick={() => (action === 'cancel' ? setCancelOpen(true) : void run(action))}
          >
            {t(`sales.actions.${action}`)}
          </Button>
        ))}
      </Stack>
      {/* Mounted only while open, so every cancellation starts with an empty note. */}
      {cancelOpen ? (
        <CancelSaleDialog
          saleId={bill.id}
          open
          submitting={mutation.isPending}
          onClose={() => setCancelOpen(false)}
          onSubmit={(note) => void run('cancel', note)}
        />
      ) : null}
    </>
  );
}
