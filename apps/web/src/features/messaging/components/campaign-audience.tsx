import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AUDIENCE_CHANNELS, type AudienceCountReply } from '@vitrina/contract';
import type { TFunction } from 'i18next';
import { type Control, Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SearchPicker } from '#web/components/search-picker.tsx';
import { useCatalogueChoices, useProductOptions } from '#web/features/messaging/api/campaign.queries.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { validationText } from '#web/lib/validation-text.ts';
import type { CampaignForm, campaignFormSchema } from './campaign-form.ts';

type Output = ReturnType<ReturnType<typeof campaignFormSchema>['parse']>;
export type CampaignControl = Control<CampaignForm, unknown, Output>;

/** A field's error in words: the form's own keys, the contract's rules with the field's label, or the server's text. */
export function campaignErrorText(t: TFunction, error: FieldError | undefined, attribute: string) {
  const message = error?.message;
  if (!message) return undefined;
  if (message.startsWith('campaigns.')) return t(message);
  if (message.startsWith('validation.'))
    return t(message, { attribute: attribute.toLowerCase(), min: error.types?.min, max: error.types?.max });
  return validationText(t, attribute, message);
}

/** Who receives it: channel, bought a product, bought from a catalogue, last purchase within N days. */
export function CampaignAudience({
  control,
  storeId,
  count,
  counting,
}: {
  control: CampaignControl;
  storeId: number;
  count: AudienceCountReply | undefined;
  counting: boolean;
}) {
  const { t } = useTranslation();
  const catalogues = useCatalogueChoices(storeId);
  return (
    <Stack spacing={2}>
      <Controller
        control={control}
        name="channel"
        render={({ field }) => (
          <TextField select fullWidth label={t('campaigns.audience.channel')} {...field} inputRef={field.ref}>
            {AUDIENCE_CHANNELS.map((channel) => (
              <MenuItem key={channel} value={channel}>
                {t(`campaigns.channels.${channel}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="product_id"
        render={({ field, fieldState }) => (
          <SearchPicker
            label={t('campaigns.audience.product')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            useOptions={useProductOptions}
            toOption={(p) => ({ id: p.id, label: p.name })}
            noOptionsText={t('campaigns.audience.noProducts')}
            error={!!fieldState.error}
            helperText={
              campaignErrorText(t, fieldState.error, t('campaigns.audience.product')) ??
              t('campaigns.audience.productHint')
            }
          />
        )}
      />
      <Controller
        control={control}
        name="catalogue_id"
        render={({ field, fieldState }) => (
          <TextField
            select
            fullWidth
            label={t('campaigns.audience.catalogue')}
            name={field.name}
            inputRef={field.ref}
            value={field.value ?? ''}
            onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
            onBlur={field.onBlur}
            error={!!fieldState.error}
            helperText={campaignErrorText(t, fieldState.error, t('campaigns.audience.catalogue'))}
          >
            <MenuItem value="">
              <em>{t('campaigns.audience.anyCatalogue')}</em>
            </MenuItem>
            {(catalogues.data ?? []).map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="within_days"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            inputRef={field.ref}
            fullWidth
            label={t('campaigns.audience.withinDays')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            error={!!fieldState.error}
            helperText={
              campaignErrorText(t, fieldState.error, t('campaigns.audience.withinDays')) ??
              t('campaigns.audience.withinDaysHint')
            }
          />
        )}
      />
      <AudienceCount count={count} counting={counting} />
    </Stack>
  );
}

/** The live recipient count of the audience as it stands. */
function AudienceCount({ count, counting }: { count: AudienceCountReply | undefined; counting: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!count) return <Skeleton variant="rounded" height={48} />;
  return (
    <Alert
      severity={count.total > 0 ? 'info' : 'warning'}
      role="status"
      aria-live="polite"
      aria-busy={counting}
      sx={{ opacity: counting ? 0.6 : 1 }}
    >
      <Typography component="p" variant="body2" sx={{ fontWeight: 700 }}>
        {t('campaigns.audience.count', { total: format.number(count.total) })}
      </Typography>
      <Typography component="p" variant="caption">
        {t('campaigns.audience.countByChannel', {
          telegram: format.number(count.telegram),
          web: format.number(count.web),
        })}
      </Typography>
    </Alert>
  );
}
