import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Campaign } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '#web/app/paths.ts';
import type { DataColumn } from '#web/components/data-table.tsx';
import { truncate } from '#web/lib/format.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { progressPercent } from './campaign-progress.ts';
import { CampaignStatusChip } from './campaign-status-chip.tsx';

/** Status, kind, the text's start (a link to the report), when, and sent of total with a bar. */
export function useCampaignColumns(): DataColumn<Campaign>[] {
  const { t } = useTranslation();
  const format = useFormat();
  return [
    {
      id: 'status',
      header: t('campaigns.list.columns.status'),
      cell: (c) => <CampaignStatusChip status={c.status} />,
    },
    {
      id: 'text',
      header: t('campaigns.list.columns.text'),
      cell: (c) => (
        <Stack sx={{ minWidth: 160 }}>
          <Link
            component={RouterLink}
            to={pathTo('campaignDetails', { id: c.id })}
            dir="auto"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {truncate(c.text.replace(/\s+/g, ' '), 60)}
          </Link>
          <Typography variant="caption" color="text.secondary">
            {t(`campaigns.kinds.${c.kind}`)}
          </Typography>
        </Stack>
      ),
    },
    {
      id: 'when',
      header: t('campaigns.list.columns.when'),
      cell: (c) =>
        c.status === 'scheduled' && c.scheduled_at
          ? t('campaigns.list.scheduledFor', { date: format.dateTime(c.scheduled_at, 'short') })
          : format.dateTime(c.started_at ?? c.created_at, 'short'),
    },
    {
      id: 'progress',
      header: t('campaigns.list.columns.progress'),
      cell: (c) => (
        <Stack spacing={0.5} sx={{ minWidth: 110 }}>
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {t('campaigns.list.sentOf', {
              sent: format.number(c.counts.sent),
              total: format.number(c.counts.total),
            })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progressPercent(c.counts)}
            aria-label={t('campaigns.report.progress')}
          />
        </Stack>
      ),
    },
  ];
}
