import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

export type HeaderIconProps = {
  label: string;
  children: ReactNode;
  onClick?: () => void;
  /** Opens in another tab (the store's own pages). */
  href?: string;
  'data-tour'?: string;
};

/** One icon of the header, named for screen readers and in a tooltip. */
export function HeaderIcon({ label, children, ...props }: HeaderIconProps) {
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        {...props}
        {...(props.href ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
      </IconButton>
    </Tooltip>
  );
}
