import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

/**
 * Where a figure or a panel will be once its answer arrives: a pulsing grey shape, as MUI's
 * Skeleton draws it, in a few lines instead of its chunk (the dashboard is the owner's first
 * screen, and its weight has a budget: npm run bench).
 */
export function Placeholder({
  width,
  height,
  radius = 1,
}: {
  width?: number;
  height: number | string;
  radius?: number;
}) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      sx={{
        display: 'block',
        width,
        height,
        borderRadius: radius,
        bgcolor: 'action.hover',
        animation: `${pulse} 2s ease-in-out 0.5s infinite`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    />
  );
}
