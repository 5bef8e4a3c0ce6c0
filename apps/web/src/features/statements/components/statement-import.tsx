import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  STATEMENT_LAYOUTS,
  type StatementAccount,
  type StatementLayout,
  type StatementPreview,
} from '@vitrina/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '#web/components/panel.tsx';
import {
  type StatementUpload,
  useImportStatement,
  usePreviewStatement,
} from '#web/features/statements/api/statement.queries.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { toastFailure } from '#web/lib/server-errors.ts';
import { toast } from '#web/lib/toast.ts';
import { ColumnFields, columnsOf } from './column-fields.tsx';
import { StatementFileField } from './statement-file-field.tsx';
import { StatementPreviewView } from './statement-preview.tsx';

const AUTO = 'auto';

/** A refused file's text: what the server says of the file (a row and column), else its first word. */
function fileProblem(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  return error.errors.file?.[0] ?? Object.values(error.errors).flat()[0] ?? error.message;
}

/**
 * Reading a bank's statement file into the account: the file, the bank's layout (or recognised
 * by its headers, or the columns of another layout), a preview of what would be imported, the import.
 */
export function StatementImportPanel({ account }: { account: StatementAccount }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [layout, setLayout] = useState<StatementLayout | null>(null);
  const [columns, setColumns] = useState(() => columnsOf(account.settings.mapping));
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<StatementPreview | null>(null);
  const read = usePreviewStatement(account.id);
  const importing = useImportStatement(account.id);
  const busy = read.isPending || importing.isPending;

  // What is shown belongs to the file and the way it is read: any change leaves it behind.
  const changed = () => {
    setProblem(null);
    setPreview(null);
  };
  const upload = (): StatementUpload | null => {
    if (file) return { file, layout, columns };
    setProblem(t('statements.import.needFile'));
    return null;
  };
  const failed = (fallbackKey: string) => (error: unknown) => {
    const text = fileProblem(error);
    if (text) setProblem(text);
    else toastFailure(t, error, { fallbackKey });
  };

  const onPreview = () => {
    const body = upload();
    if (body)
      read.mutate(body, { onSuccess: setPreview, onError: failed('statements.toasts.previewFailed') });
  };
  const onImport = () => {
    const body = upload();
    if (!body) return;
    importing.mutate(body, {
      onSuccess: (reply) => {
        toast.success(
          reply.statement
            ? t('statements.toasts.imported', { count: reply.statement.lines })
            : t('statements.toasts.alreadyImported'),
        );
        setFile(null);
        changed();
      },
      onError: failed('statements.toasts.importFailed'),
    });
  };

  return (
    <Panel id={headingId} title={t('statements.import.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('statements.import.hint')}
      </Typography>
      <Stack spacing={2}>
        <StatementFileField
          file={file}
          problem={problem}
          disabled={busy}
          onFile={(chosen) => {
            setFile(chosen);
            changed();
          }}
        />
        <TextField
          select
          label={t('statements.import.layout')}
          value={layout ?? AUTO}
          onChange={(e) => {
            setLayout(e.target.value === AUTO ? null : (e.target.value as StatementLayout));
            changed();
          }}
          sx={{ width: { xs: '100%', sm: 320 } }}
        >
          <MenuItem value={AUTO}>{t('statements.import.auto')}</MenuItem>
          {STATEMENT_LAYOUTS.map((l) => (
            <MenuItem key={l} value={l}>
              {t(`statements.layouts.${l}`)}
            </MenuItem>
          ))}
        </TextField>
        {layout === 'custom' ? (
          <ColumnFields
            columns={columns}
            onChange={(next) => {
              setColumns(next);
              changed();
            }}
          />
        ) : null}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={onPreview} loading={read.isPending} disabled={busy}>
            {t('statements.import.preview')}
          </Button>
          <Button variant="contained" onClick={onImport} loading={importing.isPending} disabled={busy}>
            {t('statements.import.import')}
          </Button>
        </Box>
        {preview ? <StatementPreviewView preview={preview} currency={account.account_type} /> : null}
      </Stack>
    </Panel>
  );
}
