import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { useCountUp } from './count-up.ts';

type Props = {
  label: string;
  value: number | undefined;
  format: (value: number) => string;
  icon?: ReactNode;
  hint?: string;
  /** Whole numbers count in whole steps. */
  integer?: boolean;
};

/** A dashboard figure that counts up to its value; screen readers get the value only. */
export function CounterCard({ label, value, format, icon, hint, integer = false }: Props) {
  const animated = useCountUp(value ?? 0);
  const shown = integer ? Math.round(animated) : Math.round(animated * 100) / 100;
  const labelId = useId();
  return (
    <Card variant="outlined" role="group" aria-labelledby={labelId} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        {icon ? (
          <Box
            aria-hidden
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: 48,
              height: 48,
              borderRadius: 2,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              flexShrink: 0,
            }}
          >
            {icon}
          </Box>
        ) : null}
        <Box sx={{ minWidth: 0 }}>
          <Typography id={labelId} variant="body2" color="text.secondary">
            {label}
          </Typography>
          {value === undefined ? (
            <Skeleton variant="text" width={100} sx={{ fontSize: '1.5rem' }} />
          ) : (
            <Typography
              variant="h5"
              component="p"
              sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
            >
              <span aria-hidden data-testid="counter-animated">
                {format(shown)}
              </span>
              <Box component="span" sx={visuallyHidden}>
                {format(value)}
              </Box>
            </Typography>
          )}
          {hint ? (
            <Typography variant="caption" color="text.secondary">
              {hint}
            </Typography>
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
}
