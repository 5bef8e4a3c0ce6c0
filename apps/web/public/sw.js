// Vitrina's service worker: shows the web push notifications the server sends to a store owner.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = data.title || 'Vitrina';
  event.waitUntil(
    self.registration.showNotification(title, { body: data.body || '', data: { url: data.url || '/' } }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data?.url || '/';
  event.waitUntil(self.clients.openWindow(url));
});
