import CancelIcon from '@mui/icons-material/Cancel';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Campaign } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '#web/components/dialogs/confirm-dialog.tsx';
import { FigureCard } from '#web/components/figure-card.tsx';
import { Panel } from '#web/components/panel.tsx';
import { type CampaignAction, useCampaignAction } from '#web/features/messaging/api/campaign.queries.ts';
import { toastFailure } from '#web/lib/server-errors.ts';
import { toast } from '#web/lib/toast.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { campaignActions, formatEta, progressPercent, settledCount } from './campaign-progress.ts';
import { CampaignStatusChip } from './campaign-status-chip.tsx';

const DONE: Record<CampaignAction, string> = {
  pause: 'campaigns.toasts.paused',
  resume: 'campaigns.toasts.resumed',
  cancel: 'campaigns.toasts.cancelled',
};
const FIGURES = ['queued', 'sent', 'failed', 'unreachable', 'cancelled'] as const;

/** Pause, resume and cancel (confirmed first); a 409 says why in the server's words and the report is read again. */
function CampaignButtons({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const act = useCampaignAction(campaign.id);
  const allowed = campaignActions(campaign.status);
  const run = async (action: CampaignAction) => {
    if (
      action === 'cancel' &&
      !(await confirm({
        title: t('campaigns.report.cancelTitle'),
        message: t('campaigns.report.cancelQuestion'),
        confirmText: t('campaigns.report.cancel'),
        destructive: true,
      }))
    )
      return;
    try {
      await act.mutateAsync(action);
      toast.success(t(DONE[action]));
    } catch (error) {
      toastFailure(t, error, { fallbackKey: `campaigns.toasts.${action}Failed` });
    }
  };
  const busy = act.isPending;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {allowed.pause ? (
        <Button
          variant="outlined"
          startIcon={<PauseIcon />}
          disabled={busy}
          onClick={() => void run('pause')}
        >
          {t('campaigns.report.pause')}
        </Button>
      ) : null}
      {allowed.resume ? (
        <Button
          variant="contained"
          startIcon={<PlayArrowIcon />}
          disabled={busy}
          onClick={() => void run('resume')}
        >
          {t('campaigns.report.resume')}
        </Button>
      ) : null}
      {allowed.cancel ? (
        <Button
          color="error"
          variant="outlined"
          startIcon={<CancelIcon />}
          disabled={busy}
          onClick={() => void run('cancel')}
        >
          {t('campaigns.report.cancel')}
        </Button>
      ) : null}
    </Box>
  );
}

/** The live report: status, the counts, a progress bar, the expected time to finish and the buttons. */
export function CampaignReport({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { counts } = campaign;
  const percent = progressPercent(counts);
  return (
    <Stack spacing={2}>
      <Panel
        title={t('campaigns.report.title')}
        id="campaign-report"
        action={<CampaignStatusChip status={campaign.status} />}
      >
        <Stack spacing={2}>
          <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {campaign.text}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {[
              t(`campaigns.kinds.${campaign.kind}`),
              t(`campaigns.channels.${campaign.audience.channel}`),
              campaign.scheduled_at
                ? t('campaigns.report.scheduledFor', {
                    date: format.dateTime(campaign.scheduled_at, 'short'),
                  })
                : t('campaigns.report.createdAt', { date: format.dateTime(campaign.created_at, 'short') }),
            ].join(' · ')}
          </Typography>
          <Box>
            <Stack
              direction="row"
              sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 0.5 }}
            >
              <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {t('campaigns.report.settled', {
                  done: format.number(settledCount(counts)),
                  total: format.number(counts.total),
                })}
              </Typography>
              <Typography variant="body2" color="text.secondary" data-testid="campaign-eta">
                {campaign.eta_seconds !== null && counts.queued > 0
                  ? t('campaigns.report.eta', { time: formatEta(campaign.eta_seconds, format.number) })
                  : campaign.status === 'done'
                    ? t('campaigns.report.finished')
                    : ''}
              </Typography>
            </Stack>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label={t('campaigns.report.progress')}
              aria-valuetext={`${format.number(percent / 100, { style: 'percent' })}`}
              sx={{ height: 8, borderRadius: 4 }}
            />
          </Box>
          <CampaignButtons campaign={campaign} />
        </Stack>
      </Panel>
      <Grid container spacing={2} role="list" aria-label={t('campaigns.report.counts')}>
        {FIGURES.map((figure) => (
          <Grid key={figure} size={{ xs: 6, sm: 4, md: 'grow' }} role="listitem">
            <FigureCard
              label={t(`campaigns.report.figures.${figure}`)}
              value={format.number(counts[figure])}
            />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
