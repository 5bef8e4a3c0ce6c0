import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ImageFileButton, imageProblem, useObjectUrl } from '#web/components/image-picker.tsx';
import { fieldErrorText } from '#web/lib/forms.ts';

type Props<T extends FieldValues, TOut extends FieldValues> = {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  disabled?: boolean;
};

/** The one image of a send: choose it (JPEG, PNG or WEBP up to 5 MB), see it, change or remove it. */
export function SendImageField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  disabled,
}: Props<T, TOut>) {
  const { t } = useTranslation();
  const helperId = useId();
  const { field, fieldState } = useController({ control, name });
  const file = (field.value ?? null) as File | null;
  const [refused, setRefused] = useState<string | null>(null);
  const preview = useObjectUrl(file);

  const pick = ([chosen]: File[]) => {
    if (!chosen) return;
    const problem = imageProblem(chosen);
    setRefused(problem ? t(problem, { name: chosen.name }) : null);
    if (!problem) field.onChange(chosen);
    field.onBlur();
  };

  const error = refused ?? fieldErrorText(t, 'image', fieldState.error);
  return (
    <Stack spacing={1} role="group" aria-labelledby={`${helperId}-label`} aria-describedby={helperId}>
      <Typography id={`${helperId}-label`} variant="subtitle2" component="p">
        {t('messaging.send.image')}
      </Typography>
      {file && preview ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box
            component="img"
            src={preview}
            alt={t('messaging.send.preview', { name: file.name })}
            sx={{ width: 160, maxWidth: '100%', maxHeight: 160, objectFit: 'contain', borderRadius: 1 }}
          />
          <IconButton
            aria-label={t('messaging.send.removeImage', { name: file.name })}
            onClick={() => field.onChange(null)}
            disabled={disabled}
          >
            <DeleteOutlinedIcon />
          </IconButton>
        </Stack>
      ) : null}
      <Box>
        <ImageFileButton
          label={file ? t('messaging.send.changeImage') : t('messaging.send.chooseImage')}
          onFiles={pick}
          disabled={disabled}
        />
      </Box>
      <FormHelperText id={helperId} error={!!error}>
        {error ?? t('messaging.send.imageHint')}
      </FormHelperText>
    </Stack>
  );
}
