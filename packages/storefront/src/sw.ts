// The storefront's service worker, served at /tienda/sw.js (scope /tienda/): it shows the order
// notices the server pushes ({title, body, url, order_id}) and opens the order page when one is
// tapped. The order page tells it its private address when the shopper subscribes ({follow, url}):
// the server knows only the token's hash, so the address lives on the device (Cache Storage).
// Plain JavaScript text: it is served as it is, never bundled with the pages.
export const SERVICE_WORKER = `'use strict';
const ORDERS = 'vitrina-orders';
const orderKey = (id) => '/tienda/__order/' + Number(id);
self.addEventListener('message', (event) => {
  const d = event.data || {};
  if (!Number.isInteger(d.follow) || typeof d.url !== 'string' || !d.url.startsWith('/tienda/pedido/')) return;
  event.waitUntil(caches.open(ORDERS).then((c) => c.put(orderKey(d.follow), new Response(d.url))));
});
async function orderUrl(data) {
  const fallback = typeof data.url === 'string' ? data.url : '/tienda/';
  if (!Number.isInteger(data.order_id)) return fallback;
  const hit = await (await caches.open(ORDERS)).match(orderKey(data.order_id));
  return hit ? await hit.text() : fallback;
}
self.addEventListener('push', (event) => {
  let data = {};
  try { data = event.data ? event.data.json() : {}; } catch (e) { data = { body: event.data ? event.data.text() : '' }; }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Vitrina';
  event.waitUntil(orderUrl(data).then((url) => self.registration.showNotification(title, {
    body: typeof data.body === 'string' ? data.body : '',
    tag: typeof data.tag === 'string' ? data.tag : undefined,
    data: { url },
  })));
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data && event.notification.data.url || '/tienda/', self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil(self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((list) => {
    for (const c of list) if (c.url === url.href && 'focus' in c) return c.focus();
    return self.clients.openWindow(url.href);
  }));
});
`;
