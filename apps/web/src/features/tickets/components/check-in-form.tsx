import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeCode } from './check-in-scan.ts';

/** The typed code: focused at once, Enter checks it, emptied for the next one. */
export function CheckInForm({ onCode, busy }: { onCode: (code: string) => void; busy: boolean }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = normalizeCode(code);
    if (!typed || busy) return;
    onCode(typed);
    setCode('');
  };
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      onSubmit={submit}
      noValidate
      sx={{ alignItems: 'flex-start' }}
    >
      <TextField
        label={t('ticketSales.checkIn.code')}
        value={code}
        onChange={(e) => setCode(e.target.value.toUpperCase())}
        autoFocus
        autoComplete="off"
        slotProps={{
          htmlInput: { maxLength: 80, autoCapitalize: 'characters', spellCheck: false, dir: 'ltr' },
        }}
        sx={{ flex: 1, minWidth: 0 }}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ minHeight: 56 }}>
        {t('ticketSales.checkIn.check')}
      </Button>
    </Stack>
  );
}
