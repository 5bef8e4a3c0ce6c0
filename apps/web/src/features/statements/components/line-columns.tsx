import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { MatchState, StatementAccount, StatementLine } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '#web/components/data-table.tsx';
import { PhoneCard } from '#web/components/phone-card.tsx';
import type { ChipColor } from '#web/components/sale-status.ts';
import { readable } from '#web/components/sale-status-chip.tsx';
import { useFormat } from '#web/lib/use-format.ts';
import { usePhone } from '#web/lib/use-phone.ts';
import { LineMatches } from './line-candidates.tsx';
import type { PaymentKind } from './payment-kind.ts';

const STATE_COLOR: Record<MatchState, ChipColor> = {
  exact: 'success',
  probable: 'info',
  repeated: 'warning',
  none: 'default',
  confirmed: 'primary',
};

/** How a line stands (exact, probable, repeated, no match, confirmed) as a coloured label. */
export function MatchStateChip({ state }: { state: MatchState }) {
  const { t } = useTranslation();
  const color = STATE_COLOR[state];
  return <Chip size="small" color={color} label={t(`statements.state.${state}`)} sx={readable(color)} />;
}

const wrap = { overflowWrap: 'anywhere' } as const;

/**
 * The lines' columns. Below 600 px one column draws each line as a card (date and amount, then
 * reference and state, the description, and its matches under them): six columns, one of them
 * a list of payments, would not fit a phone.
 */
export function useLineColumns(account: StatementAccount, kind: PaymentKind): DataColumn<StatementLine>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const phone = usePhone();
  const amount = (l: StatementLine) => format.money(l.amount_cents / 100, account.account_type);
  const day = (l: StatementLine) => format.date(l.date, 'short');
  const matches = (l: StatementLine) => <LineMatches account={account} kind={kind} line={l} />;

  if (phone) {
    // A card per line, its matches under it across the card's whole width.
    return [
      {
        id: 'line',
        header: [
          t('statements.columns.date'),
          t('statements.columns.reference'),
          t('statements.columns.amount'),
        ].join(' · '),
        cell: (l) => (
          <>
            <PhoneCard
              testId="statement-line-card"
              lines={[
                {
                  start: <Typography variant="body2">{day(l)}</Typography>,
                  end: <strong>{amount(l)}</strong>,
                },
                {
                  start: <Typography sx={wrap}>{l.reference}</Typography>,
                  end: <MatchStateChip state={l.state} />,
                },
                {
                  start: (
                    <Typography variant="body2" color="text.secondary" sx={wrap}>
                      {l.description}
                    </Typography>
                  ),
                },
              ]}
            />
            <Box sx={{ mt: 1 }}>{matches(l)}</Box>
          </>
        ),
      },
    ];
  }

  return [
    { id: 'date', header: t('statements.columns.date'), cell: day },
    {
      id: 'reference',
      header: t('statements.columns.reference'),
      cell: (l) => <span style={wrap}>{l.reference}</span>,
    },
    { id: 'amount', header: t('statements.columns.amount'), cell: amount, align: 'right' },
    { id: 'description', header: t('statements.columns.description'), cell: (l) => l.description },
    { id: 'state', header: t('statements.columns.state'), cell: (l) => <MatchStateChip state={l.state} /> },
    {
      id: 'matches',
      header: t('statements.columns.matches', { context: kind }),
      cell: matches,
      width: '38%',
    },
  ];
}
