import { expect, test } from '@playwright/test';
import { saleIdsWithStatus } from '../support/sales.ts';
import { demo, signIn, toast } from '../support/session.ts';
import { ON_POSTGRES } from '../support/tags.ts';

test('the owner cancels a sale with a note and sees it in the history', ON_POSTGRES, async ({ page }) => {
  test.slow(); // a dialog, a confirmation and a reload: over 30 s on a loaded 2-core machine
  await signIn(page, demo.owner.email);
  // The oldest waiting sale on the page: the cashier's journey takes the newest.
  const id = (await saleIdsWithStatus(page, 'Sin verificar')).at(-1)!;
  await page.getByRole('link', { name: `Ver la venta #${id}` }).click();
  await expect(page).toHaveURL(`/shopping-details/${id}`);

  await page
    .getByRole('group', { name: 'Acciones de la venta' })
    .getByRole('button', { name: 'Cancelar venta' })
    .click();
  const dialog = page.getByRole('dialog', { name: `Cancelar la venta #${id}` });
  await dialog.getByRole('button', { name: 'Cancelar venta' }).click();
  // The note is required, said in Spanish.
  await expect(dialog).toContainText('El campo nota es obligatorio');

  const note = `Sin existencia del producto (prueba ${Date.now()})`;
  await dialog.getByRole('textbox', { name: 'Nota' }).fill(note);
  await dialog.getByRole('button', { name: 'Cancelar venta' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`¿Cancelar la venta #${id}?`);
  await confirm.getByRole('button', { name: 'Cancelar venta' }).click();

  await expect(toast(page, 'Venta cancelada exitosamente')).toBeVisible();
  await expect(page.locator('h2', { hasText: `Venta #${id}` }).locator('..')).toContainText('Cancelada');
  const history = page.getByRole('list', { name: 'Historial de la venta' });
  await expect(history.getByRole('listitem').last()).toContainText('Cancelada');
  await expect(history.getByRole('listitem').last()).toContainText(`Nota: ${note}`);
  await expect(history.getByRole('listitem').last()).toContainText('Tomás');
  // A cancelled sale has no way forward.
  await expect(page.getByRole('group', { name: 'Acciones de la venta' })).toHaveCount(0);

  // After a reload it is still so: the server kept it.
  await page.reload();
  await expect(page.getByText(note).first()).toBeVisible();
});
