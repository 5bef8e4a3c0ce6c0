import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The top of a payment's details page (a sale, a licence payment): its title and status chips,
 * when and where it came from, its amount, and the decisions open beside them (below on a phone).
 */
export function DetailsHeading(props: {
  title: string;
  chips: ReactNode;
  subtitle: string;
  amount: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="h5" component="h2">
            {props.title}
          </Typography>
          {props.chips}
        </Stack>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {props.subtitle}
        </Typography>
        <Box sx={{ mt: 1 }}>{props.amount}</Box>
      </Box>
      {props.actions}
    </Stack>
  );
}
