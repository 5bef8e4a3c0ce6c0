import Grid from '@mui/material/Grid';
import { Children, type ReactNode } from 'react';

type FormRowProps = {
  /** Each field's share of the 12 columns from `sm` up, in order (6 = half). */
  sm: readonly number[];
  /** The same on a phone; stacked (12 each) when not given. */
  xs?: readonly number[];
  /** Centre a switch against the text fields beside it. */
  centered?: boolean;
  children: ReactNode;
};

/** Form fields side by side on a wide screen, stacked on a phone. */
export function FormRow({ sm, xs, centered, children }: FormRowProps) {
  return (
    <Grid container spacing={2} sx={centered ? { alignItems: 'center' } : undefined}>
      {Children.toArray(children).map((child, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the fields of a row are fixed; a field's place is its identity.
        <Grid key={i} size={{ xs: xs?.[i] ?? 12, sm: sm[i] ?? 12 }}>
          {child}
        </Grid>
      ))}
    </Grid>
  );
}
