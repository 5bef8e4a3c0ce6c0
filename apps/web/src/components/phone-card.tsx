import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { DataColumn } from './data-table.tsx';

/** One line of a phone card: what is checked first at its start, a status or an amount at its end. */
export type CardLine = { start: ReactNode; end?: ReactNode };

/** A list row drawn as a small card on a phone, where a table's columns would not fit. */
export function PhoneCard({ lines, testId }: { lines: readonly CardLine[]; testId?: string }) {
  return (
    <Box
      data-testid={testId}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        alignItems: 'center',
        columnGap: 1,
        rowGap: 0.5,
        py: 0.5,
      }}
    >
      {lines.flatMap(({ start, end }, i) => [
        // biome-ignore lint/suspicious/noArrayIndexKey: a card's lines are fixed, never reordered
        <Box key={`start-${i}`} sx={{ minWidth: 0 }}>
          {start}
        </Box>,
        // biome-ignore lint/suspicious/noArrayIndexKey: as above
        <Box key={`end-${i}`} sx={{ justifySelf: 'end', textAlign: 'end' }}>
          {end}
        </Box>,
      ])}
    </Box>
  );
}

/**
 * A list's one column on a phone: each row drawn as a PhoneCard of `lines`, the header naming
 * what the cards show, in their order ("Número · Cliente · Total").
 */
export function phoneCardColumn<T>(column: {
  id: string;
  headers: readonly string[];
  testId?: string;
  lines: (row: T) => readonly CardLine[];
}): DataColumn<T> {
  return {
    id: column.id,
    header: column.headers.join(' · '),
    cell: (row) => <PhoneCard testId={column.testId} lines={column.lines(row)} />,
  };
}

/** A row's number (#42) linking to its details, named for screen readers by `label`. */
export function NumberLink({ id, to, label }: { id: number; to: string; label: string }) {
  return (
    <Link component={RouterLink} to={to} aria-label={label} sx={{ fontWeight: 600 }}>
      #{id}
    </Link>
  );
}
