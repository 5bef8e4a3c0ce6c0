import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { BillHistoryEntry } from '@vitrina/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#web/lib/use-format.ts';
import { saleStatusKey } from './sale-status.ts';
import { SaleStatusChip } from './sale-status-chip.tsx';

/** The line beside a row's chip: how the sale came to it. */
function whatHappened(t: TFunction, entry: BillHistoryEntry): string {
  if (entry.event === 'cash_collected')
    return t('sales.history.statusKept', { status: t(saleStatusKey(entry.to_status)) });
  // Cancelled by the system because the order was not paid in time.
  if (entry.event === 'expired') return t('sales.history.expired');
  // The parts the staff recorded covered the total: the sale is paid (and verified if it waited).
  if (entry.event === 'paid_in_parts') return t('sales.history.paidInParts');
  // The shopper who ordered to pay later sent the transfer's reference and proof.
  if (entry.event === 'proof_sent') return t('sales.history.proofSent');
  if (entry.from_status === null) return t('sales.history.created');
  return t('sales.history.changed', { from: t(saleStatusKey(entry.from_status)) });
}

/** Who changed the sale, when, from what to what, and why (ARCHITECTURE.md §5). */
export function SaleHistory({ entries }: { entries: readonly BillHistoryEntry[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Box component="ol" aria-label={t('sales.history.label')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry, index) => (
        <Box
          component="li"
          key={entry.id}
          sx={{
            position: 'relative',
            pl: 3,
            pb: index === entries.length - 1 ? 0 : 2,
            // The line of the timeline, from this dot to the next one.
            '&::before': {
              content: '""',
              position: 'absolute',
              left: 6,
              top: 14,
              bottom: 0,
              borderLeft: index === entries.length - 1 ? 0 : 2,
              borderColor: 'divider',
            },
          }}
        >
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              left: 0,
              top: 6,
              width: 14,
              height: 14,
              borderRadius: '50%',
              bgcolor: 'primary.main',
            }}
          />
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            {entry.event === 'cash_collected' ? (
              // The status stayed: what happened is the money taken.
              <Chip
                size="small"
                color="success"
                variant="outlined"
                label={t('sales.history.cashCollected')}
              />
            ) : (
              <SaleStatusChip status={entry.to_status} />
            )}
            <Typography variant="body2" color="text.secondary">
              {whatHappened(t, entry)}
            </Typography>
          </Box>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            <time dateTime={entry.created_at}>{format.dateTime(entry.created_at)}</time>
            {' · '}
            {entry.actor ??
              (entry.from_status === null || entry.event === 'proof_sent'
                ? t('sales.history.shopper')
                : t('sales.history.system'))}
          </Typography>
          {entry.note ? (
            <Typography variant="body2" sx={{ mt: 0.5, fontStyle: 'italic' }}>
              {t('sales.history.note', { note: entry.note })}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
