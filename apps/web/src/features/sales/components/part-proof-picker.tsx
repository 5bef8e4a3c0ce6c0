import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChosenImage, ImageFileButton, screenImages, useObjectUrl } from '#web/components/image-picker.tsx';
import { fieldErrorText } from '#web/lib/forms.ts';
import type { PartForm, PartInput } from './part-form.ts';

/** A transfer's proof, if the staff have one: one image (JPEG, PNG or WEBP up to 5 MB), previewed before sending. */
export function PartProofPicker({ control }: { control: Control<PartForm, unknown, PartInput> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'proof' });
  const [problem, setProblem] = useState<string | null>(null);
  const helpId = useId();
  const file = field.value;
  const preview = useObjectUrl(file);

  const choose = (files: File[]) => {
    const { ok, problem: refused } = screenImages(files.slice(0, 1), t);
    setProblem(refused);
    if (ok[0]) field.onChange(ok[0]);
  };
  const error = problem ?? fieldErrorText(t, 'proof', fieldState.error);

  return (
    <Stack spacing={1} role="group" aria-labelledby={`${helpId}-label`} aria-describedby={helpId}>
      <Typography id={`${helpId}-label`} variant="subtitle2" component="p">
        {t('sales.parts.form.proof')}
      </Typography>
      {file && preview ? (
        <ChosenImage
          src={preview}
          file={file}
          alt={t('sales.parts.form.proofPreview', { name: file.name })}
          size={120}
          onRemove={() => field.onChange(null)}
        />
      ) : null}
      <Box>
        <ImageFileButton
          label={t(file ? 'sales.parts.form.proofChange' : 'sales.parts.form.proofChoose')}
          describedBy={helpId}
          invalid={!!error}
          onFiles={choose}
        />
      </Box>
      <FormHelperText id={helpId} error={!!error}>
        {error ?? t('sales.parts.form.proofHint')}
      </FormHelperText>
    </Stack>
  );
}
