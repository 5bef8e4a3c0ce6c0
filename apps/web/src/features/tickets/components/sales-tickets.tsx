import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Ticket } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { Panel } from '#web/components/panel.tsx';
import { useFormat } from '#web/lib/use-format.ts';

/** The tickets of a verified sale: each QR, its code and whether it was used at the door. */
export function SalesTickets({ tickets }: { tickets: readonly Ticket[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (tickets.length === 0) return null;
  return (
    <Panel title={t('ticketSales.details.tickets')} id="ticket-sale-tickets" headingLevel="h3">
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        }}
      >
        {tickets.map((ticket) => (
          <Box component="li" key={ticket.id} sx={{ textAlign: 'center', minWidth: 0 }}>
            <img
              src={ticket.qr_url}
              alt={t('ticketSales.details.qrAlt', { code: ticket.code })}
              width={140}
              height={140}
              loading="lazy"
              style={{ display: 'block', margin: '0 auto', imageRendering: 'pixelated' }}
            />
            <Typography sx={{ fontFamily: 'monospace', fontWeight: 600, overflowWrap: 'anywhere' }} dir="ltr">
              {ticket.code}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {ticket.ticket_type}
            </Typography>
            {ticket.checked_in_at ? (
              <Chip
                size="small"
                color="info"
                label={t('ticketSales.details.checkedInAt', {
                  when: format.dateTime(ticket.checked_in_at, 'short'),
                })}
              />
            ) : null}
          </Box>
        ))}
      </Box>
    </Panel>
  );
}
