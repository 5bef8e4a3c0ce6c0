import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Key, ReactNode } from 'react';

export type ReportColumn<T> = { id: string; header: string; cell: (row: T) => ReactNode; numeric?: boolean };

type Props<T> = {
  label: string;
  columns: readonly ReportColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => Key;
  emptyText: string;
  maxHeight?: number;
};

/** A plain figures table of the report (no paging: a range's breakdowns are small). */
export function ReportTable<T>({ label, columns, rows, rowKey, emptyText, maxHeight }: Props<T>) {
  if (rows.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
        {emptyText}
      </Typography>
    );
  return (
    <TableContainer
      // A scrolling table must be reachable with the keyboard.
      {...(maxHeight ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
      sx={{ maxHeight, '@media print': { maxHeight: 'none', overflow: 'visible' } }}
    >
      <Table size="small" stickyHeader={!!maxHeight} aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.id} align={c.numeric ? 'right' : 'left'} sx={{ fontWeight: 600 }}>
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((c) => (
                <TableCell key={c.id} align={c.numeric ? 'right' : 'left'}>
                  {c.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
