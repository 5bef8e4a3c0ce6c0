import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '@vitrina/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '#web/app/paths.ts';
import { DataTable, pagedRows } from '#web/components/data-table.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import { useCampaigns } from '#web/features/messaging/api/campaign.queries.ts';
import { useCampaignColumns } from '#web/features/messaging/components/campaign-columns.tsx';
import { useCursorPaging } from '#web/lib/use-cursor-paging.ts';

/** /campaigns (store owner): the store's campaigns, newest first, with their progress. */
export function CampaignList() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<CampaignStatus | ''>('');
  const paging = useCursorPaging(status);
  const campaigns = useCampaigns(status || undefined, paging.cursor);
  const columns = useCampaignColumns();
  const newButton = (
    <Button component={RouterLink} to={pathTo('campaignNew')} variant="contained" startIcon={<AddIcon />}>
      {t('campaigns.list.new')}
    </Button>
  );
  const none = !status && paging.page === 1 && campaigns.data?.data.length === 0;
  return (
    <ScreenTitle titleKey="campaigns.list.title">
      {none ? (
        <Paper variant="outlined">
          <EmptyState text={t('campaigns.list.empty')} action={newButton} />
        </Paper>
      ) : (
        <>
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ flexWrap: 'wrap', mb: 2, justifyContent: 'space-between' }}
          >
            <TextField
              select
              size="small"
              sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
              label={t('campaigns.list.status')}
              value={status}
              onChange={(e) => setStatus(e.target.value as CampaignStatus | '')}
            >
              <MenuItem value="">{t('campaigns.list.allStatuses')}</MenuItem>
              {CAMPAIGN_STATUSES.map((s) => (
                <MenuItem key={s} value={s}>
                  {t(`campaigns.statuses.${s}`)}
                </MenuItem>
              ))}
            </TextField>
            {newButton}
          </Stack>
          <DataTable
            label={t('campaigns.list.tableLabel')}
            columns={columns}
            {...pagedRows(campaigns, paging)}
            rowKey={(c) => c.id}
            emptyText={t('campaigns.list.noMatches')}
          />
        </>
      )}
    </ScreenTitle>
  );
}
