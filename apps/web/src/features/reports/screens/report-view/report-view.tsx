import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { loadErrorText } from '../../../../components/load-error.ts';
import { ScreenTitle } from '../../../../components/screen-title.tsx';
import type { DateRange } from '../../../../lib/dates.ts';
import { useFormat } from '../../../../lib/use-format.ts';
import { useReport } from '../../api/report.queries.ts';
import { readReportRange } from '../../api/report-range.ts';
import { ReportPrintStyles } from '../../components/print-styles.tsx';
import { ReportBody } from '../../components/report-body.tsx';
import { ReportToolbar } from '../../components/report-toolbar.tsx';

/** The store's sales of a range of days: totals, breakdowns, charts, CSV and print (/reports). */
export function ReportView() {
  const { t } = useTranslation();
  const format = useFormat();
  const [searchParams, setSearchParams] = useSearchParams();
  const range = readReportRange(searchParams, new Date());
  const report = useReport(range);
  const setRange = (next: DateRange) =>
    setSearchParams(new URLSearchParams({ from: next.from, to: next.to }), { replace: true });

  return (
    <ScreenTitle titleKey="reports.view.title">
      <ReportPrintStyles />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('reports.view.range', {
          from: format.date(range.from, 'long'),
          to: format.date(range.to, 'long'),
        })}
      </Typography>
      <ReportToolbar range={range} onRange={setRange} />
      <Box sx={{ height: 4, mb: 1 }} className="no-print">
        {report.isFetching && report.data ? <LinearProgress aria-label={t('reports.view.loading')} /> : null}
      </Box>
      {report.error && !report.data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void report.refetch()}>
              {t('reports.view.retry')}
            </Button>
          }
        >
          {loadErrorText(t, report.error)}
        </Alert>
      ) : report.data ? (
        <ReportBody report={report.data} />
      ) : (
        <Grid container spacing={2} aria-busy>
          {[0, 1, 2, 3].map((i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, md: 3 }}>
              <Skeleton variant="rounded" height={96} />
            </Grid>
          ))}
        </Grid>
      )}
    </ScreenTitle>
  );
}
