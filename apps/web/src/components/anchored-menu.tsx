import Menu from '@mui/material/Menu';
import type { ReactNode } from 'react';
import type { MenuPlacement } from './menu-button.tsx';

/** MUI's Menu at a menu button (menu-button.tsx); `end` opens it under the button's end edge. */
export function AnchoredMenu({
  placement: { id, labelledBy, anchor, onClose },
  end = false,
  dense = false,
  children,
}: {
  placement: MenuPlacement;
  end?: boolean;
  dense?: boolean;
  children: ReactNode;
}) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={!!anchor}
      onClose={onClose}
      {...(end
        ? {
            anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
            transformOrigin: { vertical: 'top', horizontal: 'right' },
          }
        : {})}
      slotProps={{ list: { 'aria-labelledby': labelledBy, dense } }}
    >
      {children}
    </Menu>
  );
}
