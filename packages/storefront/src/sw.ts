// The storefront's service worker, served at /tienda/sw.js (scope /tienda/): it shows the order
// notices the server pushes ({title, body, url}) and opens the order page when one is tapped.
// Plain JavaScript text: it is served as it is, never bundled with the pages.
export const SERVICE_WORKER = `'use strict';
self.addEventListener('push', (event) => {
  let data = {};
  try { data = event.data ? event.data.json() : {}; } catch (e) { data = { body: event.data ? event.data.text() : '' }; }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Vitrina';
  event.waitUntil(self.registration.showNotification(title, {
    body: typeof data.body === 'string' ? data.body : '',
    data: { url: typeof data.url === 'string' ? data.url : '/tienda/' },
  }));
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
