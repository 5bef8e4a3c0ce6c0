import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type EventBody, TICKET_TYPES_MAX } from '@vitrina/contract';
import { type Control, useFieldArray, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMoneyField } from '#web/components/form-money-field.tsx';
import { FormRow } from '#web/components/form-row.tsx';
import { FormTextField } from '#web/components/form-text-field.tsx';
import { fieldErrorText } from '#web/lib/forms.ts';
import { blankTicketType, type EventForm } from './event-form.ts';

type Props = { control: Control<EventForm, unknown, EventBody> };

/** The event's ticket types: at least one; a type that has sales stays (its remove button says why). */
export function TicketTypesEditor({ control }: Props) {
  const { t } = useTranslation();
  // keyName: the rows keep their own `id` (an existing type's), React's key is another field.
  const { fields, append, remove } = useFieldArray({ control, name: 'ticket_types', keyName: 'key' });
  const { errors } = useFormState({ control, name: 'ticket_types' });
  const listError =
    errors.ticket_types?.root ?? (errors.ticket_types?.message ? errors.ticket_types : undefined);
  const listText = fieldErrorText(t, 'ticket_types', listError as Parameters<typeof fieldErrorText>[2]);

  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('tickets.events.form.types')}
      </Typography>
      {fields.map((row, index) => {
        const reason =
          row.sold > 0
            ? t('tickets.events.form.typeHasSales', { count: row.sold })
            : fields.length === 1
              ? t('tickets.events.form.typeLast')
              : null;
        const typeName = row.name || t('tickets.events.form.typeNumber', { n: index + 1 });
        return (
          <Paper
            key={row.key}
            variant="outlined"
            role="group"
            aria-label={t('tickets.events.form.typeNumber', { n: index + 1 })}
            sx={{ p: 1.5 }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <FormRow sm={[5, 4, 3]}>
                <FormTextField
                  control={control}
                  name={`ticket_types.${index}.name`}
                  label={t('tickets.events.form.typeName')}
                  required
                />
                <FormMoneyField
                  control={control}
                  name={`ticket_types.${index}.price`}
                  label={t('tickets.events.form.typePrice')}
                  required
                />
                <FormTextField
                  control={control}
                  name={`ticket_types.${index}.quota`}
                  label={t('tickets.events.form.typeQuota')}
                  type="number"
                  required
                  slotProps={{ htmlInput: { inputMode: 'numeric', min: Math.max(1, row.sold), step: 1 } }}
                />
              </FormRow>
              <Tooltip title={reason ?? ''}>
                <span>
                  <IconButton
                    aria-label={t('tickets.events.form.removeType', { name: typeName })}
                    onClick={() => remove(index)}
                    disabled={!!reason}
                  >
                    <DeleteOutlinedIcon />
                  </IconButton>
                </span>
              </Tooltip>
            </Stack>
            {row.sold > 0 ? (
              <Typography variant="caption" color="text.secondary">
                {t('tickets.events.form.typeHasSales', { count: row.sold })}
              </Typography>
            ) : null}
          </Paper>
        );
      })}
      {listText ? <FormHelperText error>{listText}</FormHelperText> : null}
      <div>
        <Button
          startIcon={<AddIcon />}
          onClick={() => append(blankTicketType())}
          disabled={fields.length >= TICKET_TYPES_MAX}
        >
          {t('tickets.events.form.addType')}
        </Button>
      </div>
    </Stack>
  );
}
