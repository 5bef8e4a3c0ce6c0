import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChosenImage, ImageFileButton, imageProblem } from '#web/components/image-picker.tsx';
import { capitalize } from '#web/lib/format.ts';
import { type CampaignControl, campaignErrorText } from './campaign-audience.tsx';
import { MESSAGE_MAX_LENGTH, textLength } from './campaign-form.ts';

/** The text with its counter (at most 1,024 characters, Telegram's caption limit) and the optional image. */
export function CampaignMessage({
  control,
  imageUrl,
}: {
  control: CampaignControl;
  imageUrl: string | null;
}) {
  const { t } = useTranslation();
  const counterId = useId();
  const text = useWatch({ control, name: 'text' }) ?? '';
  const length = textLength(text);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Stack spacing={2}>
      <Controller
        control={control}
        name="text"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            inputRef={field.ref}
            multiline
            minRows={5}
            fullWidth
            required
            label={capitalize(t('campaigns.message.text'))}
            error={!!fieldState.error}
            helperText={
              campaignErrorText(t, fieldState.error, t('fields.text')) ?? t('campaigns.message.textHint')
            }
            slotProps={{ htmlInput: { 'aria-describedby': counterId } }}
          />
        )}
      />
      <Typography
        id={counterId}
        variant="caption"
        sx={{
          display: 'block',
          textAlign: 'end',
          mt: '4px !important',
          color: length > MESSAGE_MAX_LENGTH ? 'error.main' : 'text.secondary',
        }}
      >
        {t('campaigns.message.counter', { length, max: MESSAGE_MAX_LENGTH })}
      </Typography>
      <Controller
        control={control}
        name="image"
        render={({ field, fieldState }) => (
          <Stack spacing={1}>
            {field.value && imageUrl ? (
              <ChosenImage
                src={imageUrl}
                file={field.value}
                size={120}
                onRemove={() => field.onChange(null)}
              />
            ) : null}
            <Box>
              <ImageFileButton
                label={field.value ? t('campaigns.message.replaceImage') : t('campaigns.message.addImage')}
                onFiles={([file]) => {
                  if (!file) return;
                  const key = imageProblem(file);
                  setProblem(key ? t(key, { name: file.name }) : null);
                  if (!key) field.onChange(file);
                }}
              />
            </Box>
            <FormHelperText error={!!problem || !!fieldState.error}>
              {problem ??
                campaignErrorText(t, fieldState.error, t('campaigns.message.image')) ??
                t('campaigns.message.imageHint')}
            </FormHelperText>
          </Stack>
        )}
      />
    </Stack>
  );
}

/** Send now, or at a date and time of the owner's clock. */
export function CampaignSchedule({ control }: { control: CampaignControl }) {
  const { t } = useTranslation();
  const when = useWatch({ control, name: 'when' });
  return (
    <Stack spacing={2}>
      <Controller
        control={control}
        name="when"
        render={({ field }) => (
          <RadioGroup
            aria-label={t('campaigns.schedule.label')}
            value={field.value}
            onChange={(_, value) => field.onChange(value)}
          >
            <FormControlLabel value="now" control={<Radio />} label={t('campaigns.schedule.now')} />
            <FormControlLabel value="later" control={<Radio />} label={t('campaigns.schedule.later')} />
          </RadioGroup>
        )}
      />
      {when === 'later' ? (
        <Controller
          control={control}
          name="scheduled_at"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              inputRef={field.ref}
              type="datetime-local"
              fullWidth
              required
              label={t('campaigns.schedule.at')}
              slotProps={{ inputLabel: { shrink: true } }}
              error={!!fieldState.error}
              helperText={campaignErrorText(t, fieldState.error, t('campaigns.schedule.at'))}
            />
          )}
        />
      ) : null}
    </Stack>
  );
}
