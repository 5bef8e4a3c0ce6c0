import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SHIPMENT_ACTIONS, type Shipment, type ShipmentAction } from '@vitrina/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '#web/components/dialogs/confirm-dialog.tsx';
import { type ShipmentStep, useShipmentStep } from '#web/features/delivery-desk/api/shipment.queries.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { toastFailure } from '#web/lib/server-errors.ts';
import { toast } from '#web/lib/toast.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { DeliverShipmentDialog } from './deliver-shipment-dialog.tsx';
import { VerifyShipmentDialog } from './verify-shipment-dialog.tsx';

/** SPEC.md §8: the success and failure toast of each step ("Pago actualizado"…). */
const TEXTS: Record<ShipmentAction, { done: string; failed: string }> = {
  verify: { done: 'shipments.toasts.verified', failed: 'shipments.toasts.verifyFailed' },
  pickup: { done: 'shipments.toasts.pickedUp', failed: 'shipments.toasts.pickupFailed' },
  deliver: { done: 'shipments.toasts.delivered', failed: 'shipments.toasts.deliverFailed' },
  collect: { done: 'shipments.toasts.collected', failed: 'shipments.toasts.collectFailed' },
  pay: { done: 'shipments.toasts.paid', failed: 'shipments.toasts.payFailed' },
};

/** The steps the server allows from where the shipment is; the dialog ones open a form first. */
export function ShipmentActions({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const step = useShipmentStep();
  const { money } = useFormat();
  const [dialog, setDialog] = useState<'verify' | 'deliver' | null>(null);
  const allowed = SHIPMENT_ACTIONS.filter((a) => shipment.allowed_actions.includes(a));

  const send = (input: ShipmentStep) =>
    step.mutate(input, {
      onSuccess: () => {
        toast.success(t(TEXTS[input.action].done));
        setDialog(null);
      },
      // A 409 says in its own words what the shipment already is; the screen reloads it.
      onError: (error) => {
        toastFailure(t, error, { fallbackKey: TEXTS[input.action].failed });
        // A refused photo or note (422) leaves the dialog open to fix it.
        if (!(error instanceof ApiError && error.status === 422)) setDialog(null);
      },
    });

  const start = async (action: ShipmentAction) => {
    if (action === 'verify' || action === 'deliver') return setDialog(action);
    const ok = await confirm({
      title: t(`shipments.actions.${action}`),
      // Collecting names the money the courier holds: the cash order's, in its currency.
      message: t(`shipments.confirm.${action}`, {
        id: shipment.bill_id,
        amount: shipment.cash ? money(shipment.cash.amount, shipment.cash.currency) : '',
      }),
      confirmText: t(`shipments.actions.${action}`),
      cancelText: t('shipments.confirm.back'),
    });
    if (!ok) return;
    send(
      action === 'pay' ? { action, id: shipment.id, billId: shipment.bill_id } : { action, id: shipment.id },
    );
  };

  if (allowed.length === 0) return null;
  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        role="group"
        aria-label={t('shipments.actions.label')}
        // A shipped cash order offers two steps (deliver, collect): on a phone they wrap.
        sx={{ flexWrap: 'wrap', displayPrint: 'none' }}
      >
        {allowed.map((action) => (
          <Button
            key={action}
            variant="contained"
            color={action === 'pay' ? 'success' : 'primary'}
            disabled={step.isPending}
            loading={step.isPending && step.variables?.action === action}
            onClick={() => void start(action)}
          >
            {t(`shipments.actions.${action}`)}
          </Button>
        ))}
      </Stack>
      {dialog === 'verify' ? (
        <VerifyShipmentDialog
          saleId={shipment.bill_id}
          submitting={step.isPending}
          onClose={() => setDialog(null)}
          onSubmit={(dealerId) => send({ action: 'verify', id: shipment.id, dealerId })}
        />
      ) : null}
      {dialog === 'deliver' ? (
        <DeliverShipmentDialog
          saleId={shipment.bill_id}
          submitting={step.isPending}
          onClose={() => setDialog(null)}
          onSubmit={(photo, note) => send({ action: 'deliver', id: shipment.id, photo, note })}
        />
      ) : null}
    </>
  );
}
