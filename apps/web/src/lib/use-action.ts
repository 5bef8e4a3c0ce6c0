import { useCallback, useRef, useState } from 'react';

/**
 * A call the user starts (sign in, send a recovery link) and whether it is still running. The
 * sign-in pages use it rather than react-query's useMutation: they cache nothing, and react-query
 * loads with the signed-in panel (app/layout/panel-root.tsx), keeping the sign-in page small.
 */
export function useAction<TArgs, TResult>(action: (args: TArgs) => Promise<TResult>) {
  const [running, setRunning] = useState(0);
  const latest = useRef(action);
  latest.current = action;
  const mutateAsync = useCallback(async (args: TArgs): Promise<TResult> => {
    setRunning((n) => n + 1);
    try {
      return await latest.current(args);
    } finally {
      setRunning((n) => n - 1);
    }
  }, []);
  return { mutateAsync, isPending: running > 0 };
}
