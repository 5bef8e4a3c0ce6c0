import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PageMeta } from '@vitrina/contract';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state.tsx';
import { loadErrorText } from './load-error.ts';
import { PagingBar, type TablePaging } from './table-paging.tsx';
import { type TableSearch, TableToolbar } from './table-toolbar.tsx';

/**
 * A DataTable's rows, loading, refetching, error and paging from the query of one page and its
 * cursor paging (lib/use-cursor-paging.ts): `<DataTable {...pagedRows(query, paging)} … />`.
 */
export function pagedRows<T>(
  query: UseQueryResult<{ data: T[]; meta: PageMeta }>,
  paging: { paging: (meta: PageMeta | undefined) => TablePaging },
) {
  return {
    rows: query.data?.data,
    loading: query.isPending,
    fetching: query.isFetching && query.isPlaceholderData,
    error: query.error,
    onRetry: () => void query.refetch(),
    paging: paging.paging(query.data?.meta),
  };
}

export type DataColumn<T> = {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
};

type DataTableProps<T> = {
  /** Accessible name of the table. */
  label: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => Key;
  /** First load: skeleton rows. */
  loading: boolean;
  /** A later load (next page, new search): a thin progress bar over the old rows. */
  fetching?: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyText: string;
  search?: TableSearch;
  paging?: TablePaging;
  /** Buttons beside the search box (e.g. "New product"). */
  actions?: ReactNode;
  skeletonRows?: number;
};

/**
 * The panel's list: search box, rows, "previous / next" paging over server cursors, a skeleton
 * while the first page loads and an empty state. Stateless: the screen owns query and paging.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  loading,
  fetching = false,
  error,
  onRetry,
  emptyText,
  search,
  paging,
  actions,
  skeletonRows = 5,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const showSkeleton = loading && !rows;
  const empty = !showSkeleton && !error && (rows?.length ?? 0) === 0;

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {search || actions ? <TableToolbar search={search} actions={actions} /> : null}
      <Box sx={{ height: 4 }}>{fetching && !showSkeleton ? <LinearProgress aria-hidden /> : null}</Box>
      {error ? (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={
            onRetry ? (
              <Button color="inherit" size="small" onClick={onRetry}>
                {t('table.retry')}
              </Button>
            ) : undefined
          }
        >
          {loadErrorText(t, error)}
        </Alert>
      ) : null}
      <TableContainer>
        <Table size="small" aria-label={label} aria-busy={loading || fetching}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.id} align={column.align} sx={{ width: column.width, fontWeight: 600 }}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {showSkeleton
              ? Array.from({ length: skeletonRows }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <TableRow key={i} aria-hidden>
                    {columns.map((column) => (
                      <TableCell key={column.id}>
                        <Skeleton variant="text" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              : rows?.map((row) => (
                  <TableRow key={rowKey(row)} hover>
                    {columns.map((column) => (
                      <TableCell key={column.id} align={column.align}>
                        {column.cell(row)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
          </TableBody>
        </Table>
      </TableContainer>
      {empty ? <EmptyState text={emptyText} /> : null}
      {paging && !empty ? <PagingBar paging={paging} /> : null}
    </Paper>
  );
}
