import EventIcon from '@mui/icons-material/Event';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isEventActive, type TicketEvent } from '@vitrina/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '#web/components/row-actions.tsx';
import { useDeleteEvent } from '#web/features/tickets/api/ticket-events.queries.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { EventLinks } from './event-links.tsx';
import { EventStatusButton } from './event-status-button.tsx';

type Props = { event: TicketEvent; onEdit: () => void; onTelegram: () => void };

/** One event: picture, name, date, place, status, seats sold per type and what can be done with it. */
export function EventCard({ event, onEdit, onTelegram }: Props) {
  const { t } = useTranslation();
  const format = useFormat(event.time_zone);
  const remove = useDeleteEvent();
  const titleId = useId();
  const active = isEventActive(event.status);
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ p: 2, pb: 0, alignItems: 'flex-start' }}>
        {event.image ? (
          <Box
            component="img"
            src={event.image}
            alt=""
            sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
          />
        ) : (
          <Box
            aria-hidden
            sx={{
              width: 72,
              height: 72,
              borderRadius: 1,
              flexShrink: 0,
              bgcolor: 'action.hover',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <EventIcon color="action" />
          </Box>
        )}
        <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
            <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {event.name}
            </Typography>
            <Chip
              size="small"
              color={active ? 'success' : 'default'}
              label={t(active ? 'tickets.events.status.active' : 'tickets.events.status.inactive')}
            />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {format.dateTime(event.starts_at)}
            {event.ends_at ? ` – ${format.dateTime(event.ends_at)}` : ''}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: 'flex', gap: 0.5, overflowWrap: 'anywhere' }}
          >
            <PlaceOutlinedIcon fontSize="small" aria-hidden />
            {event.place}
          </Typography>
        </Stack>
      </Stack>
      <CardContent>
        <Typography variant="subtitle2" component="h3">
          {t('tickets.events.seats')}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
          {event.ticket_types.map((type) => (
            <Box
              component="li"
              key={type.id}
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}
            >
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {`${type.name} · ${format.money(type.price)}`}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                {t('tickets.events.soldOf', {
                  sold: format.number(type.sold),
                  quota: format.number(type.quota),
                })}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        <EventLinks event={event} onTelegram={onTelegram} />
        <RowActions
          editLabel={t('tickets.events.editOne', { name: event.name })}
          onEdit={onEdit}
          deleteLabel={t('tickets.events.deleteOne', { name: event.name })}
          onDelete={{
            run: () => remove.mutateAsync(event.id),
            toasts: {
              deleted: 'tickets.events.toasts.deleted',
              deleteFailed: 'tickets.events.toasts.deleteFailed',
            },
          }}
        >
          <EventStatusButton event={event} />
        </RowActions>
      </CardActions>
    </Card>
  );
}
