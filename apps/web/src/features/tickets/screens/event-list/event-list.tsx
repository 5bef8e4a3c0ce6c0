import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { TicketEvent } from '@vitrina/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#web/components/empty-state.tsx';
import { loadErrorText } from '#web/components/load-error.ts';
import { PageLoader } from '#web/components/page-loader.tsx';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import { useEvents } from '#web/features/tickets/api/ticket-events.queries.ts';
import { EventCard } from '#web/features/tickets/components/event-card.tsx';
import { EventFormDialog } from '#web/features/tickets/components/event-form-dialog.tsx';
import { EventTelegramDialog } from '#web/features/tickets/components/event-telegram-dialog.tsx';

type Open = { kind: 'form'; event: TicketEvent | null } | { kind: 'telegram'; event: TicketEvent } | null;

/** /events: the ticket master's events with create, edit, status, Telegram bot and delete. */
export function EventList() {
  const { t } = useTranslation();
  const events = useEvents();
  const [open, setOpen] = useState<Open>(null);
  const create = (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      onClick={() => setOpen({ kind: 'form', event: null })}
    >
      {t('tickets.events.new')}
    </Button>
  );

  let body: ReactNode;
  if (events.isPending) body = <PageLoader />;
  else if (events.error)
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void events.refetch()}>
            {t('table.retry')}
          </Button>
        }
      >
        {loadErrorText(t, events.error)}
      </Alert>
    );
  else if (events.data.data.length === 0)
    body = (
      <Paper variant="outlined">
        <EmptyState text={t('tickets.events.empty')} action={create} />
      </Paper>
    );
  else
    body = (
      <Grid container spacing={2} component="section" aria-label={t('tickets.events.listLabel')}>
        {events.data.data.map((event) => (
          <Grid key={event.id} size={{ xs: 12, md: 6, xl: 4 }}>
            <EventCard
              event={event}
              onEdit={() => setOpen({ kind: 'form', event })}
              onTelegram={() => setOpen({ kind: 'telegram', event })}
            />
          </Grid>
        ))}
      </Grid>
    );

  return (
    <ScreenTitle titleKey="tickets.events.title">
      <Stack spacing={2}>
        {events.data && events.data.data.length > 0 ? <Stack direction="row">{create}</Stack> : null}
        {body}
      </Stack>
      {open?.kind === 'form' ? <EventFormDialog event={open.event} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'telegram' ? (
        <EventTelegramDialog event={open.event} onClose={() => setOpen(null)} />
      ) : null}
    </ScreenTitle>
  );
}
