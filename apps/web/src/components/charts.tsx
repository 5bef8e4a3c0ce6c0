import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ChipColor } from './sale-status.ts';

export type ChartPoint = {
  key: string;
  /** Text under the bar (shown for some bars when there are many). */
  label: string;
  value: number;
  /** Full text of the bar (tooltip and the accessible name). */
  title: string;
};

type BarChartProps = {
  /** Accessible name of the chart; the numbers are also in a table next to it. */
  label: string;
  points: readonly ChartPoint[];
  height?: number;
  /** The top of the scale, already formatted. */
  formatMax?: (value: number) => string;
};

/**
 * A light bar chart drawn with boxes: no chart library in the bundle. Screen readers get the
 * list of values through each bar's label; screens show the figures in a table as well.
 */
export function BarChart({ label, points, height = 180, formatMax }: BarChartProps) {
  const max = Math.max(0, ...points.map((p) => p.value));
  // At most about 12 labels under the axis, whatever the number of bars.
  const every = Math.max(1, Math.ceil(points.length / 12));
  return (
    <Box role="figure" aria-label={label} sx={{ width: '100%' }}>
      {formatMax ? (
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
          {formatMax(max)}
        </Typography>
      ) : null}
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          alignItems: 'flex-end',
          gap: points.length > 60 ? '1px' : '3px',
          height,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {points.map((p) => (
          <Tooltip key={p.key} title={p.title} placement="top" disableInteractive>
            <Box
              component="li"
              aria-label={p.title}
              tabIndex={points.length <= 31 ? 0 : undefined}
              // Each bar's own size goes inline: in `sx` every bar would compile and insert a
              // CSS rule of its own; this way all bars share one.
              style={{ height: max > 0 ? `${Math.max(p.value > 0 ? 1 : 0, (p.value / max) * 100)}%` : 0 }}
              sx={{
                flex: 1,
                minWidth: 0,
                bgcolor: 'primary.main',
                borderRadius: '3px 3px 0 0',
                transition: 'height 0.4s',
                '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
                '&:hover, &:focus-visible': { bgcolor: 'primary.dark', outline: 'none' },
                '@media print': { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' },
              }}
            />
          </Tooltip>
        ))}
      </Box>
      <Box aria-hidden sx={{ display: 'flex', gap: points.length > 60 ? '1px' : '3px', mt: 0.5 }}>
        {points.map((p, i) => (
          <Typography
            key={p.key}
            variant="caption"
            color="text.secondary"
            sx={{ flex: 1, minWidth: 0, textAlign: 'center', whiteSpace: 'nowrap', overflow: 'visible' }}
          >
            {i % every === 0 ? p.label : ''}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

export type ShareRow = { key: string; label: string; value: number; text: string; color?: ChipColor };

/** Horizontal bars, each a share of the largest: statuses, channels, best sellers. */
export function ShareBars({ label, rows }: { label: string; rows: readonly ShareRow[] }) {
  const max = Math.max(0, ...rows.map((r) => r.value));
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, mb: 1 }}>
      {rows.map((r) => {
        const color = !r.color || r.color === 'default' ? 'grey.500' : `${r.color}.main`;
        return (
          <Box component="li" key={r.key} sx={{ mb: 1.25 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2" noWrap>
                {r.label}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {r.text}
              </Typography>
            </Box>
            <Box sx={{ height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}>
              <Box
                style={{ width: max > 0 ? `${(r.value / max) * 100}%` : 0 }}
                sx={{
                  height: '100%',
                  bgcolor: color,
                  borderRadius: 4,
                  '@media print': { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' },
                }}
              />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
