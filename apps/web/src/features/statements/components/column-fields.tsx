import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DATE_ORDERS, type DateOrder, type StatementMapping } from '@vitrina/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '#web/components/text-input.tsx';
import type { StatementUpload } from '#web/features/statements/api/statement.queries.ts';

export type Columns = StatementUpload['columns'];

/** The columns of another layout, from the account's saved mapping (blank without one). */
export function columnsOf(mapping: StatementMapping | null): Columns {
  return {
    date_column: mapping?.date_column ?? '',
    reference_column: mapping?.reference_column ?? '',
    amount_column: mapping?.amount_column ?? '',
    description_column: mapping?.description_column ?? '',
    date_order: mapping?.date_order ?? 'dmy',
  };
}

const TEXT_COLUMNS = [
  ['date_column', 'dateColumn', true],
  ['reference_column', 'referenceColumn', true],
  ['amount_column', 'amountColumn', true],
  ['description_column', 'descriptionColumn', false],
] as const;

/** "Otro formato": which header names the date, the reference, the credit and the description. */
export function ColumnFields({ columns, onChange }: { columns: Columns; onChange: (next: Columns) => void }) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <Stack spacing={2} role="group" aria-labelledby={hintId}>
      <Typography id={hintId} variant="body2" color="text.secondary">
        {t('statements.import.columnsHint')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {TEXT_COLUMNS.map(([name, label, required]) => (
          <TextInput
            key={name}
            name={name}
            label={t(`statements.import.${label}`)}
            required={required}
            value={columns[name]}
            onChange={(e) => onChange({ ...columns, [name]: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 80 } }}
            sx={{ flex: { md: '1 1 200px' } }}
          />
        ))}
        <TextField
          select
          label={t('statements.import.dateOrder')}
          value={columns.date_order}
          onChange={(e) => onChange({ ...columns, date_order: e.target.value as DateOrder })}
          sx={{ flex: { md: '1 1 200px' } }}
        >
          {DATE_ORDERS.map((order) => (
            <MenuItem key={order} value={order}>
              {t(`statements.import.dateOrders.${order}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Stack>
  );
}
