import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { loadErrorText } from '#web/components/load-error.ts';
import { PageLoader } from '#web/components/page-loader.tsx';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import { useTicketDashboard } from '#web/features/tickets/api/ticket-dashboard.queries.ts';
import { DashboardEventPanel } from '#web/features/tickets/components/dashboard-event-panel.tsx';
import { DashboardFigures } from '#web/features/tickets/components/dashboard-figures.tsx';

/** /dashboard for the ticket master: reviews waiting, tickets sold and used, revenue, per event. */
export function TicketDashboard() {
  const { t } = useTranslation();
  const dashboard = useTicketDashboard();
  return (
    <ScreenTitle titleKey="dashboard.view.title">
      {dashboard.data ? (
        <Stack spacing={2}>
          <DashboardFigures data={dashboard.data} />
          {dashboard.data.events.length === 0 ? (
            <Alert severity="info">{t('ticketSales.dashboard.noEvents')}</Alert>
          ) : (
            <Grid container spacing={2}>
              {dashboard.data.events.map((event) => (
                <Grid key={event.id} size={{ xs: 12, md: 6 }}>
                  <DashboardEventPanel event={event} />
                </Grid>
              ))}
            </Grid>
          )}
        </Stack>
      ) : dashboard.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void dashboard.refetch()}>
              {t('ticketSales.details.retry')}
            </Button>
          }
        >
          {loadErrorText(t, dashboard.error)}
        </Alert>
      ) : (
        <PageLoader />
      )}
    </ScreenTitle>
  );
}
