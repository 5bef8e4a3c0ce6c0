import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StatementLineDraft, StatementPreview } from '@vitrina/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '#web/components/data-table.tsx';
import { phoneCardColumn } from '#web/components/phone-card.tsx';
import { useFormat } from '#web/lib/use-format.ts';
import { usePhone } from '#web/lib/use-phone.ts';

/** What a file would add: the layout it was read with, its credits and skipped rows, its first lines. */
export function StatementPreviewView({
  preview,
  currency,
}: {
  preview: StatementPreview;
  currency: 'VES' | 'USD';
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const phone = usePhone();
  const headingId = useId();
  const amount = (l: StatementLineDraft) => format.money(l.amount_cents / 100, currency);
  const day = (l: StatementLineDraft) => format.date(l.date, 'short');
  const columns: DataColumn<StatementLineDraft>[] = phone
    ? [
        phoneCardColumn({
          id: 'line',
          headers: [
            t('statements.columns.date'),
            t('statements.columns.reference'),
            t('statements.columns.amount'),
          ],
          lines: (l) => [
            { start: <Typography variant="body2">{day(l)}</Typography>, end: <strong>{amount(l)}</strong> },
            { start: <Typography sx={{ overflowWrap: 'anywhere' }}>{l.reference}</Typography> },
            {
              start: (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {l.description}
                </Typography>
              ),
            },
          ],
        }),
      ]
    : [
        { id: 'row', header: t('statements.columns.row'), cell: (l) => format.number(l.row), align: 'right' },
        { id: 'date', header: t('statements.columns.date'), cell: day },
        { id: 'reference', header: t('statements.columns.reference'), cell: (l) => l.reference },
        { id: 'amount', header: t('statements.columns.amount'), cell: amount, align: 'right' },
        { id: 'description', header: t('statements.columns.description'), cell: (l) => l.description },
      ];
  return (
    <Stack component="section" spacing={1.5} aria-labelledby={headingId} aria-live="polite">
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('statements.preview.title')}
      </Typography>
      <Typography variant="body2">
        {t('statements.preview.layout', { layout: t(`statements.layouts.${preview.layout}`) })}
        <br />
        {t('statements.preview.total', { count: preview.total, total: format.number(preview.total) })}
        {' · '}
        {t('statements.preview.skipped', { count: preview.skipped, total: format.number(preview.skipped) })}
      </Typography>
      <DataTable
        label={t('statements.preview.tableLabel')}
        columns={columns}
        rows={preview.lines}
        rowKey={(l) => l.row}
        loading={false}
        emptyText={t('statements.preview.empty')}
      />
    </Stack>
  );
}
