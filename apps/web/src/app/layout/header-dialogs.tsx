import { lazy, Suspense, useState } from 'react';

// Dialogs load when first opened: most sessions never open them.
const BroadcastDialog = lazy(() =>
  import('#web/features/messaging/components/broadcast-dialog.tsx').then((m) => ({
    default: m.BroadcastDialog,
  })),
);
const NotificationDialog = lazy(() =>
  import('#web/features/messaging/components/notification-dialog.tsx').then((m) => ({
    default: m.NotificationDialog,
  })),
);

export type HeaderDialog = 'broadcast' | 'notifications';

/** Which header dialog is open, and each one's code fetched once it has been asked for. */
export function useHeaderDialogs() {
  const [open, setOpen] = useState<HeaderDialog | null>(null);
  const [loaded, setLoaded] = useState<Record<HeaderDialog, boolean>>({
    broadcast: false,
    notifications: false,
  });
  const openDialog = (which: HeaderDialog) => {
    setLoaded((current) => ({ ...current, [which]: true }));
    setOpen(which);
  };
  const close = () => setOpen(null);
  const dialogs = (
    <Suspense fallback={null}>
      {loaded.broadcast ? <BroadcastDialog open={open === 'broadcast'} onClose={close} /> : null}
      {loaded.notifications ? <NotificationDialog open={open === 'notifications'} onClose={close} /> : null}
    </Suspense>
  );
  return { openDialog, dialogs };
}
