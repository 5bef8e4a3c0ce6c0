import type { PageMeta } from '@vitrina/contract';
import { useState } from 'react';
import type { TablePaging } from '#web/components/table-paging.tsx';

/**
 * Cursor paging of one list: a stack of the cursors that opened each page seen so far, so
 * "previous" works without the server paging backwards. Changing `resetKey` (the search, a
 * filter) goes back to the first page.
 */
export function useCursorPaging(resetKey: string) {
  const [state, setState] = useState<{ key: string; stack: (string | undefined)[] }>({
    key: resetKey,
    stack: [undefined],
  });
  const stack = state.key === resetKey ? state.stack : [undefined];
  return {
    cursor: stack.at(-1),
    page: stack.length,
    /** Paging props for DataTable from the current page's meta. */
    paging(meta: PageMeta | undefined): TablePaging {
      return {
        page: stack.length,
        hasPrevious: stack.length > 1,
        hasNext: !!meta?.next_cursor,
        total: meta ? Math.max(1, Math.ceil(meta.total / Math.max(1, meta.per_page))) : undefined,
        totalIsEstimate: meta?.total_is_estimate,
        onPrevious: () => setState({ key: resetKey, stack: stack.slice(0, -1) }),
        onNext: () => {
          if (meta?.next_cursor) setState({ key: resetKey, stack: [...stack, meta.next_cursor] });
        },
      };
    },
  };
}
