import DoneAllIcon from '@mui/icons-material/DoneAll';
import SyncIcon from '@mui/icons-material/Sync';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { StatementAccount } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '#web/components/dialogs/confirm-dialog.tsx';
import { useConfirmExact, useRematch } from '#web/features/statements/api/statement.queries.ts';
import { toastFailure } from '#web/lib/server-errors.ts';
import { toast } from '#web/lib/toast.ts';
import type { PaymentKind } from './payment-kind.ts';
import { useServerText } from './server-text.ts';

/**
 * "Confirmar N coincidencias exactas" (each payment through its own step, a sale's verify, a
 * licence payment's approval or a ticket sale's payment part, after asking) and "Volver a cotejar" (the open lines against the
 * payments waiting now).
 */
export function ReconciliationActions({ account, kind }: { account: StatementAccount; kind: PaymentKind }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const confirmExact = useConfirmExact(account.id);
  const rematch = useRematch(account.id);
  const said = useServerText();
  const exact = account.counts.exact ?? 0;
  const busy = confirmExact.isPending || rematch.isPending;

  const onConfirmExact = async () => {
    const ok = await confirm({
      title: t('statements.confirm.exactTitle'),
      message: t('statements.confirm.exactMessage', { count: exact, context: kind }),
      confirmText: t('statements.confirm.exactYes'),
      cancelText: t('statements.confirm.back'),
    });
    if (!ok) return;
    confirmExact.mutate(undefined, {
      onSuccess: (reply) =>
        toast.success(said(reply.message, 'statementConfirmedMany', { count: String(reply.confirmed) })),
      onError: (error) => toastFailure(t, error, { fallbackKey: 'statements.toasts.confirmFailed' }),
    });
  };
  const onRematch = () =>
    rematch.mutate(undefined, {
      onSuccess: () => toast.success(t('statements.toasts.rematched')),
      onError: (error) => toastFailure(t, error, { fallbackKey: 'statements.toasts.rematchFailed' }),
    });

  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      role="group"
      aria-label={t('statements.actions.label')}
    >
      <Button
        variant="contained"
        color="success"
        startIcon={<DoneAllIcon />}
        disabled={exact === 0 || busy}
        loading={confirmExact.isPending}
        onClick={() => void onConfirmExact()}
      >
        {t('statements.actions.confirmExact', { count: exact })}
      </Button>
      <Button
        variant="outlined"
        startIcon={<SyncIcon />}
        disabled={busy}
        loading={rematch.isPending}
        onClick={onRematch}
      >
        {t('statements.actions.rematch')}
      </Button>
    </Stack>
  );
}
