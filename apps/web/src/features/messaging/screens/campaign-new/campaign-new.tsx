import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { pathTo } from '#web/app/paths.ts';
import { useConfirm } from '#web/components/dialogs/confirm-dialog.tsx';
import { useObjectUrl } from '#web/components/image-picker.tsx';
import { Panel } from '#web/components/panel.tsx';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import {
  useAudienceCount,
  useCreateCampaign,
  useSendCampaignTest,
} from '#web/features/messaging/api/campaign.queries.ts';
import { CampaignAudience } from '#web/features/messaging/components/campaign-audience.tsx';
import {
  audienceOf,
  BLANK_CAMPAIGN,
  CAMPAIGN_FORM_FIELDS,
  type CampaignForm,
  campaignFormSchema,
} from '#web/features/messaging/components/campaign-form.ts';
import { CampaignMessage, CampaignSchedule } from '#web/features/messaging/components/campaign-message.tsx';
import { CampaignPreview } from '#web/features/messaging/components/campaign-preview.tsx';
import { contractResolver } from '#web/lib/forms.ts';
import { reportFormFailure, toastFailure } from '#web/lib/server-errors.ts';
import { useSession } from '#web/lib/session.ts';
import { toast } from '#web/lib/toast.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { useStoreId } from '#web/lib/use-store-id.ts';

/**
 * /campaigns/new (store owner): the audience with its live recipient count, the text and an
 * optional image with previews as Telegram and the web show them, a test sent to the owner, and
 * sending now or at a set time after a confirmation that says to how many.
 */
export function CampaignNew() {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const storeId = useStoreId();
  const storeName = useSession()?.store?.name ?? '';
  const create = useCreateCampaign();
  const test = useSendCampaignTest();
  const schema = useMemo(() => campaignFormSchema(), []);
  const form = useForm({ resolver: contractResolver(schema), mode: 'all', defaultValues: BLANK_CAMPAIGN });
  const { control, setError } = form;
  const values = useWatch({ control }) as CampaignForm;
  const audience = useDebouncedValue(JSON.stringify(audienceOf({ ...BLANK_CAMPAIGN, ...values })), 400);
  const count = useAudienceCount(JSON.parse(audience));
  const imageUrl = useObjectUrl(values.image ?? null);
  const target = { setError, fields: CAMPAIGN_FORM_FIELDS };

  const submit = form.handleSubmit(async ({ fields, image }) => {
    const total = count.data?.total ?? 0;
    const later = fields.scheduled_at !== undefined;
    const yes = await confirm({
      title: t(later ? 'campaigns.new.confirmScheduleTitle' : 'campaigns.new.confirmSendTitle'),
      message: later
        ? t('campaigns.new.confirmSchedule', {
            total: format.number(total),
            date: format.dateTime(fields.scheduled_at ?? '', 'long'),
          })
        : t('campaigns.new.confirmSend', { total: format.number(total) }),
      confirmText: t(later ? 'campaigns.new.schedule' : 'campaigns.new.send'),
    });
    if (!yes) return;
    try {
      const reply = await create.mutateAsync({ fields, image });
      toast.success(t(later ? 'campaigns.toasts.scheduled' : 'campaigns.toasts.started'));
      await navigate(pathTo('campaignDetails', { id: reply.data.id }));
    } catch (error) {
      reportFormFailure(t, error, target, { fallbackKey: 'campaigns.toasts.createFailed' });
    }
  });

  const sendTest = async () => {
    if (!(await form.trigger('text')) || test.isPending) return;
    try {
      await test.mutateAsync({ text: form.getValues('text').trim(), image: form.getValues('image') });
      toast.success(t('campaigns.toasts.testSent'));
    } catch (error) {
      if ((error as { status?: number }).status === 422)
        reportFormFailure(t, error, target, { fallbackKey: 'campaigns.toasts.testFailed' });
      else toastFailure(t, error, { fallbackKey: 'campaigns.toasts.testFailed' });
    }
  };

  const nobody = count.data?.total === 0;
  const later = values.when === 'later';
  return (
    <ScreenTitle titleKey="campaigns.new.title">
      <Button component={RouterLink} to={pathTo('campaigns')} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {t('campaigns.new.back')}
      </Button>
      <Grid
        container
        spacing={2}
        component="form"
        noValidate
        onSubmit={submit}
        aria-label={t('campaigns.new.title')}
      >
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2}>
            <Panel title={t('campaigns.audience.title')} id="campaign-audience">
              <CampaignAudience
                control={control}
                storeId={storeId}
                count={count.data}
                counting={count.isFetching}
              />
            </Panel>
            <Panel title={t('campaigns.message.title')} id="campaign-message">
              <CampaignMessage control={control} imageUrl={imageUrl} />
            </Panel>
            <Panel title={t('campaigns.schedule.title')} id="campaign-schedule">
              <CampaignSchedule control={control} />
            </Panel>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1 }}>
              <Button variant="outlined" onClick={() => void sendTest()} loading={test.isPending}>
                {t('campaigns.new.test')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                startIcon={<SendIcon />}
                loading={form.formState.isSubmitting}
                disabled={nobody}
              >
                {t(later ? 'campaigns.new.schedule' : 'campaigns.new.send')}
              </Button>
            </Box>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Panel title={t('campaigns.preview.title')} id="campaign-preview">
            <CampaignPreview
              channel={values.channel ?? 'all'}
              text={values.text ?? ''}
              imageUrl={imageUrl}
              storeName={storeName}
            />
          </Panel>
        </Grid>
      </Grid>
    </ScreenTitle>
  );
}
