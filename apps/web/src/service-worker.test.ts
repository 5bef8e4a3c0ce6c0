import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { isPushMessage } from './features/sales/api/bill.queries.ts';

type Listener = (event: { waitUntil: (p: Promise<unknown>) => void } & Record<string, unknown>) => void;

/** Runs public/sw.js against a stand-in `self` with the given open windows. */
function loadWorker(windows: { url: string }[]) {
  const listeners = new Map<string, Listener>();
  const opened: string[] = [];
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const clients = windows.map((w) => {
    const client = {
      url: w.url,
      messages: [] as unknown[],
      focus: vi.fn(async () => client),
      navigate: vi.fn(async (url: string) => {
        client.url = url;
        return client;
      }),
      postMessage: (message: unknown) => client.messages.push(message),
    };
    return client;
  });
  const self = {
    location: new URL('https://panel.vitrina.test/sw.js'),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: () => {},
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) =>
        shown.push({ title, options }),
    },
    clients: {
      claim: async () => {},
      matchAll: async () => clients,
      openWindow: async (url: string) => opened.push(url),
    },
  };
  const code = readFileSync(path.resolve(__dirname, '../public/sw.js'), 'utf8');
  new Function('self', code)(self);
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    const pending: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, waitUntil: (p) => pending.push(p) });
    await Promise.all(pending);
  };
  return { dispatch, clients, opened, shown };
}

const click = (url: string) => ({ notification: { close: () => {}, data: { url } } });

describe('service worker', () => {
  it('shows a push and tells the open panel tabs, which read the sales again', async () => {
    const worker = loadWorker([{ url: 'https://panel.vitrina.test/shopping-list' }]);
    const data = { title: 'Nueva venta #41 — $12,50', body: 'María González', url: '/shopping-details/41' };
    await worker.dispatch('push', { data: { json: () => data } });
    expect(worker.shown).toEqual([
      {
        title: data.title,
        options: { body: data.body, tag: undefined, renotify: false, data: { url: data.url } },
      },
    ]);
    const [message] = worker.clients[0]?.messages ?? [];
    expect(isPushMessage(message)).toBe(true);
    expect(isPushMessage({ type: 'other' })).toBe(false);
  });

  it("rings again when a sale's later push takes the place of its first", async () => {
    const worker = loadWorker([]);
    for (const body of ['Nueva venta #41 — $12,50', 'Comprobante recibido: venta #41 — $12,50 por verificar'])
      await worker.dispatch('push', {
        data: { json: () => ({ title: 'Bodegón', body, url: '/sales/details/41', tag: 'sale-41' }) },
      });
    expect(worker.shown.map((s) => s.options)).toEqual([
      expect.objectContaining({ tag: 'sale-41', renotify: true, body: 'Nueva venta #41 — $12,50' }),
      expect.objectContaining({
        tag: 'sale-41',
        renotify: true,
        body: expect.stringMatching(/^Comprobante/),
      }),
    ]);
  });

  it('on a click focuses the open panel tab and moves it to the sale', async () => {
    const worker = loadWorker([{ url: 'https://panel.vitrina.test/dashboard' }]);
    await worker.dispatch('notificationclick', click('/shopping-details/41'));
    const [tab] = worker.clients;
    expect(tab?.focus).toHaveBeenCalled();
    expect(tab?.navigate).toHaveBeenCalledWith('https://panel.vitrina.test/shopping-details/41');
    expect(worker.opened).toEqual([]);
  });

  it('opens the panel when no tab is open, and when the tab cannot be moved', async () => {
    const none = loadWorker([]);
    await none.dispatch('notificationclick', click('/shopping-details/41'));
    expect(none.opened).toEqual(['https://panel.vitrina.test/shopping-details/41']);

    const uncontrolled = loadWorker([{ url: 'https://panel.vitrina.test/dashboard' }]);
    uncontrolled.clients[0]?.navigate.mockRejectedValueOnce(new TypeError('not controlled'));
    await uncontrolled.dispatch('notificationclick', click('/shopping-details/41'));
    expect(uncontrolled.opened).toEqual(['https://panel.vitrina.test/shopping-details/41']);
  });
});
