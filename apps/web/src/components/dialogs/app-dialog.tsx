import Box from '@mui/material/Box';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import { useEffect, useState } from 'react';
import { visuallyHidden } from '#web/components/visually-hidden.ts';
import { type Toast, watchToasts } from '#web/lib/toast.ts';

type Heard = Toast & { id: number };

/**
 * While a modal is open MUI hides everything outside it from screen readers, toasts included.
 * Each dialog therefore carries two live regions that repeat the toasts raised while it is open:
 * errors as alerts, the rest as status messages. The regions exist from the moment the dialog
 * opens, so a change in them is announced; each toast is a new node, so a repeat is announced too.
 */
function ToastEcho() {
  const [heard, setHeard] = useState<Heard | null>(null);
  useEffect(() => {
    let id = 0;
    return watchToasts((toast) => setHeard({ ...toast, id: ++id }));
  }, []);
  const urgent = heard?.variant === 'error' || heard?.variant === 'warning';
  return (
    <>
      <Box role="alert" sx={visuallyHidden}>
        {heard && urgent ? <span key={heard.id}>{heard.message}</span> : null}
      </Box>
      <Box role="status" sx={visuallyHidden}>
        {heard && !urgent ? <span key={heard.id}>{heard.message}</span> : null}
      </Box>
    </>
  );
}

/** MUI's Dialog, with the toasts raised while it is open read out inside it. Every dialog uses it. */
export function AppDialog({ children, ...props }: DialogProps) {
  return (
    <Dialog {...props}>
      {children}
      {props.open ? <ToastEcho /> : null}
    </Dialog>
  );
}
