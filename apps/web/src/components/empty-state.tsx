import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** What an empty list shows instead of rows. */
export function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', py: 5, px: 2, color: 'text.secondary' }}>
      <InboxOutlinedIcon fontSize="large" aria-hidden />
      <Typography>{text}</Typography>
      {action}
    </Stack>
  );
}
