import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileButton, type FileButtonProps } from './file-button.tsx';

/** What the server accepts (it checks the bytes again): JPEG, PNG or WEBP up to 5 MB. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The reason a chosen file is refused before upload, as an i18n key, or null. */
export function imageProblem(file: File): 'images.wrongType' | 'images.tooLarge' | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'images.wrongType';
  if (file.size > MAX_IMAGE_BYTES) return 'images.tooLarge';
  return null;
}

/** Splits chosen files into the usable ones and the text of the first refusal. */
function screen(files: File[], t: TFunction) {
  const ok: File[] = [];
  let problem: string | null = null;
  for (const file of files) {
    const key = imageProblem(file);
    if (key) problem ??= t(key, { name: file.name });
    else ok.push(file);
  }
  return { ok, problem };
}

/** A button that opens the file chooser for images; the input itself stays hidden but labelled. */
export function ImageFileButton(props: Omit<FileButtonProps, 'accept' | 'icon'>) {
  return <FileButton {...props} accept={IMAGE_TYPES.join(',')} icon={<AddPhotoAlternateIcon />} />;
}

/** An object URL of one chosen file for its preview (null without one), released when it changes. */
export function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/** Object URLs of local files for previews, released when the files change. */
function usePreviews(files: readonly File[]) {
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(
    () => () => {
      for (const url of urls) URL.revokeObjectURL(url);
    },
    [urls],
  );
  return urls;
}

/** A chosen image's thumbnail with its remove button (named after the file), before it is sent. */
export function ChosenImage({
  src,
  file,
  alt,
  size,
  onRemove,
  role,
}: {
  src: string | undefined;
  file: File;
  alt?: string;
  size: number;
  onRemove: () => void;
  role?: string;
}) {
  const { t } = useTranslation();
  return (
    <Box
      role={role}
      sx={{ position: 'relative', width: size, height: size, borderRadius: 1, overflow: 'hidden' }}
    >
      <Box
        component="img"
        src={src}
        alt={alt ?? file.name}
        sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
      />
      <IconButton
        size="small"
        aria-label={t('images.removeChosen', { name: file.name })}
        onClick={onRemove}
        sx={{ position: 'absolute', top: 2, insetInlineEnd: 2, bgcolor: 'background.paper' }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

type ImagePickerProps = {
  files: File[];
  onChange: (files: File[]) => void;
  max?: number;
  label?: string;
};

/** Images chosen before they can be uploaded (a product not yet created): thumbnails, remove. */
export function ImagePicker({ files, onChange, max = 10, label }: ImagePickerProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const previews = usePreviews(files);
  const add = (chosen: File[]) => {
    const { ok, problem: refused } = screen(chosen, t);
    const room = Math.max(0, max - files.length);
    setProblem(refused ?? (ok.length > room ? t('images.tooMany', { count: max }) : null));
    onChange([...files, ...ok.slice(0, room)]);
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }} role="list">
        {files.map((file, index) => (
          <ChosenImage
            key={`${file.name}-${file.size}-${file.lastModified}`}
            role="listitem"
            src={previews[index]}
            file={file}
            size={96}
            onRemove={() => onChange(files.filter((_, i) => i !== index))}
          />
        ))}
      </Stack>
      <Box>
        <ImageFileButton
          label={label ?? t('images.choose')}
          multiple
          disabled={files.length >= max}
          onFiles={add}
        />
      </Box>
      <FormHelperText error={!!problem}>{problem ?? t('images.hint', { count: max })}</FormHelperText>
    </Stack>
  );
}

/** Checks files right before an immediate upload; returns the usable ones and shows nothing itself. */
export function screenImages(files: File[], t: TFunction) {
  return screen(files, t);
}
