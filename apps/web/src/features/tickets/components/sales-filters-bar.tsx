import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { TICKET_FILTERS, type TicketFilter } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { FilterSelect } from '#web/components/filters-bar.tsx';
import { useEventOptions } from '#web/features/tickets/api/event-options.queries.ts';

const TABS: readonly (TicketFilter | 'all')[] = ['all', ...(Object.keys(TICKET_FILTERS) as TicketFilter[])];

type Props = {
  filter: TicketFilter | 'all';
  eventId: number | null;
  onEvent: (eventId: number | null) => void;
};

/** The list's status (one address each, as the menu links them) and its event. */
export function SalesFiltersBar({ filter, eventId, onEvent }: Props) {
  const { t } = useTranslation();
  const events = useEventOptions();
  const eventChoices = (events.data?.data ?? []).map((e) => ({ value: String(e.id), label: e.name }));
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
      <FilterSelect
        label={t('ticketSales.list.event')}
        value={eventId === null ? null : String(eventId)}
        allLabel={t('ticketSales.list.allEvents')}
        choices={eventChoices}
        onChange={(v) => onEvent(v === null ? null : Number(v))}
        sx={{ minWidth: 200, maxWidth: '100%' }}
      />
    </Stack>
  );
}
