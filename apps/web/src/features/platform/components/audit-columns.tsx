import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '#web/components/data-table.tsx';
import { useFormat } from '#web/lib/use-format.ts';
import { changeRows, changeText } from './audit-changes.ts';

/** The changed fields of an entry as a short list: "Field: before → after". */
function AuditChangesList({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const rows = changeRows(entry);
  if (rows.length === 0) return <span>—</span>;
  const texts = {
    t,
    exists: (key: string) => i18n.exists(key),
    number: (n: number) => format.number(n),
    date: (v: string) => format.date(v),
    dateTime: (v: string) => format.dateTime(v, 'short'),
  };
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {rows.map((row) => {
        const { field, text } = changeText(row, texts);
        return (
          <Typography component="li" variant="body2" key={row.field} sx={{ overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t('platform.audit.field', { field })}
            </Box>{' '}
            <bdi>{text}</bdi>
          </Typography>
        );
      })}
    </Box>
  );
}

/** When, who, store, action, record and what changed. */
export function useAuditColumns(showStore: boolean): DataColumn<AuditEntry>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: (DataColumn<AuditEntry> | null)[] = [
    {
      id: 'when',
      header: t('platform.audit.columns.when'),
      cell: (e) => format.dateTime(e.created_at, 'short'),
    },
    {
      id: 'who',
      header: t('platform.audit.columns.who'),
      cell: (e) =>
        e.actor ? (
          <Stack>
            <span>{e.actor.name}</span>
            <Typography variant="caption" color="text.secondary">
              {t(`users.roles.${e.actor.role_id}`)}
            </Typography>
          </Stack>
        ) : (
          t('platform.audit.system')
        ),
    },
    showStore
      ? { id: 'store', header: t('platform.audit.columns.store'), cell: (e) => e.store_name ?? '—' }
      : null,
    {
      id: 'action',
      header: t('platform.audit.columns.action'),
      cell: (e) => t(`platform.audit.kinds.${e.kind}`),
    },
    {
      id: 'record',
      header: t('platform.audit.columns.record'),
      cell: (e) =>
        `${t(`platform.audit.entities.${e.entity}`, { defaultValue: e.entity })}${e.entity_id ? ` #${e.entity_id}` : ''}`,
    },
    {
      id: 'changes',
      header: t('platform.audit.columns.changes'),
      cell: (e) => <AuditChangesList entry={e} />,
    },
  ];
  return columns.filter((c): c is DataColumn<AuditEntry> => c !== null);
}
