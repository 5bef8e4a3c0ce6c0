import { expect, test } from '@playwright/test';
import { demo, signIn, toast } from '../support/session.ts';
import { snap } from '../support/shell.ts';

const fakeSubscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc123',
  expirationTime: null,
  keys: {
    p256dh: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

test('a store owner turns on notifications: VAPID key, browser permission, subscription sent to the server', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await context.grantPermissions(['notifications']);
  const page = await context.newPage();
  // Headless Chromium has no push service: the browser's subscribe() answers a fixed subscription.
  await page.addInitScript((subscription) => {
    PushManager.prototype.getSubscription = async () => null;
    PushManager.prototype.subscribe = async () =>
      ({ toJSON: () => subscription }) as unknown as PushSubscription;
  }, fakeSubscription);
  let sent: unknown = null;
  await page.route('**/api/push/vapid-public-key', (route) =>
    route.fulfill({ json: { publicKey: fakeSubscription.keys.p256dh } }),
  );
  await page.route('**/api/store/admin_subscription', (route) => {
    sent = route.request().postDataJSON();
    return route.fulfill({ status: 201, json: { message: 'ok' } });
  });

  await signIn(page, demo.owner.email);
  await page.getByRole('button', { name: 'Activar notificaciones' }).click();
  const dialog = page.getByRole('dialog', { name: 'Notificaciones' });
  await expect(
    dialog.getByText('¿Desea recibir notificaciones de nuevas ventas en este dispositivo?'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'No' })).toBeVisible();
  await snap(page, 'notification-dialog');
  await dialog.getByRole('button', { name: 'Sí, activar' }).click();
  await expect(toast(page, 'Notificaciones activadas en este dispositivo')).toBeVisible();
  expect(sent).toEqual(fakeSubscription);
  await context.close();
});

test('a refused notification permission shows that permissions were rejected, then only a close button', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    let state: NotificationPermission = 'default';
    Object.defineProperty(Notification, 'permission', { get: () => state });
    Notification.requestPermission = async () => {
      state = 'denied';
      return state;
    };
  });
  await signIn(page, demo.owner.email);
  await page.getByRole('button', { name: 'Activar notificaciones' }).click();
  const dialog = page.getByRole('dialog', { name: 'Notificaciones' });
  await dialog.getByRole('button', { name: 'Sí, activar' }).click();
  await expect(toast(page, 'Los permisos de notificación fueron rechazados')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Now the browser blocks them: nothing to accept, the confirm text is "Cerrar" and No is hidden.
  await page.getByRole('button', { name: 'Activar notificaciones' }).click();
  await expect(dialog.getByText(/bloqueadas/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'No' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
  await context.close();
});

test("the header links to the owner's Telegram and web stores only when they are set", async ({ page }) => {
  await signIn(page, demo.owner.email);
  // The demo store's bot is whichever one the messaging journeys connected last (the demo's own,
  // bodegon_la_esquina_bot, until then): the link follows the store's saved bot.
  const bot = await page.evaluate(() => JSON.parse(localStorage.getItem('store') ?? '{}').telegram_user_bot);
  expect(bot).toMatch(/^(bodegon_la_esquina_bot|vitrina_e2e_bot)$/);
  await expect(page.getByRole('link', { name: /Su tienda en Telegram/ })).toHaveAttribute(
    'href',
    `https://t.me/${bot}`,
  );
  const origin = new URL(page.url()).origin;
  const web = page.getByRole('link', { name: /Su tienda web/ });
  await expect(web).toHaveAttribute('href', `${origin}/tienda/bodegon-la-esquina`);
  await expect(web).toHaveAttribute('target', '_blank');

  // A store without bot user or web address: no links.
  await page.evaluate(() => {
    const store = JSON.parse(localStorage.getItem('store') ?? '{}');
    localStorage.setItem('store', JSON.stringify({ ...store, telegram_user_bot: null, web_store: null }));
  });
  await page.route('**/api/store/mystore', async (route) => {
    const response = await route.fetch();
    const store = await response.json();
    await route.fulfill({ response, json: { ...store, telegram_user_bot: null, web_store: null } });
  });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Activar notificaciones' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Su tienda en Telegram/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Su tienda web/ })).toHaveCount(0);
});
