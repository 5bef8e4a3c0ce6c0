import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { canOpen, pathTo } from '#web/app/paths.ts';
import { loadErrorText } from '#web/components/load-error.ts';
import { PageLoader } from '#web/components/page-loader.tsx';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import { useCampaign } from '#web/features/messaging/api/campaign.queries.ts';
import { CampaignRecipients } from '#web/features/messaging/components/campaign-recipients.tsx';
import { CampaignReport } from '#web/features/messaging/components/campaign-report.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.ts';

/**
 * /campaigns/:id (store owner; the admin for its broadcasts): the live report of one campaign, read again every 2 s while it
 * sends, with pause, resume and cancel, and its recipients with their outcome.
 */
export function CampaignDetails() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const campaign = useCampaign(id);
  // The admin comes from its broadcast dialog: the list is the store owner's.
  const role = useSession()?.user.role_id;
  const notFound =
    !Number.isInteger(id) || id <= 0 || (campaign.error instanceof ApiError && campaign.error.status === 404);
  return (
    <ScreenTitle titleKey="campaigns.details.title">
      {canOpen('campaigns', role) ? (
        <Button component={RouterLink} to={pathTo('campaigns')} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
          {t('campaigns.details.back')}
        </Button>
      ) : null}
      {notFound ? (
        <Alert severity="info">{t('campaigns.details.notFound')}</Alert>
      ) : campaign.error && !campaign.data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void campaign.refetch()}>
              {t('campaigns.details.retry')}
            </Button>
          }
        >
          {loadErrorText(t, campaign.error)}
        </Alert>
      ) : campaign.data ? (
        <Stack spacing={2}>
          <CampaignReport campaign={campaign.data} />
          <CampaignRecipients campaign={campaign.data} />
        </Stack>
      ) : (
        <PageLoader />
      )}
    </ScreenTitle>
  );
}
