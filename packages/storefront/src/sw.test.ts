import { describe, expect, it } from 'vitest';
import { SERVICE_WORKER } from './sw.ts';

type Handler = (event: Record<string, unknown>) => void;

/** Runs the worker's text against a fake worker scope: its handlers, Cache Storage and notifications. */
function worker() {
  const handlers = new Map<string, Handler>();
  const store = new Map<string, string>();
  const shown: { title: string; options: { body: string; tag?: string; data: { url: string } } }[] = [];
  const caches = {
    open: async () => ({
      put: async (key: string, res: Response) => void store.set(key, await res.text()),
      match: async (key: string) => (store.has(key) ? new Response(store.get(key)) : undefined),
    }),
  };
  const self = {
    addEventListener: (type: string, h: Handler) => handlers.set(type, h),
    registration: {
      showNotification: async (title: string, options: never) => void shown.push({ title, options }),
    },
    location: { origin: 'https://tienda.test' },
  };
  new Function('self', 'caches', 'Response', SERVICE_WORKER)(self, caches, Response);
  const dispatch = async (type: string, data: unknown) => {
    let done: Promise<unknown> = Promise.resolve();
    handlers.get(type)!({
      data: type === 'push' ? { json: () => data, text: () => JSON.stringify(data) } : data,
      waitUntil: (p: Promise<unknown>) => {
        done = p;
      },
    });
    await done;
  };
  return { dispatch, shown, store };
}

describe('the storefront service worker', () => {
  it('opens the order page the shopper subscribed from; the storefront for another order', async () => {
    const w = worker();
    await w.dispatch('message', { follow: 7, url: '/tienda/pedido/abcdefghijklmnopqrstu?lang=en' });
    await w.dispatch('push', {
      title: 'Bodegón',
      body: 'Pago confirmado',
      order_id: 7,
      tag: 'order-7',
      url: '/tienda/x',
    });
    await w.dispatch('push', { title: 'Bodegón', body: 'En camino', order_id: 8, url: '/tienda/x' });
    expect(w.shown.map((n) => [n.options.body, n.options.tag, n.options.data.url])).toEqual([
      ['Pago confirmado', 'order-7', '/tienda/pedido/abcdefghijklmnopqrstu?lang=en'],
      ['En camino', undefined, '/tienda/x'],
    ]);
  });

  it('remembers only order pages of this storefront', async () => {
    const w = worker();
    await w.dispatch('message', { follow: 7, url: 'https://evil.test/' });
    await w.dispatch('message', { follow: '7', url: '/tienda/pedido/abc' });
    expect(w.store.size).toBe(0);
  });
});
