import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { StatementAccount } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';

/** Which payment account is reconciled: its bank, currency and number. */
export function AccountPicker(props: {
  accounts: readonly StatementAccount[];
  value: number | null;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={t('statements.account.label')}
      value={props.value === null ? '' : String(props.value)}
      onChange={(e) => props.onChange(Number(e.target.value))}
      sx={{ minWidth: 0, width: { xs: '100%', sm: 560 }, maxWidth: '100%' }}
    >
      {props.accounts.map((a) => (
        <MenuItem key={a.id} value={String(a.id)} sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
          {t('statements.account.option', {
            bank: a.bank_name,
            currency: t(`statements.account.currencies.${a.account_type}`),
            number: a.account_number,
          })}
        </MenuItem>
      ))}
    </TextField>
  );
}
