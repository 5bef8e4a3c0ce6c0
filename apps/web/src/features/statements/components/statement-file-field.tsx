import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FileButton } from '#web/components/file-button.tsx';

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
  const nameId = useId();
  const problemId = useId();
  const described = props.problem ? `${nameId} ${problemId}` : nameId;
  return (
    <Box>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FileButton
          label={t('statements.import.choose')}
          inputLabel={t('statements.import.file')}
          accept={ACCEPTED}
          icon={<UploadFileIcon />}
          color={props.problem ? 'error' : 'primary'}
          disabled={props.disabled}
          describedBy={described}
          invalid={!!props.problem}
          onFiles={([chosen]) => props.onFile(chosen ?? null)}
        />
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
