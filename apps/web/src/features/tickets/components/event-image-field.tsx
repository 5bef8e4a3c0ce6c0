import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChosenImage, ImageFileButton, screenImages, useObjectUrl } from '#web/components/image-picker.tsx';

type Props = {
  /** The saved picture's address, when the event has one. */
  current: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
};

/** The event's picture: the saved one, or the one chosen to replace it (sent with the save). */
export function EventImageField({ current, file, onChange }: Props) {
  const { t } = useTranslation();
  const preview = useObjectUrl(file);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (files: File[]) => {
    const { ok, problem: refused } = screenImages(files, t);
    setProblem(refused);
    if (ok[0]) onChange(ok[0]);
  };
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{t('tickets.events.form.image')}</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        {file ? (
          <ChosenImage src={preview ?? undefined} file={file} size={96} onRemove={() => onChange(null)} />
        ) : current ? (
          <Box
            component="img"
            src={current}
            alt={t('tickets.events.form.currentImage')}
            sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1 }}
          />
        ) : null}
        <ImageFileButton
          label={t(current || file ? 'tickets.events.form.replaceImage' : 'tickets.events.form.chooseImage')}
          onFiles={choose}
        />
      </Stack>
      <FormHelperText error={!!problem}>{problem ?? t('tickets.events.form.imageHint')}</FormHelperText>
    </Stack>
  );
}
