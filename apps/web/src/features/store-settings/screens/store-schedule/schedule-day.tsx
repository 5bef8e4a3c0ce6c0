import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ScheduleBody } from '@vitrina/contract';
import { type Control, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '#web/components/form-text-field.tsx';
import { DEFAULT_RANGE, MAX_RANGES, nextRange, type WeekForm } from './schedule-week.ts';

const END_TEXTS = {
  opens_at: { label: 'store.schedule.opensAt', of: 'store.schedule.opensAtOf' },
  closes_at: { label: 'store.schedule.closesAt', of: 'store.schedule.closesAtOf' },
} as const;

/** One weekday: open or closed, and its opening hours (at most MAX_RANGES ranges). */
export function DayRow({
  control,
  weekday,
  noHours,
}: {
  control: Control<WeekForm, unknown, ScheduleBody>;
  weekday: number;
  /** The whole week has no hours: the store takes orders at any time, so no day reads "closed". */
  noHours: boolean;
}) {
  const { t } = useTranslation();
  const { fields, append, remove, replace } = useFieldArray({ control, name: `days.${weekday}.ranges` });
  const day = useWatch({ control, name: `days.${weekday}` });
  const dayName = t(`store.schedule.weekdays.${weekday}`);
  const open = fields.length > 0;
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ p: 2, alignItems: { md: 'flex-start' } }}
      role="group"
      aria-label={dayName}
    >
      <Box sx={{ width: { md: 200 }, flexShrink: 0 }}>
        <FormControlLabel
          control={
            <Switch
              checked={open}
              onChange={(event) => replace(event.target.checked ? [DEFAULT_RANGE] : [])}
              slotProps={{ input: { 'aria-label': t('store.schedule.openOn', { day: dayName }) } }}
            />
          }
          label={
            <Box>
              <Typography sx={{ fontWeight: 600 }}>{dayName}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t(
                  open ? 'store.schedule.open' : noHours ? 'store.schedule.allDay' : 'store.schedule.closed',
                )}
              </Typography>
            </Box>
          }
        />
      </Box>
      <Stack spacing={1.5} sx={{ flexGrow: 1 }}>
        {fields.map((field, index) => (
          <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            {(['opens_at', 'closes_at'] as const).map((end) => (
              <FormTextField
                key={end}
                control={control}
                name={`days.${weekday}.ranges.${index}.${end}`}
                type="time"
                size="small"
                label={t(END_TEXTS[end].label)}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { 'aria-label': t(END_TEXTS[end].of, { day: dayName, n: index + 1 }) },
                }}
              />
            ))}
            <IconButton
              aria-label={t('store.schedule.removeRange', { day: dayName, n: index + 1 })}
              onClick={() => remove(index)}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
        ))}
        {open ? (
          <Box>
            <Button
              size="small"
              startIcon={<AddIcon />}
              disabled={fields.length >= MAX_RANGES}
              onClick={() => append(nextRange(day ?? { ranges: [] }))}
              aria-label={t('store.schedule.addRangeTo', { day: dayName })}
            >
              {t('store.schedule.addRange')}
            </Button>
          </Box>
        ) : null}
      </Stack>
    </Stack>
  );
}
