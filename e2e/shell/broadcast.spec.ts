import { expect, test } from '@playwright/test';
import { demo, signIn, toast } from '../support/session.ts';
import { snap } from '../support/shell.ts';

test('the broadcast dialog counts characters, refuses empty and over-240 messages and sends the contract body', async ({
  page,
}) => {
  await signIn(page, demo.admin.email);
  let body: unknown = null;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/sendMessage', async (route) => {
    body = route.request().postDataJSON();
    await held;
    await route.fulfill({ json: { message: 'Mensaje enviado', recipients: 3 } });
  });

  await page.getByRole('button', { name: 'Enviar mensaje a todos los clientes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar mensaje a todos los clientes' });
  await expect(dialog).toBeVisible();
  const box = await dialog.evaluate((el) => el.getBoundingClientRect().width);
  expect(box).toBeLessThanOrEqual(800);
  const text = dialog.getByRole('textbox', { name: 'Mensaje' });
  await expect(dialog.getByText('0 / 240')).toBeVisible();

  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog.getByText('El campo mensaje es obligatorio')).toBeVisible();

  await text.fill('x'.repeat(241));
  await expect(dialog.getByText('241 / 240')).toBeVisible();
  await expect(dialog.getByText('El campo mensaje no debe superar 240 caracteres')).toBeVisible();
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  expect(body).toBeNull();

  await text.fill('Hola a todos: mañana hay mantenimiento.');
  await expect(dialog.getByText('39 / 240')).toBeVisible();
  await expect(dialog.getByText(/no debe superar/)).toHaveCount(0);
  await snap(page, 'broadcast-dialog');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  // While sending, the button is disabled and says so.
  await expect(dialog.getByRole('button', { name: 'Enviando…' })).toBeDisabled();
  release();
  await expect(toast(page, 'Mensaje enviado exitosamente')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(body).toEqual({ text: 'Hola a todos: mañana hay mantenimiento.' });

  // Opened again, the form starts empty.
  await page.getByRole('button', { name: 'Enviar mensaje a todos los clientes' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Mensaje' })).toHaveValue('');
  await expect(dialog.getByText('0 / 240')).toBeVisible();
});

test('a failed broadcast says so and keeps the dialog open with the text', async ({ page }) => {
  await signIn(page, demo.admin.email);
  await page.route('**/api/sendMessage', (route) =>
    route.fulfill({ status: 500, json: { message: 'boom' } }),
  );
  await page.getByRole('button', { name: 'Enviar mensaje a todos los clientes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar mensaje a todos los clientes' });
  await dialog.getByRole('textbox', { name: 'Mensaje' }).fill('Aviso');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  // The open dialog hides the rest of the page (the toast too) from screen readers, so the dialog
  // reads the toast out itself.
  await expect(dialog.getByRole('alert')).toHaveText('Ha ocurrido un error al enviar el mensaje');
  await expect(
    page.locator('.notistack-SnackbarContainer').getByText('Ha ocurrido un error al enviar el mensaje'),
  ).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Mensaje' })).toHaveValue('Aviso');
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
});

test('only the admin has the broadcast button', async ({ page }) => {
  await signIn(page, demo.owner.email);
  await expect(page.getByRole('button', { name: 'Enviar mensaje a todos los clientes' })).toHaveCount(0);
});

test('a broadcast opens its report: every owner written to by e-mail, with nothing left queued', async ({
  page,
}) => {
  await signIn(page, demo.admin.email);
  await page.getByRole('button', { name: 'Enviar mensaje a todos los clientes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar mensaje a todos los clientes' });
  await dialog.getByRole('textbox', { name: 'Mensaje' }).fill('Mantenimiento el domingo a las 2 a. m.');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(toast(page, 'Mensaje enviado exitosamente')).toBeVisible();
  await expect(page).toHaveURL(/\/campaigns\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Informe de campaña' })).toBeVisible();
  // The outbox works through the owners' e-mails (the local mail outbox) while the report reads again.
  await expect(page.getByText('Terminada').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('cell', { name: demo.owner.email })).toBeVisible();
  // The owners' list of campaigns is not the admin's: no way back to it.
  await expect(page.getByRole('link', { name: 'Volver a campañas' })).toHaveCount(0);
});
