import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useExportCsv } from '#web/lib/csv-download.ts';
import { addDays, type DateRange, fromIsoDate, monthToDate, todayIn, toIsoDate } from '#web/lib/dates.ts';
import { toastFailure } from '#web/lib/server-errors.ts';
import { toast } from '#web/lib/toast.ts';
import { useFormat } from '#web/lib/use-format.ts';

type ReportToolbarProps = {
  range: DateRange;
  onRange: (next: DateRange) => void;
  /** Saves the range's CSV and resolves to the file's name. */
  download: (range: DateRange) => Promise<string>;
};

/** The report's days (two dates and presets), its CSV export and print; hidden on paper. */
export function ReportToolbar({ range, onRange, download }: ReportToolbarProps) {
  const { t } = useTranslation();
  const exporter = useExportCsv(download);
  const today = todayIn(useFormat().timeZone);
  const setBound = (bound: 'from' | 'to', value: string) => {
    if (!fromIsoDate(value)) return;
    const next = { ...range, [bound]: value };
    // Moving one end past the other moves both.
    onRange(next.from <= next.to ? next : { from: value, to: value });
  };
  const thisMonth = monthToDate(today);
  const lastMonthEnd = addDays(fromIsoDate(thisMonth.from)!, -1);
  const presets = {
    thisMonth,
    lastMonth: {
      from: toIsoDate(new Date(lastMonthEnd.getFullYear(), lastMonthEnd.getMonth(), 1)),
      to: toIsoDate(lastMonthEnd),
    },
    last30: { from: toIsoDate(addDays(today, -29)), to: toIsoDate(today) },
  };

  const exportCsv = () =>
    exporter.mutate(range, {
      onSuccess: (name) => toast.success(t('reports.export.done', { name })),
      onError: (error) => toastFailure(t, error, { fallbackKey: 'reports.export.failed' }),
    });

  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      className="no-print"
      sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 3 }}
    >
      {(['from', 'to'] as const).map((bound) => (
        <TextField
          key={bound}
          type="date"
          size="small"
          label={t(`reports.view.${bound}`)}
          value={range[bound]}
          onChange={(e) => setBound(bound, e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
      <Stack direction="row" spacing={1} role="group" aria-label={t('reports.view.presets')}>
        {(['thisMonth', 'lastMonth', 'last30'] as const).map((preset) => (
          <Button key={preset} size="small" onClick={() => onRange(presets[preset])}>
            {t(`reports.view.${preset}`)}
          </Button>
        ))}
      </Stack>
      <Box sx={{ flexGrow: 1 }} />
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={exportCsv}
        loading={exporter.isPending}
      >
        {t('reports.view.export')}
      </Button>
      <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
        {t('reports.view.print')}
      </Button>
    </Stack>
  );
}
