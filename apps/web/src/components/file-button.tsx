import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type ChangeEvent, type ReactNode, useRef } from 'react';
import { visuallyHidden } from './visually-hidden.ts';

export type FileButtonProps = {
  /** The button's text; also the input's name unless `inputLabel` gives another. */
  label: string;
  /** The file types the chooser offers (the input's `accept`). */
  accept: string;
  icon: ReactNode;
  inputLabel?: string;
  multiple?: boolean;
  disabled?: boolean;
  loading?: boolean;
  onFiles: (files: File[]) => void;
  variant?: 'text' | 'outlined' | 'contained';
  color?: 'primary' | 'error';
  /** Ids of what describes the field (the chosen file, why it was refused). */
  describedBy?: string;
  invalid?: boolean;
};

/** A button that opens the file chooser; the input itself stays hidden but labelled. */
export function FileButton({
  label,
  accept,
  icon,
  inputLabel,
  multiple = false,
  disabled,
  loading,
  onFiles,
  variant = 'outlined',
  color,
  describedBy,
  invalid,
}: FileButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Let the same file be chosen again (after removing it, or fixing it).
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };
  return (
    <>
      <Box
        component="input"
        ref={inputRef}
        type="file"
        accept={accept}
        multiple={multiple}
        onChange={onChange}
        aria-label={inputLabel ?? label}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        sx={visuallyHidden}
        tabIndex={-1}
        disabled={disabled}
      />
      <Button
        variant={variant}
        color={color}
        startIcon={icon}
        onClick={() => inputRef.current?.click()}
        disabled={disabled}
        loading={loading}
        aria-describedby={describedBy}
      >
        {label}
      </Button>
    </>
  );
}
