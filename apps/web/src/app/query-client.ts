import { MutationCache, QueryClient } from '@tanstack/react-query';
import { readinessKeys } from '#web/components/first-steps/readiness.ts';
import { ApiError } from '#web/lib/api-client.ts';

/**
 * The signed-in panel's cache of server data (one per visit, see layout/panel-root.tsx). Any
 * save may change the store's readiness (a profile, a web address, an account, the hours, a
 * product), so every successful one reads it again where it shows: the first steps' checklist
 * and the header's web store link follow without leaving the screen.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      // Not awaited: the save is done; the checklist catches up on its own.
      onSuccess: () => {
        void client.invalidateQueries({ queryKey: readinessKeys.all });
      },
    }),
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
  return client;
}
