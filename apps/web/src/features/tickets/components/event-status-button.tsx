import Button from '@mui/material/Button';
import { isEventActive, type TicketEvent } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { useEventStatus } from '#web/features/tickets/api/ticket-events.queries.ts';
import { toastFailure } from '#web/lib/server-errors.ts';
import { toast } from '#web/lib/toast.ts';

/** Activates or deactivates an event; toasts the server's message. Busy while the change runs. */
export function EventStatusButton({ event }: { event: TicketEvent }) {
  const { t } = useTranslation();
  const change = useEventStatus();
  const active = isEventActive(event.status);
  const onClick = () =>
    change.mutate(
      { id: event.id, status: active ? 0 : 1 },
      {
        onSuccess: (reply) => toast.success(reply.message),
        onError: (error) => toastFailure(t, error, { fallbackKey: 'tickets.events.toasts.statusFailed' }),
      },
    );
  return (
    <Button size="small" variant="outlined" onClick={onClick} loading={change.isPending}>
      {t(active ? 'tickets.events.deactivate' : 'tickets.events.activate')}
    </Button>
  );
}
