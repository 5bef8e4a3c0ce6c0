import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type Control, type FieldValues, type Path, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '#web/components/form-text-field.tsx';
import { textCount } from './send-forms.ts';

type Props<T extends FieldValues, TOut extends FieldValues> = {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label?: string;
  autoFocus?: boolean;
};

/** A send dialog's text: several lines, with a characters counter that turns red past 1,024. */
export function SendTextField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  autoFocus,
}: Props<T, TOut>) {
  const { t } = useTranslation();
  const id = useId();
  const counterId = `${id}-counter`;
  const { count, max, over } = textCount(useWatch({ control, name }) as string | undefined);
  return (
    <div>
      <FormTextField
        control={control}
        name={name}
        id={id}
        label={label ?? t('messaging.send.text')}
        multiline
        minRows={4}
        maxRows={12}
        autoFocus={autoFocus}
        // The rule's message (when there is one) and the counter both describe the box.
        slotProps={{ htmlInput: { 'aria-describedby': `${id}-helper-text ${counterId}` } }}
      />
      <Typography
        component="p"
        id={counterId}
        variant="caption"
        sx={{ display: 'block', textAlign: 'end', color: over ? 'error.main' : 'text.secondary' }}
      >
        {t('messaging.send.counter', { count, max })}
      </Typography>
    </div>
  );
}
