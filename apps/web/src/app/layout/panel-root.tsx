import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '#web/app/query-client.ts';
import { ConfirmProvider } from '#web/components/dialogs/confirm-dialog.tsx';

/**
 * The signed-in panel's own cache of server data. Signing out leaves the panel, so the next
 * person to sign in on this browser starts with an empty cache and never sees the last one's
 * data; react-query and the confirmation dialog load here, not on the sign-in pages.
 */
export function PanelRoot({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <ConfirmProvider>{children}</ConfirmProvider>
    </QueryClientProvider>
  );
}
