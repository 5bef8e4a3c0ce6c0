import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useId } from 'react';

export type TextInputProps = Pick<
  OutlinedInputProps,
  | 'name'
  | 'value'
  | 'onChange'
  | 'onBlur'
  | 'onFocus'
  | 'inputRef'
  | 'type'
  | 'autoComplete'
  | 'autoFocus'
  | 'placeholder'
  | 'multiline'
  | 'minRows'
  | 'maxRows'
  | 'rows'
  | 'disabled'
  | 'readOnly'
> & {
  id?: string;
  label?: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  slotProps?: {
    input?: Pick<OutlinedInputProps, 'startAdornment' | 'endAdornment'>;
    htmlInput?: OutlinedInputProps['inputProps'];
    inputLabel?: Pick<InputLabelProps, 'shrink'>;
  };
};

/**
 * An outlined text field: what MUI's TextField renders for a text input, without the select
 * machinery TextField always brings along (Select, Menu, Popover, Modal). The sign-in page and
 * every form field use it; `select` fields use FormSelectField.
 */
export function TextInput({
  id: idProp,
  label,
  helperText,
  error = false,
  required = false,
  fullWidth = false,
  disabled = false,
  size,
  sx,
  slotProps,
  ...input
}: TextInputProps) {
  const generated = useId();
  const id = idProp ?? generated;
  const labelId = `${id}-label`;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const shrink = slotProps?.inputLabel?.shrink;
  return (
    <FormControl
      variant="outlined"
      error={error}
      required={required}
      fullWidth={fullWidth}
      disabled={disabled}
      size={size}
      sx={sx}
    >
      {label != null && label !== '' ? (
        <InputLabel htmlFor={id} id={labelId} {...slotProps?.inputLabel}>
          {label}
        </InputLabel>
      ) : null}
      <OutlinedInput
        {...input}
        {...slotProps?.input}
        id={id}
        label={label}
        notched={shrink}
        aria-describedby={helperTextId}
        fullWidth={fullWidth}
        inputProps={slotProps?.htmlInput}
      />
      {helperText ? <FormHelperText id={helperTextId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
