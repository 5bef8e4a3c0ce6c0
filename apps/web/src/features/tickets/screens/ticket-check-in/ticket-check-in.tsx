import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CheckInReply } from '@vitrina/contract';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '#web/components/page-loader.tsx';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import { useCheckIn, useCheckInCounts } from '#web/features/tickets/api/check-in.queries.ts';
import { defaultEvent, useEventOptions } from '#web/features/tickets/api/event-options.queries.ts';
import { CheckInCounts } from '#web/features/tickets/components/check-in-counts.tsx';
import { CheckInForm } from '#web/features/tickets/components/check-in-form.tsx';
import { CheckInResult } from '#web/features/tickets/components/check-in-result.tsx';
import { codeFromScan } from '#web/features/tickets/components/check-in-scan.ts';
import { toastFailure } from '#web/lib/server-errors.ts';

// The camera and its QR reader (zxing's WebAssembly) load only when the door turns it on.
const CheckInCamera = lazy(() =>
  import('#web/features/tickets/components/check-in-camera.tsx').then((m) => ({ default: m.CheckInCamera })),
);

/** /check-in ("Control de acceso"): tickets scanned or typed at the door of one event. */
export function TicketCheckIn() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const events = useEventOptions();
  const list = events.data?.data;
  const fallback = useMemo(() => (list ? defaultEvent(list, new Date())?.id : undefined), [list]);
  const chosen = Number(searchParams.get('event'));
  const eventId = list?.some((e) => e.id === chosen) ? chosen : (fallback ?? null);
  const counts = useCheckInCounts(eventId);
  const checkIn = useCheckIn();
  const [last, setLast] = useState<{ reply: CheckInReply; seq: number } | null>(null);
  const [camera, setCamera] = useState(false);

  const check = (code: string) => {
    if (eventId === null || !code || checkIn.isPending) return;
    checkIn.mutate(
      { eventId, code },
      {
        onSuccess: (reply) => {
          setLast((prev) => ({ reply, seq: (prev?.seq ?? 0) + 1 }));
          navigator.vibrate?.(reply.result === 'admitted' ? 120 : [120, 80, 120]);
        },
        onError: (error) => toastFailure(t, error, { fallbackKey: 'ticketSales.checkIn.failed' }),
      },
    );
  };

  if (events.isPending) return <PageLoader />;
  return (
    <ScreenTitle titleKey="ticketSales.checkIn.title">
      {list && list.length === 0 ? (
        <Alert severity="info">{t('ticketSales.checkIn.noEvents')}</Alert>
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Stack spacing={2}>
              <TextField
                select
                label={t('ticketSales.checkIn.event')}
                value={eventId === null ? '' : String(eventId)}
                onChange={(e) => setSearchParams({ event: e.target.value }, { replace: true })}
              >
                {(list ?? []).map((event) => (
                  <MenuItem key={event.id} value={String(event.id)}>
                    {event.name}
                  </MenuItem>
                ))}
              </TextField>
              <CheckInResult reply={last?.reply ?? null} seq={last?.seq ?? 0} />
              <CheckInForm onCode={check} busy={checkIn.isPending || eventId === null} />
              <Button
                variant="outlined"
                startIcon={camera ? <VideocamOffIcon /> : <PhotoCameraIcon />}
                onClick={() => setCamera((on) => !on)}
                aria-pressed={camera}
                sx={{ alignSelf: 'flex-start' }}
              >
                {t(camera ? 'ticketSales.camera.stop' : 'ticketSales.camera.start')}
              </Button>
              {camera ? (
                <Suspense fallback={<PageLoader />}>
                  <CheckInCamera onCode={(raw) => check(codeFromScan(raw))} />
                </Suspense>
              ) : null}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <CheckInCounts counts={counts.data} />
          </Grid>
        </Grid>
      )}
    </ScreenTitle>
  );
}
