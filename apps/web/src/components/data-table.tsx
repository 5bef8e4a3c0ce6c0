import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PageMeta } from '@vitrina/contract';
import { type Key, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, NetworkError } from '../lib/api-client.ts';

export type DataColumn<T> = {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
};

export type TablePaging = {
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  total?: number;
  totalIsEstimate?: boolean;
};

export type TableSearch = {
  value: string;
  onChange: (value: string) => void;
  label: string;
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
      {search || actions ? (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ p: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          {search ? (
            <TextField
              type="search"
              size="small"
              label={search.label}
              value={search.value}
              onChange={(event) => search.onChange(event.target.value)}
              sx={{ minWidth: { sm: 280 } }}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          ) : (
            <Box />
          )}
          {actions ? (
            <Stack direction="row" spacing={1}>
              {actions}
            </Stack>
          ) : null}
        </Stack>
      ) : null}
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

export function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', py: 5, px: 2, color: 'text.secondary' }}>
      <InboxOutlinedIcon fontSize="large" aria-hidden />
      <Typography>{text}</Typography>
      {action}
    </Stack>
  );
}

function PagingBar({ paging }: { paging: TablePaging }) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      spacing={2}
      component="nav"
      aria-label={t('table.pagination')}
      sx={{ p: 1.5, alignItems: 'center', justifyContent: 'flex-end', borderTop: 1, borderColor: 'divider' }}
    >
      <Typography variant="body2" color="text.secondary">
        {paging.total === undefined
          ? t('table.page', { page: paging.page })
          : t(paging.totalIsEstimate ? 'table.pageOfAbout' : 'table.pageOf', {
              page: paging.page,
              total: paging.total,
            })}
      </Typography>
      <Button
        size="small"
        startIcon={<ChevronLeftIcon />}
        disabled={!paging.hasPrevious}
        onClick={paging.onPrevious}
      >
        {t('table.previous')}
      </Button>
      <Button size="small" endIcon={<ChevronRightIcon />} disabled={!paging.hasNext} onClick={paging.onNext}>
        {t('table.next')}
      </Button>
    </Stack>
  );
}

/** The text of a list that failed to load. */
export function loadErrorText(t: (key: string) => string, error: unknown): string {
  if (error instanceof NetworkError) return t('toasts.common.connectionError');
  if (error instanceof ApiError && error.message) return error.message;
  return t('toasts.common.unexpected');
}

/**
 * Cursor paging of one list: a stack of the cursors that opened each page seen so far, so
 * "previous" works without the server paging backwards. Changing `resetKey` (the search, a
 * filter) goes back to the first page.
 */
export function useCursorPaging(resetKey: string) {
  const [state, setState] = useState<{ key: string; stack: (string | undefined)[] }>({
    key: resetKey,
    stack: [undefined],
  });
  const stack = state.key === resetKey ? state.stack : [undefined];
  return {
    cursor: stack.at(-1),
    page: stack.length,
    /** Paging props for DataTable from the current page's meta. */
    paging(meta: PageMeta | undefined): TablePaging {
      return {
        page: stack.length,
        hasPrevious: stack.length > 1,
        hasNext: !!meta?.next_cursor,
        total: meta ? Math.max(1, Math.ceil(meta.total / Math.max(1, meta.per_page))) : undefined,
        totalIsEstimate: meta?.total_is_estimate,
        onPrevious: () => setState({ key: resetKey, stack: stack.slice(0, -1) }),
        onNext: () => {
          if (meta?.next_cursor) setState({ key: resetKey, stack: [...stack, meta.next_cursor] });
        },
      };
    },
  };
}

/** `value`, once it has stopped changing for `delay` ms (search boxes). */
export function useDebouncedValue<T>(value: T, delay = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
