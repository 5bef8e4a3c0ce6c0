// Vitrina's service worker: shows the web push notifications the server sends to a store owner
// and its cashiers ({ title, body, url }), tells the open panel tabs (so the sales list reads
// again at once), and on a click brings the panel to the notification's page.

// A new version takes over at once, and the tabs already open become its clients: a click can
// then move them with navigate() instead of opening another tab.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The panel's windows of this origin, the one used last first (the order matchAll gives). */
async function panelWindows() {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.filter((client) => new URL(client.url).origin === self.location.origin);
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = data.title || 'Vitrina';
  const url = data.url || '/';
  event.waitUntil(
    Promise.all([
      // A push with a sale's tag takes the place of that sale's earlier one (a proof sent after
      // the order) and still rings: it is news.
      self.registration.showNotification(title, {
        body: data.body || '',
        tag: data.tag,
        renotify: Boolean(data.tag),
        data: { url },
      }),
      panelWindows().then((windows) => {
        for (const client of windows) client.postMessage({ type: 'vitrina:push', title, url });
      }),
    ]),
  );
});

async function openPanelAt(url) {
  const target = new URL(url, self.location.origin).href;
  const [client] = await panelWindows();
  if (!client) return self.clients.openWindow(target);
  const focused = await client.focus();
  if (focused.url === target) return focused;
  try {
    // Only a tab this worker controls can be moved; any other gets a new one.
    return (await focused.navigate(target)) ?? self.clients.openWindow(target);
  } catch {
    return self.clients.openWindow(target);
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openPanelAt(event.notification.data?.url || '/'));
});
