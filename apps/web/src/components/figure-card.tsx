import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

type FigureCardProps = {
  label: string;
  /** The figure, already formatted (or a skeleton while it loads). */
  value: ReactNode;
  hint?: string;
  icon?: ReactNode;
  className?: string;
};

/** One figure of a dashboard or report: a label, a big value and a hint below. */
export function FigureCard({ label, value, hint, icon, className }: FigureCardProps) {
  const labelId = useId();
  return (
    <Card
      variant="outlined"
      role="group"
      aria-labelledby={labelId}
      className={className}
      sx={{ height: '100%' }}
    >
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
              bgcolor: 'accent.main',
              color: 'accent.contrastText',
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
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {value}
          </Typography>
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
