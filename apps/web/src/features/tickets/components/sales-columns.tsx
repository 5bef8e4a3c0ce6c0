import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { buyerFullName, type TicketBill } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '#web/components/data-table.tsx';
import { phoneCardColumn } from '#web/components/phone-card.tsx';
import { useFormat } from '#web/lib/use-format.ts';
import { usePhone } from '#web/lib/use-phone.ts';
import { SalesStatusChip } from './sales-status.tsx';

/** The sale's number: a button that opens its details (keyboard and screen readers alike). */
function OpenSale({ bill, onOpen }: { bill: TicketBill; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <Link
      component="button"
      type="button"
      onClick={() => onOpen(bill.id)}
      aria-label={t('ticketSales.list.open', { id: bill.id })}
      sx={{ fontWeight: 600 }}
    >
      #{bill.id}
    </Link>
  );
}

function Amount({ bill }: { bill: TicketBill }) {
  const format = useFormat();
  return (
    <>
      <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
        {format.money(bill.total)}
      </Typography>
      <Typography component="span" variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {format.money(bill.usd_amount)} + {format.money(bill.ves_amount, 'VES')}
      </Typography>
    </>
  );
}

/** The ticket sales list's columns; on a phone one card per sale with what is checked first. */
export function useSalesColumns(onOpen: (id: number) => void): DataColumn<TicketBill>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const phone = usePhone();
  const col = (key: string) => t(`ticketSales.columns.${key}`);

  if (phone) {
    return [
      phoneCardColumn({
        id: 'sale',
        headers: [col('number'), col('buyer'), col('total')],
        lines: (b) => [
          { start: <OpenSale bill={b} onOpen={onOpen} />, end: <Amount bill={b} /> },
          {
            start: <Typography noWrap>{buyerFullName(b.ticket_user)}</Typography>,
            end: <SalesStatusChip status={b.status} />,
          },
          {
            start: (
              <Typography variant="body2" color="text.secondary" noWrap>
                {b.event_name} · {t('ticketSales.list.tickets', { count: b.quantity })}
              </Typography>
            ),
            end: (
              <Typography variant="body2" color="text.secondary">
                {format.dateTime(b.created_at, 'short')}
              </Typography>
            ),
          },
        ],
      }),
    ];
  }

  return [
    { id: 'number', header: col('number'), cell: (b) => <OpenSale bill={b} onOpen={onOpen} /> },
    { id: 'buyer', header: col('buyer'), cell: (b) => buyerFullName(b.ticket_user) },
    { id: 'event', header: col('event'), cell: (b) => b.event_name },
    { id: 'tickets', header: col('tickets'), align: 'right', cell: (b) => format.number(b.quantity) },
    { id: 'total', header: col('total'), align: 'right', cell: (b) => <Amount bill={b} /> },
    {
      id: 'reference',
      header: col('reference'),
      cell: (b) => (b.ves_reference ? `${b.reference} · ${b.ves_reference}` : b.reference),
    },
    { id: 'channel', header: col('channel'), cell: (b) => t(`ticketSales.channels.${b.channel}`) },
    { id: 'date', header: col('date'), cell: (b) => format.dateTime(b.created_at, 'short') },
    { id: 'status', header: col('status'), cell: (b) => <SalesStatusChip status={b.status} /> },
  ];
}
