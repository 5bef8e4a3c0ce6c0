import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { TICKET_FILTERS, type TicketFilter } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { useEventOptions } from '../api/event-options.queries.ts';

const TABS: readonly (TicketFilter | 'all')[] = ['all', ...(Object.keys(TICKET_FILTERS) as TicketFilter[])];
const ALL = 'all';

type Props = {
  filter: TicketFilter | 'all';
  eventId: number | null;
  onEvent: (eventId: number | null) => void;
};

/** The list's status (one address each, as the menu links them) and its event. */
export function SalesFiltersBar({ filter, eventId, onEvent }: Props) {
  const { t } = useTranslation();
  const events = useEventOptions();
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ mb: 2, alignItems: { md: 'center' }, justifyContent: 'space-between' }}
    >
      <Tabs
        value={filter}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('ticketSales.list.statusFilter')}
        sx={{ minWidth: 0 }}
      >
        {TABS.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            label={t(`ticketSales.filters.${tab}`)}
            component={RouterLink}
            to={tab === 'all' ? paths.ticketSales.path : `${paths.ticketSales.path}/${tab}`}
          />
        ))}
      </Tabs>
      <TextField
        select
        size="small"
        label={t('ticketSales.list.event')}
        value={eventId === null ? ALL : String(eventId)}
        onChange={(e) => onEvent(e.target.value === ALL ? null : Number(e.target.value))}
        sx={{ minWidth: 200, maxWidth: '100%' }}
      >
        <MenuItem value={ALL}>{t('ticketSales.list.allEvents')}</MenuItem>
        {(events.data?.data ?? []).map((event) => (
          <MenuItem key={event.id} value={String(event.id)}>
            {event.name}
          </MenuItem>
        ))}
        {/* An event in the address that the list has not (yet) brought still shows as chosen. */}
        {eventId !== null && !events.data?.data.some((e) => e.id === eventId) ? (
          <MenuItem value={String(eventId)}>#{eventId}</MenuItem>
        ) : null}
      </TextField>
    </Stack>
  );
}
