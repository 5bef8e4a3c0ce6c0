import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isEventActive, type TicketDashboardReply } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { Panel } from '#web/components/panel.tsx';
import { useFormat } from '#web/lib/use-format.ts';

type DashboardEvent = TicketDashboardReply['events'][number];

/** One event: its seats sold per ticket type against the quota, revenue and check-ins. */
export function DashboardEventPanel({ event }: { event: DashboardEvent }) {
  const { t } = useTranslation();
  const format = useFormat(event.time_zone);
  const headingId = `ticket-dashboard-event-${event.id}`;
  return (
    <Panel
      title={event.name}
      id={headingId}
      action={
        <Chip
          size="small"
          color={isEventActive(event.status) ? 'success' : 'default'}
          label={t(
            isEventActive(event.status) ? 'ticketSales.dashboard.active' : 'ticketSales.dashboard.inactive',
          )}
        />
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {format.dateTime(event.starts_at, 'medium')}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <Typography>
          {t('ticketSales.dashboard.eventSold', { count: event.sold, n: format.number(event.sold) })}
        </Typography>
        <Typography>
          {t('ticketSales.dashboard.eventCheckedIn', {
            checkedIn: format.number(event.checked_in),
            sold: format.number(event.sold),
          })}
        </Typography>
        <Typography>
          {format.money(event.revenue_usd)} · {format.money(event.revenue_ves, 'VES')}
        </Typography>
      </Stack>
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {event.types.map((type) => {
          const text = t('ticketSales.dashboard.typeRow', {
            sold: format.number(type.sold),
            quota: format.number(type.quota),
          });
          return (
            <Box component="li" key={type.id}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {type.name}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {text}
                </Typography>
              </Stack>
              <LinearProgress
                variant="determinate"
                // A share of a whole (seats sold of the quota), not a task in progress.
                role="meter"
                value={type.quota > 0 ? Math.min(100, (type.sold / type.quota) * 100) : 0}
                aria-label={type.name}
                aria-valuetext={text}
                sx={{ height: 8, borderRadius: 4 }}
              />
              {type.taken > type.sold ? (
                <Typography variant="caption" color="text.secondary">
                  {t('ticketSales.dashboard.typeHeld', { held: format.number(type.taken - type.sold) })}
                </Typography>
              ) : null}
            </Box>
          );
        })}
      </Stack>
    </Panel>
  );
}
