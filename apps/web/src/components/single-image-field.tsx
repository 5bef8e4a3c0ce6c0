import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChosenImage, ImageFileButton, screenImages, useObjectUrl } from '#web/components/image-picker.tsx';
import { fieldErrorText } from '#web/lib/forms.ts';

/** The catalogue keys of one picture field: its label, buttons, preview and hint. */
export type SingleImageTexts = {
  label: string;
  choose: string;
  change: string;
  /** With `{{name}}`, the chosen file's name. */
  preview: string;
  hint: string;
};

/**
 * One picture of a form (a transfer's proof): JPEG, PNG or WEBP up to 5 MB, previewed before
 * sending, with the form field's error or the picker's own refusal under it.
 */
export function SingleImageField<T extends FieldValues, TOut>({
  control,
  name,
  texts,
  required = false,
  size = 140,
}: {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  texts: SingleImageTexts;
  required?: boolean;
  size?: number;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const [problem, setProblem] = useState<string | null>(null);
  const helpId = useId();
  const file = field.value as File | null;
  const preview = useObjectUrl(file);

  const choose = (files: File[]) => {
    const { ok, problem: refused } = screenImages(files.slice(0, 1), t);
    setProblem(refused);
    if (ok[0]) field.onChange(ok[0]);
  };
  const error = problem ?? fieldErrorText(t, name, fieldState.error);

  return (
    <Stack spacing={1} role="group" aria-labelledby={`${helpId}-label`} aria-describedby={helpId}>
      <Typography id={`${helpId}-label`} variant="subtitle2" component="p">
        {t(texts.label)}
        {required ? ' *' : null}
      </Typography>
      {file && preview ? (
        <ChosenImage
          src={preview}
          file={file}
          alt={t(texts.preview, { name: file.name })}
          size={size}
          onRemove={() => field.onChange(null)}
        />
      ) : null}
      <Box>
        <ImageFileButton
          label={t(file ? texts.change : texts.choose)}
          describedBy={helpId}
          invalid={!!error}
          onFiles={choose}
        />
      </Box>
      <FormHelperText id={helpId} error={!!error}>
        {error ?? t(texts.hint)}
      </FormHelperText>
    </Stack>
  );
}
