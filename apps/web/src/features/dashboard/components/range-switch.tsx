import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TextInput } from '#web/components/text-input.tsx';
import { RANGE_KINDS, type RangeKind } from '#web/features/dashboard/api/dashboard-range.ts';
import type { DateRange } from '#web/lib/dates.ts';
import { useFormat } from '#web/lib/use-format.ts';

type Props = {
  kind: RangeKind;
  range: DateRange;
  custom: Partial<DateRange>;
  onKind: (kind: RangeKind) => void;
  onCustom: (custom: Partial<DateRange>) => void;
};

/** Week / month / year / custom (SPEC.md §4), and the days it means. */
export function RangeSwitch({ kind, range, custom, onKind, onCustom }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 3 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={kind}
        onChange={(_, value: RangeKind | null) => value && onKind(value)}
        aria-label={t('salesDashboard.range.label')}
      >
        {RANGE_KINDS.map((k) => (
          <ToggleButton key={k} value={k} sx={{ color: 'text.primary', px: 2 }}>
            {t(`salesDashboard.range.${k}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {kind === 'custom' ? (
        <>
          <TextInput
            type="date"
            size="small"
            label={t('salesDashboard.range.from')}
            value={custom.from ?? range.from}
            onChange={(e) => onCustom({ ...custom, from: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextInput
            type="date"
            size="small"
            label={t('salesDashboard.range.to')}
            value={custom.to ?? range.to}
            onChange={(e) => onCustom({ ...custom, to: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </>
      ) : null}
      <Typography color="text.secondary" aria-live="polite">
        {t('salesDashboard.range.shown', {
          from: format.date(range.from, 'long'),
          to: format.date(range.to, 'long'),
        })}
      </Typography>
    </Stack>
  );
}
