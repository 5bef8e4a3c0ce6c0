import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { loadErrorText } from '#web/components/load-error.ts';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import { type DateRange, todayIn } from '#web/lib/dates.ts';
import { readReportRange } from '#web/lib/report-range.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { ReportPrintStyles } from './print-styles.tsx';
import { ReportToolbar } from './report-toolbar.tsx';

/** A report's range of days, kept in the URL (`from`, `to`); this month so far by default. */
function useReportRange(): [DateRange, (next: DateRange) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const range = readReportRange(searchParams, todayIn(useFormat().timeZone));
  const setRange = (next: DateRange) =>
    setSearchParams(new URLSearchParams({ from: next.from, to: next.to }), { replace: true });
  return [range, setRange];
}

type ReportFrameProps<T> = {
  titleKey: string;
  /** The report of a range of days (a query hook). */
  useReport: (range: DateRange) => UseQueryResult<T>;
  /** Saves the range's CSV (the toolbar's export). */
  download: (range: DateRange) => Promise<string>;
  children: (data: T) => ReactNode;
};

/**
 * A report screen: its days (kept in the URL), CSV and print, a progress bar, the error or the
 * figures (the store's and the company's).
 */
export function ReportFrame<T>({ titleKey, useReport, download, children }: ReportFrameProps<T>) {
  const { t } = useTranslation();
  const [range, onRange] = useReportRange();
  const report = useReport(range);
  const format = useFormat();
  return (
    <ScreenTitle titleKey={titleKey}>
      <ReportPrintStyles />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('reports.view.range', {
          from: format.date(range.from, 'long'),
          to: format.date(range.to, 'long'),
        })}
      </Typography>
      <ReportToolbar range={range} onRange={onRange} download={download} />
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
        children(report.data)
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
