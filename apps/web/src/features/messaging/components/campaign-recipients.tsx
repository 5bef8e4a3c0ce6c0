import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type Campaign,
  type CampaignRecipient,
  RECIPIENT_STATUSES,
  type RecipientStatus,
} from '@vitrina/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable, pagedRows } from '#web/components/data-table.tsx';
import { Panel } from '#web/components/panel.tsx';
import { useCampaignRecipients } from '#web/features/messaging/api/campaign.queries.ts';
import { useCursorPaging } from '#web/lib/use-cursor-paging.ts';
import { useFormat } from '#web/lib/use-format.ts';

function useRecipientColumns(): DataColumn<CampaignRecipient>[] {
  const { t } = useTranslation();
  const format = useFormat();
  return [
    { id: 'name', header: t('campaigns.recipients.columns.name'), cell: (r) => <bdi>{r.name}</bdi> },
    {
      id: 'channel',
      header: t('campaigns.recipients.columns.channel'),
      cell: (r) => t(`campaigns.recipientChannels.${r.channel}`),
    },
    {
      id: 'status',
      header: t('campaigns.recipients.columns.status'),
      cell: (r) => (
        <>
          {t(`campaigns.recipientStatuses.${r.status}`)}
          {r.error ? (
            <Typography variant="caption" color="error" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {r.error}
            </Typography>
          ) : null}
        </>
      ),
    },
    {
      id: 'sent',
      header: t('campaigns.recipients.columns.sentAt'),
      cell: (r) => (r.sent_at ? format.dateTime(r.sent_at, 'short') : '—'),
    },
  ];
}

/** Who it went to, with each one's outcome and why it failed; filtered by outcome, keyset paged. */
export function CampaignRecipients({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<RecipientStatus | ''>('');
  const paging = useCursorPaging(status);
  const recipients = useCampaignRecipients(
    campaign.id,
    status || undefined,
    paging.cursor,
    `${campaign.status}:${Object.values(campaign.counts).join(',')}`,
  );
  const columns = useRecipientColumns();
  return (
    <Panel title={t('campaigns.recipients.title')} id="campaign-recipients">
      <TextField
        select
        size="small"
        sx={{ minWidth: 200, mb: 2, width: { xs: '100%', sm: 'auto' } }}
        label={t('campaigns.recipients.filter')}
        value={status}
        onChange={(e) => setStatus(e.target.value as RecipientStatus | '')}
      >
        <MenuItem value="">{t('campaigns.recipients.all')}</MenuItem>
        {RECIPIENT_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`campaigns.recipientStatuses.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <DataTable
        label={t('campaigns.recipients.tableLabel')}
        columns={columns}
        {...pagedRows(recipients, paging)}
        rowKey={(r) => r.id}
        emptyText={t('campaigns.recipients.empty')}
      />
    </Panel>
  );
}
