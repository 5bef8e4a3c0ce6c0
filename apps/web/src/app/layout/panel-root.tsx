import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from '../query-client.ts';
import { AppLayout } from './app-layout.tsx';

/**
 * The signed-in panel with its own cache of server data. Signing out leaves the panel, so the
 * next person to sign in on this browser starts with an empty cache and never sees the last
 * one's data; react-query loads here, not on the sign-in pages.
 */
export function PanelRoot() {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <AppLayout />
    </QueryClientProvider>
  );
}
