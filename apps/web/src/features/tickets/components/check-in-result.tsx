import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CheckInReply } from '@vitrina/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate } from '#web/lib/use-format.ts';

/** The result's headline: green for the one who may enter, red with the reason otherwise. */
function headline(reply: CheckInReply, t: TFunction, locale: string) {
  const at = reply.ticket?.checked_in_at;
  switch (reply.result) {
    case 'admitted':
      return t('ticketSales.checkIn.admitted');
    case 'already':
      return at
        ? t('ticketSales.checkIn.alreadyAt', { time: formatDate(at, locale, { timeStyle: 'short' }) })
        : t('ticketSales.checkIn.already');
    case 'other_event':
      return t('ticketSales.checkIn.otherEvent');
    case 'not_valid':
      return t('ticketSales.checkIn.notValid');
    default:
      return t('ticketSales.checkIn.unknown');
  }
}

/**
 * The door's big answer for the last code. Its region is live, so a screen reader says each new
 * result; each result is a new node (keyed by `seq`), so the same answer twice is said twice.
 */
export function CheckInResult({ reply, seq }: { reply: CheckInReply | null; seq: number }) {
  const { t, i18n } = useTranslation();
  const ok = reply?.result === 'admitted';
  return (
    <Box role="status" aria-live="assertive" aria-atomic="true">
      {reply ? (
        <Paper
          key={seq}
          data-result={reply.result}
          sx={{
            p: { xs: 2, sm: 3 },
            bgcolor: ok ? 'success.main' : 'error.main',
            color: ok ? 'success.contrastText' : 'error.contrastText',
            display: 'flex',
            gap: 2,
            alignItems: 'center',
          }}
        >
          {ok ? <CheckCircleIcon sx={{ fontSize: 56 }} /> : <CancelIcon sx={{ fontSize: 56 }} />}
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h4" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {headline(reply, t, i18n.language)}
            </Typography>
            {reply.ticket ? (
              <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
                {reply.result === 'other_event'
                  ? reply.ticket.event_name
                  : `${reply.ticket.buyer} · ${reply.ticket.ticket_type}`}
              </Typography>
            ) : null}
            <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }} dir="ltr">
              {reply.ticket?.code}
            </Typography>
          </Box>
        </Paper>
      ) : (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">{t('ticketSales.checkIn.waiting')}</Typography>
        </Paper>
      )}
    </Box>
  );
}
