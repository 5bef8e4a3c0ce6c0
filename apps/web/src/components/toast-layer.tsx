import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { connectToastLayer } from '#web/lib/toast.ts';

/**
 * notistack's provider, loaded with the first toast (see lib/toast.ts). Toasts sit at the top
 * centre: in a corner they covered an open dialog's close button, and a pointer resting on a
 * toast holds it on screen (notistack pauses its timer), so the button stayed out of reach.
 */
export default function ToastLayer() {
  useEffect(
    () =>
      connectToastLayer(({ message, variant }) =>
        enqueueSnackbar(message, { variant, preventDuplicate: true }),
      ),
    [],
  );
  return <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'top', horizontal: 'center' }} />;
}
