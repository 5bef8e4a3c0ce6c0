import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChosenImage, ImageFileButton, screenImages, useObjectUrl } from '#web/components/image-picker.tsx';
import { fieldErrorText } from '#web/lib/forms.ts';
import type { PaymentForm, PaymentInput } from './payment-form.ts';

/** The transfer's proof: one image (JPEG, PNG or WEBP up to 5 MB, as product images), previewed before sending. */
export function ProofPicker({ control }: { control: Control<PaymentForm, unknown, PaymentInput> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'image' });
  const [problem, setProblem] = useState<string | null>(null);
  const helpId = useId();
  const file = field.value;
  const preview = useObjectUrl(file);

  const choose = (files: File[]) => {
    const { ok, problem: refused } = screenImages(files.slice(0, 1), t);
    setProblem(refused);
    if (ok[0]) field.onChange(ok[0]);
  };
  const error = problem ?? fieldErrorText(t, 'image', fieldState.error);

  return (
    <Stack spacing={1} role="group" aria-labelledby={`${helpId}-label`} aria-describedby={helpId}>
      <Typography id={`${helpId}-label`} variant="subtitle2" component="p">
        {t('licences.pay.proof')} *
      </Typography>
      {file && preview ? (
        <ChosenImage
          src={preview}
          file={file}
          alt={t('licences.pay.proofPreview', { name: file.name })}
          size={140}
          onRemove={() => field.onChange(null)}
        />
      ) : null}
      <Box>
        <ImageFileButton
          label={t(file ? 'licences.pay.proofChange' : 'licences.pay.proofChoose')}
          onFiles={choose}
        />
      </Box>
      <FormHelperText id={helpId} error={!!error}>
        {error ?? t('licences.pay.proofHint')}
      </FormHelperText>
    </Stack>
  );
}
