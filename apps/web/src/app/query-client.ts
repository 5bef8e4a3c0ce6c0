import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '#web/lib/api-client.ts';

/** The signed-in panel's cache of server data (one per visit, see layout/panel-root.tsx). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Client errors will not get better by asking again.
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
