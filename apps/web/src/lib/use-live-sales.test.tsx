import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { BillChanges } from '@vitrina/contract';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#web/app/query-client.ts';
import { type FetchCall, fetchStub, jsonResponse } from '#web/test-fetch.ts';
import { SALE_CHANGES_POLL_MS, useLiveSales } from './use-live-sales.ts';

const calls: FetchCall[] = [];
const stubFetch = fetchStub(() => calls);
let changes: BillChanges;
const listKey = ['bills', 'list', 'newest'] as const;

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  // The browser's event bubbles from the document to the window, where TanStack listens.
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

/** An open sales list: its page (read again when invalidated) and the live hook. */
function openList() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => {
      useLiveSales(['bills', 'list']);
      return useQuery({ queryKey: listKey, queryFn: () => fetch('/api/bill').then((r) => r.json()) });
    },
    { wrapper },
  );
}
const polls = () => calls.filter((c) => c.url === '/api/bill/changes').length;
const listReads = () => calls.filter((c) => c.url === '/api/bill').length;
/** Time passes; the replies and renders it started settle. */
const wait = async (ms: number) => {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await act(() => vi.advanceTimersByTimeAsync(20));
};

beforeEach(() => {
  vi.useFakeTimers();
  calls.length = 0;
  changes = { last_id: 40, updated_at: '2026-03-01T12:00:00.000Z' };
  stubFetch((call) => jsonResponse(call.url === '/api/bill/changes' ? changes : { data: [] }));
  setVisibility('visible');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useLiveSales', () => {
  it('asks every 1.5 s and reads the list again only when a sale arrives or changes', async () => {
    openList();
    await wait(0);
    expect([polls(), listReads()]).toEqual([1, 1]);
    // Nothing new: the list is not read again, however long the screen stays open.
    await wait(SALE_CHANGES_POLL_MS * 4);
    expect([polls(), listReads()]).toEqual([5, 1]);

    changes = { last_id: 41, updated_at: '2026-03-01T12:00:05.000Z' };
    await wait(SALE_CHANGES_POLL_MS);
    expect([polls(), listReads()]).toEqual([6, 2]);

    // A sale verified: the same newest sale, a later change.
    changes = { ...changes, updated_at: '2026-03-01T12:00:09.000Z' };
    await wait(SALE_CHANGES_POLL_MS);
    expect(listReads()).toBe(3);
    await wait(SALE_CHANGES_POLL_MS * 2);
    expect(listReads()).toBe(3);
  });

  it('is quiet in a hidden tab and looks at once when the tab shows again', async () => {
    openList();
    await wait(0);
    setVisibility('hidden');
    const before = polls();
    changes = { last_id: 41, updated_at: '2026-03-01T12:00:05.000Z' };
    await wait(SALE_CHANGES_POLL_MS * 10);
    expect(polls()).toBe(before);
    expect(listReads()).toBe(1);

    setVisibility('visible');
    await wait(0);
    expect(polls()).toBe(before + 1);
    expect(listReads()).toBe(2);
  });

  it('stops asking when the screen closes', async () => {
    const screen = openList();
    await wait(0);
    screen.unmount();
    const before = polls();
    await wait(SALE_CHANGES_POLL_MS * 5);
    expect(polls()).toBe(before);
  });
});
