import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { FigureCard } from '#web/components/figure-card.tsx';
import { visuallyHidden } from '#web/components/visually-hidden.ts';
import { useCountUp } from './count-up.ts';
import { Placeholder } from './placeholder.tsx';

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
  const animated = useCountUp<HTMLSpanElement>(value, (shown) =>
    format(integer ? Math.round(shown) : Math.round(shown * 100) / 100),
  );
  return (
    <FigureCard
      label={label}
      icon={icon}
      hint={hint}
      value={
        value === undefined ? (
          <Placeholder width={100} height="1.5rem" />
        ) : (
          <>
            <span aria-hidden data-testid="counter-animated" ref={animated} />
            <Box component="span" sx={visuallyHidden}>
              {format(value)}
            </Box>
          </>
        )
      }
    />
  );
}
