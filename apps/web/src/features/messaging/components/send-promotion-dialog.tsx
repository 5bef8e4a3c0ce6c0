import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Product } from '@vitrina/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '#web/app/paths.ts';
import { AppDialog } from '#web/components/dialogs/app-dialog.tsx';
import { FormSelectField } from '#web/components/form-select-field.tsx';
import {
  PROMOTION_CHANNELS,
  type PromotionResult,
  useSendPromotion,
} from '#web/features/messaging/api/send.queries.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { useSaveForm } from '#web/lib/use-save-form.ts';
import { useStoreId } from '#web/lib/use-store-id.ts';
import { BLANK_PROMOTION, type PromotionForm, promotionForm } from './send-forms.ts';
import { SendTextField } from './send-text-field.tsx';

type Props = { product: Product; onClose: () => void };

/** The product as the promotion shows it: its first image, name and price. */
function ProductPreview({ product }: { product: Product }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack
      direction="row"
      spacing={2}
      component="section"
      aria-label={t('messaging.promotion.product')}
      sx={{ alignItems: 'center', p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Avatar variant="rounded" src={product.images[0]?.url} alt="" sx={{ width: 72, height: 72 }}>
        <ImageOutlinedIcon />
      </Avatar>
      <Stack sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{product.name}</Typography>
        <Typography color="text.secondary">{format.money(product.price)}</Typography>
      </Stack>
    </Stack>
  );
}

/** What was sent: per channel, how many it was queued for and the link to its report. */
function Sent({ results }: { results: PromotionResult }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack spacing={1}>
      <Alert severity="success">{t('toasts.messages.promotionSent')}</Alert>
      {results.map(({ channel, reply }) => (
        <Stack key={channel} direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography>
            {t(`messaging.promotion.queued.${channel}`, {
              count: reply.recipients,
              total: format.number(reply.recipients),
            })}
          </Typography>
          <Link
            component={RouterLink}
            to={pathTo('campaignDetails', { id: reply.campaign_id })}
            aria-label={
              results.length > 1
                ? t(`messaging.promotion.reportOf.${channel}`)
                : t('messaging.promotion.report')
            }
          >
            {t('messaging.promotion.report')}
          </Link>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * "Enviar promoción" of a product (SPEC.md §7): the text, to the store's Telegram customers
 * (photo, price and an order button), its web customers, or both; then a link to each report.
 */
export function SendPromotionDialog({ product, onClose }: Props) {
  const { t } = useTranslation();
  const storeId = useStoreId();
  const titleId = useId();
  const formId = useId();
  const send = useSendPromotion();
  const [results, setResults] = useState<PromotionResult | null>(null);
  const { form, onSubmit, submitting } = useSaveForm<PromotionForm, PromotionForm, PromotionResult>({
    schema: promotionForm,
    defaultValues: BLANK_PROMOTION,
    fields: ['message', 'channel'],
    save: ({ message, channel }) =>
      send.mutateAsync({ productId: product.id, storeId, text: message, channel }),
    successKey: 'toasts.messages.promotionSent',
    fallbackKey: 'toasts.messages.promotionFailed',
    onSaved: setResults,
  });
  const busy = submitting || send.isPending;
  const options = PROMOTION_CHANNELS.map((value) => ({
    value,
    label: t(`messaging.promotion.channels.${value}`),
  }));

  return (
    <AppDialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('messaging.promotion.title', { name: product.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ProductPreview product={product} />
          {results ? (
            <Sent results={results} />
          ) : (
            <Stack
              component="form"
              id={formId}
              noValidate
              spacing={2}
              onSubmit={onSubmit}
              aria-labelledby={titleId}
            >
              <FormSelectField
                control={form.control}
                name="channel"
                label={t('messaging.promotion.channel')}
                options={options}
                fullWidth
              />
              <SendTextField control={form.control} name="message" autoFocus />
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit" disabled={busy}>
          {results ? t('actions.close') : t('actions.cancel')}
        </Button>
        {results ? null : (
          <Button type="submit" form={formId} variant="contained" loading={busy}>
            {t('actions.send')}
          </Button>
        )}
      </DialogActions>
    </AppDialog>
  );
}
