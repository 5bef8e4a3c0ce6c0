import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '#web/components/visually-hidden.ts';

/** What the server reads: a CSV export or an Excel workbook (it checks the bytes again). */
const ACCEPTED = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The statement's file: a button opens the chooser (the input itself is hidden but named), the
 * chosen file's name beside it, and under it why the server refused the file.
 */
export function StatementFileField(props: {
  file: File | null;
  problem: string | null;
  disabled: boolean;
  onFile: (file: File | null) => void;
}) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const nameId = useId();
  const problemId = useId();
  const described = props.problem ? `${nameId} ${problemId}` : nameId;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // The same file may be chosen again after fixing it.
    event.target.value = '';
    props.onFile(chosen);
  };
  return (
    <Box>
      <Box
        component="input"
        ref={inputRef}
        type="file"
        accept={ACCEPTED}
        onChange={onChange}
        aria-label={t('statements.import.file')}
        aria-describedby={described}
        aria-invalid={props.problem ? true : undefined}
        sx={visuallyHidden}
        tabIndex={-1}
        disabled={props.disabled}
      />
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          color={props.problem ? 'error' : 'primary'}
          startIcon={<UploadFileIcon />}
          onClick={() => inputRef.current?.click()}
          disabled={props.disabled}
          aria-describedby={described}
        >
          {t('statements.import.choose')}
        </Button>
        <Typography id={nameId} variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {props.file
            ? t('statements.import.chosen', { name: props.file.name })
            : t('statements.import.noFile')}
        </Typography>
      </Stack>
      {props.problem ? (
        <FormHelperText id={problemId} error role="alert" sx={{ mx: 0, mt: 1 }}>
          {props.problem}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
