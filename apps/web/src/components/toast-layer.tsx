import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { connectToastLayer } from '../lib/toast.ts';

/** notistack's provider, loaded with the first toast (see lib/toast.ts). */
export default function ToastLayer({ rtl }: { rtl: boolean }) {
  useEffect(
    () =>
      connectToastLayer(({ message, variant }) =>
        enqueueSnackbar(message, { variant, preventDuplicate: true }),
      ),
    [],
  );
  return (
    <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'top', horizontal: rtl ? 'left' : 'right' }} />
  );
}
