import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

export type TableSearch = {
  value: string;
  onChange: (value: string) => void;
  label: string;
};

/** Above a list: its search box, and its buttons (e.g. "New product"). */
export function TableToolbar({ search, actions }: { search?: TableSearch; actions?: ReactNode }) {
  return (
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
  );
}
