import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PaidOutlinedIcon from '@mui/icons-material/PaidOutlined';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import type { TicketDashboardReply } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { FigureCard } from '#web/components/figure-card.tsx';
import { useFormat } from '#web/lib/use-format.ts';

/** Pending reviews (a link to them), tickets sold, checked in, and revenue in USD and VES. */
export function DashboardFigures({ data }: { data: TicketDashboardReply }) {
  const { t } = useTranslation();
  const format = useFormat();
  const figures = [
    {
      key: 'pending',
      icon: <PendingActionsIcon />,
      value: (
        <Link
          component={RouterLink}
          to={`${paths.ticketSales.path}/pending`}
          underline="hover"
          color="inherit"
        >
          {format.number(data.pending_reviews)}
        </Link>
      ),
    },
    { key: 'sold', icon: <ConfirmationNumberIcon />, value: format.number(data.tickets_sold) },
    { key: 'checkedIn', icon: <HowToRegIcon />, value: format.number(data.checked_in) },
    { key: 'revenueUsd', icon: <PaidOutlinedIcon />, value: format.money(data.revenue_usd) },
    { key: 'revenueVes', icon: <PaidOutlinedIcon />, value: format.money(data.revenue_ves, 'VES') },
  ];
  return (
    <Grid container spacing={2}>
      {figures.map((f) => (
        <Grid key={f.key} size={{ xs: 12, sm: 6, lg: f.key === 'pending' ? 4 : 2 }} sx={{ minWidth: 0 }}>
          <FigureCard label={t(`ticketSales.dashboard.figures.${f.key}`)} value={f.value} icon={f.icon} />
        </Grid>
      ))}
    </Grid>
  );
}
