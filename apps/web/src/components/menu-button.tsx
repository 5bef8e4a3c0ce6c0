import { type MouseEvent, type ReactNode, Suspense, useId, useState } from 'react';

/** Where an open menu hangs and how it closes; handed to its lazily loaded list. */
export type MenuPlacement = {
  id: string;
  labelledBy: string;
  anchor: HTMLElement | null;
  onClose: () => void;
};

/**
 * A button that opens a menu whose code loads on the first click (MUI's Menu brings Popover and
 * Modal, ~13 KB gzip, which no screen needs before someone opens a menu): the button's ARIA
 * wiring, the menu's placement, and whether it was ever opened.
 */
export function useMenuButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  const placement: MenuPlacement = {
    id: menuId,
    labelledBy: buttonId,
    anchor,
    onClose: () => setAnchor(null),
  };
  return {
    used,
    placement,
    buttonProps: {
      id: buttonId,
      'aria-haspopup': 'menu' as const,
      'aria-controls': anchor ? menuId : undefined,
      'aria-expanded': anchor ? true : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => {
        setUsed(true);
        setAnchor(event.currentTarget);
      },
    },
  };
}

/** Renders the lazily loaded menu once it was first opened. */
export function LazyMenu({ used, children }: { used: boolean; children: ReactNode }) {
  return used ? <Suspense fallback={null}>{children}</Suspense> : null;
}
