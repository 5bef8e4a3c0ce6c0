import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { CheckInCountsReply } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { Panel } from '#web/components/panel.tsx';
import { formatDate, useFormat } from '#web/lib/use-format.ts';

/** Who is in out of the tickets sold, and the latest to enter. */
export function CheckInCounts({ counts }: { counts: CheckInCountsReply | undefined }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const checkedIn = counts?.checked_in ?? 0;
  const sold = counts?.sold ?? 0;
  const text = t('ticketSales.checkIn.counts', {
    checkedIn: format.number(checkedIn),
    sold: format.number(sold),
  });
  return (
    <Panel title={t('ticketSales.checkIn.countsTitle')} id="check-in-counts">
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="check-in-counts">
        {counts ? text : '\u00a0'}
      </Typography>
      <LinearProgress
        variant="determinate"
        // A share of a whole (seats sold, people in), not a task in progress.
        role="meter"
        value={sold > 0 ? Math.min(100, (checkedIn / sold) * 100) : 0}
        aria-label={t('ticketSales.checkIn.countsTitle')}
        aria-valuetext={text}
        sx={{ my: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {t('ticketSales.checkIn.recent')}
      </Typography>
      {counts && counts.recent.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          {t('ticketSales.checkIn.noneYet')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {(counts?.recent ?? []).map((entry) => (
            <ListItem key={`${entry.code}-${entry.checked_in_at}`} disableGutters>
              <ListItemText
                primary={entry.buyer}
                secondary={`${formatDate(entry.checked_in_at, i18n.language, { timeStyle: 'short' })} · ${entry.ticket_type} · ${entry.code}`}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Panel>
  );
}
