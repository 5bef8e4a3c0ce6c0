import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { MATCH_STATES, type MatchState, type StatementAccount } from '@vitrina/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, pagedRows } from '#web/components/data-table.tsx';
import { FilterSelect } from '#web/components/filters-bar.tsx';
import { Panel } from '#web/components/panel.tsx';
import {
  type LineFilters,
  useStatementLines,
  useStatements,
} from '#web/features/statements/api/statement.queries.ts';
import { useCursorPaging } from '#web/lib/use-cursor-paging.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { useLineColumns } from './line-columns.tsx';
import type { PaymentKind } from './payment-kind.ts';
import { ReconciliationActions } from './reconciliation-actions.tsx';

/**
 * The account's statement lines: one chip per state with its count, which also filters the list
 * (all, or one state), the statement they came from, and the lines page by page with their matches.
 */
export function StatementLinesPanel(props: {
  account: StatementAccount;
  kind: PaymentKind;
  filters: LineFilters;
  onFilters: (filters: LineFilters) => void;
}) {
  const { account, kind, filters, onFilters } = props;
  const { t } = useTranslation();
  const format = useFormat();
  const headingId = useId();
  const statements = useStatements(account.id);
  const paging = useCursorPaging(JSON.stringify(filters));
  const lines = useStatementLines(account.id, filters, paging.cursor);
  const columns = useLineColumns(account, kind);
  const all = MATCH_STATES.reduce((n, s) => n + (account.counts[s] ?? 0), 0);

  const chip = (state: MatchState | null, count: number) => {
    const selected = filters.state === state;
    return (
      <Chip
        key={state ?? 'all'}
        label={t('statements.counts.chip', {
          state: t(`statements.states.${state ?? 'all'}`),
          n: format.number(count),
        })}
        color={selected ? 'primary' : 'default'}
        variant={selected ? 'filled' : 'outlined'}
        aria-pressed={selected}
        onClick={() => onFilters({ ...filters, state })}
      />
    );
  };

  return (
    <Panel id={headingId} title={t('statements.lines.title')}>
      <Stack spacing={2}>
        <Stack
          direction="row"
          useFlexGap
          spacing={1}
          sx={{ flexWrap: 'wrap' }}
          role="group"
          aria-label={t('statements.counts.label')}
        >
          {chip(null, all)}
          {MATCH_STATES.map((s) => chip(s, account.counts[s] ?? 0))}
        </Stack>
        <ReconciliationActions account={account} kind={kind} />
        <FilterSelect
          label={t('statements.lines.statement')}
          value={filters.statementId === null ? null : String(filters.statementId)}
          allLabel={t('statements.lines.allStatements')}
          choices={(statements.data?.data ?? []).map((s) => ({
            value: String(s.id),
            label: t('statements.lines.statementOption', {
              name: s.file_name,
              at: format.date(s.imported_at, 'short'),
            }),
          }))}
          onChange={(v) => onFilters({ ...filters, statementId: v === null ? null : Number(v) })}
          sx={{ width: { xs: '100%', sm: 360 }, maxWidth: '100%' }}
        />
        <DataTable
          label={t('statements.lines.tableLabel')}
          columns={columns}
          {...pagedRows(lines, paging)}
          rowKey={(l) => l.id}
          emptyText={
            all > 0 && (filters.state || filters.statementId)
              ? t('statements.lines.noMatches')
              : t('statements.lines.empty')
          }
          skeletonRows={6}
        />
      </Stack>
    </Panel>
  );
}
