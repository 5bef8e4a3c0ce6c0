import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ScheduleBody } from '@vitrina/contract';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { loadErrorText } from '#web/components/load-error.ts';
import { PageLoader } from '#web/components/page-loader.tsx';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import { useSaveSchedule, useSchedule } from '#web/features/store-settings/api/schedule.queries.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { toastFailure } from '#web/lib/server-errors.ts';
import { toast } from '#web/lib/toast.ts';
import { useStoreId } from '#web/lib/use-store-id.ts';
import { DayRow } from './schedule-day.tsx';
import {
  DISPLAY_ORDER,
  flattenWeek,
  formFieldOf,
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
  // One rule everywhere (server, web store, bot): a week with no hours takes orders at any time.
  const days = useWatch({ control, name: 'days' });
  const noHours = days.every((d) => d.ranges.length === 0);

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
      {noHours ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('store.schedule.noHours')}
        </Alert>
      ) : null}
      <Card variant="outlined">
        {DISPLAY_ORDER.map((weekday, i) => (
          <Box key={weekday}>
            {i > 0 ? <Divider /> : null}
            <DayRow control={control} weekday={weekday} noHours={noHours} />
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
