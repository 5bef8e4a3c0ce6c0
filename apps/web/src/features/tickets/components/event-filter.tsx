import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useEvents } from '#web/features/tickets/api/ticket-events.queries.ts';

const ALL = 'all';

/** Narrows a ticket list to one of the manager's events (null: every event). */
export function EventFilter({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useTranslation();
  const events = useEvents();
  const options = events.data?.data ?? [];
  // Until the events load, a chosen id has no option yet: show "all" rather than an empty select.
  const shown = value !== null && options.some((e) => e.id === value) ? String(value) : ALL;
  return (
    <TextField
      select
      size="small"
      label={t('tickets.users.event')}
      value={shown}
      onChange={(e) => onChange(e.target.value === ALL ? null : Number(e.target.value))}
      sx={{ minWidth: { xs: '100%', sm: 220 }, maxWidth: { sm: 320 } }}
    >
      <MenuItem value={ALL}>{t('tickets.users.allEvents')}</MenuItem>
      {options.map((event) => (
        <MenuItem key={event.id} value={String(event.id)}>
          {event.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
