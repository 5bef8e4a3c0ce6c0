import { expect, test } from '@playwright/test';
import { fakeBot } from '../support/fake-bot.ts';
import { openAs, save } from '../support/screens.ts';
import { demo, toast } from '../support/session.ts';

test.slow();

test('the owner checks bot tokens against the Bot API and saves a working one', async ({ page }) => {
  await openAs(page, demo.owner.email, '/store-telegram');
  await expect(page.getByRole('heading', { level: 1, name: 'Tienda de Telegram' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Bot de la tienda' });
  const token = form.getByRole('textbox', { name: 'Token del bot' });

  await token.fill('not-a-token');
  await form.getByRole('button', { name: 'Comprobar' }).click();
  await expect(form.getByText('El token del bot no tiene el formato de BotFather')).toBeVisible();

  // Well formed, but the Bot API does not know it.
  await token.fill('123456789:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await form.getByRole('button', { name: 'Comprobar' }).click();
  await expect(toast(page, 'Token is not connected')).toBeVisible();

  await token.fill(fakeBot.token);
  await form.getByRole('button', { name: 'Comprobar' }).click();
  await expect(toast(page, 'Token is connected')).toBeVisible();

  await form.getByRole('textbox', { name: 'Usuario del bot' }).fill(fakeBot.username);
  await token.fill(fakeBot.token);
  await save(form);
  await expect(toast(page, 'Información actualizada exitosamente')).toBeVisible();
  await expect(page.getByText(`Token guardado (…${fakeBot.token.slice(-4)})`, { exact: true })).toBeVisible();
  await expect(page.getByText('Conectado', { exact: true })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('store') ?? 'null'));
  expect(stored?.telegram_user_bot).toBe(fakeBot.username);

  // With an empty box, "check" asks about the saved token: the webhook is now this store's, as
  // the check's answer and its line say. Its toast is not waited for: the same "Token is
  // connected" shown seconds earlier may still be closing, and the panel shows one toast of a
  // text at a time (it failed a CI run so).
  const checked = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/api\/store\/\d+\/telegram\/check$/.test(r.url()),
  );
  await form.getByRole('button', { name: 'Comprobar' }).click();
  const answer = await (await checked).json();
  expect(answer).toMatchObject({ connected: true, webhook_is_ours: true });
  await expect(page.getByText('El bot responde y envía sus mensajes a esta tienda.')).toBeVisible();
});
