import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ScheduleBody } from '@vitrina/contract';
import { type Control, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../../components/form-text-field.tsx';
import { loadErrorText } from '../../../../components/load-error.ts';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { ScreenTitle } from '../../../../components/screen-title.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { toastFailure } from '../../../../lib/server-errors.ts';
import { toast } from '../../../../lib/toast.ts';
import { useStoreId } from '../../../../lib/use-store-id.ts';
import { useSaveSchedule, useSchedule } from '../../api/schedule.queries.ts';
import {
  DEFAULT_RANGE,
  DISPLAY_ORDER,
  flattenWeek,
  formFieldOf,
  MAX_RANGES,
  nextRange,
  toWeekForm,
  type WeekForm,
  weekResolver,
} from './schedule-week.ts';

export function StoreSchedule() {
  const { t } = useTranslation();
  const schedule = useSchedule();
  return (
    <ScreenTitle titleKey="store.schedule.title">
      {schedule.data ? (
        <ScheduleEditor initial={toWeekForm(schedule.data)} />
      ) : schedule.isPending ? (
        <PageLoader />
      ) : (
        <Alert severity="error">{loadErrorText(t, schedule.error)}</Alert>
      )}
    </ScreenTitle>
  );
}

function ScheduleEditor({ initial }: { initial: WeekForm }) {
  const { t } = useTranslation();
  const save = useSaveSchedule(useStoreId());
  const { control, handleSubmit, setError, reset, getValues } = useForm<WeekForm, unknown, ScheduleBody>({
    resolver: weekResolver,
    mode: 'all',
    defaultValues: initial,
  });

  const onSubmit = handleSubmit((body) =>
    save.mutateAsync(body).then(
      (reply) => {
        reset(toWeekForm(reply));
        toast.success(t('toasts.store.scheduleUpdated'));
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 422) {
          const { origin } = flattenWeek(getValues());
          for (const [path, texts] of Object.entries(error.errors)) {
            const field = formFieldOf(path, origin);
            // biome-ignore lint/suspicious/noExplicitAny: a path computed from the server's reply
            if (field && texts[0]) setError(field as any, { type: 'server', message: texts[0] });
          }
          toast.error(t('toasts.store.scheduleUpdateFailed'));
          return;
        }
        toastFailure(t, error, { fallbackKey: 'toasts.store.scheduleUpdateFailed' });
      },
    ),
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('store.schedule.formLabel')}
      sx={{ maxWidth: 860 }}
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('store.schedule.help')}
      </Typography>
      <Card variant="outlined">
        {DISPLAY_ORDER.map((weekday, i) => (
          <Box key={weekday}>
            {i > 0 ? <Divider /> : null}
            <DayRow control={control} weekday={weekday} />
          </Box>
        ))}
      </Card>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
        <Button color="inherit" onClick={() => reset()} disabled={save.isPending}>
          {t('store.schedule.discard')}
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t('actions.save')}
        </Button>
      </Stack>
    </Box>
  );
}

function DayRow({
  control,
  weekday,
}: {
  control: Control<WeekForm, unknown, ScheduleBody>;
  weekday: number;
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
                {open ? t('store.schedule.open') : t('store.schedule.closed')}
              </Typography>
            </Box>
          }
        />
      </Box>
      <Stack spacing={1.5} sx={{ flexGrow: 1 }}>
        {fields.map((field, index) => (
          <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <FormTextField
              control={control}
              name={`days.${weekday}.ranges.${index}.opens_at`}
              type="time"
              size="small"
              label={t('store.schedule.opensAt')}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { 'aria-label': t('store.schedule.opensAtOf', { day: dayName, n: index + 1 }) },
              }}
            />
            <FormTextField
              control={control}
              name={`days.${weekday}.ranges.${index}.closes_at`}
              type="time"
              size="small"
              label={t('store.schedule.closesAt')}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { 'aria-label': t('store.schedule.closesAtOf', { day: dayName, n: index + 1 }) },
              }}
            />
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
