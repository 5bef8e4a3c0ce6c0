import { expect, test } from '@playwright/test';
import { unique } from '../support/png.ts';
import { demo, signIn, toast } from '../support/session.ts';

test.slow();

test('a bank account with a wrong document is refused in Spanish, then saved, edited and deleted', async ({
  page,
}) => {
  test.slow();
  const bank = `Banco Plaza ${unique()}`;
  await signIn(page, demo.owner.email);
  await page.goto('/bank-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Métodos de pago' })).toBeVisible();

  await page.getByRole('button', { name: 'Nueva cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva cuenta de pago' });
  await dialog.getByRole('textbox', { name: 'Nombre del banco' }).fill(bank);
  await dialog.getByRole('textbox', { name: 'Número de cuenta' }).fill('0138-0000-12');
  await dialog.getByRole('textbox', { name: 'Nombre del titular' }).fill('Tomás Tendero');
  // A RIF type with a cédula number.
  await dialog.getByRole('combobox', { name: 'Tipo de documento' }).click();
  await page.getByRole('option', { name: 'J (RIF jurídico)' }).click();
  await dialog.getByRole('textbox', { name: 'Documento del titular' }).fill('12345678');
  await dialog.getByRole('button', { name: 'Guardar' }).click();

  await expect(dialog.getByText('El número de cuenta en bolívares debe tener 20 dígitos')).toBeVisible();
  await expect(dialog.getByText('El RIF debe tener 9 dígitos, incluido el dígito verificador')).toBeVisible();

  // The same number is a valid cédula once the type says so.
  await dialog.getByRole('combobox', { name: 'Tipo de documento' }).click();
  await page.getByRole('option', { name: 'V (cédula)' }).click();
  await expect(dialog.getByText('El RIF debe tener 9 dígitos')).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Número de cuenta' }).fill('0138-0000-12-0000000001');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Banco creado exitosamente')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(bank) });
  await expect(row).toContainText('01380000120000000001');
  await expect(row).toContainText('V-12345678');

  await row.getByRole('button', { name: `Editar ${bank}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar cuenta de pago' });
  await edit.getByRole('combobox', { name: 'Tipo de cuenta' }).click();
  await page.getByRole('option', { name: 'USD (dólares)' }).click();
  await edit.getByRole('textbox', { name: 'Número de cuenta' }).fill('pagos@bodegon.test');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Banco actualizado exitosamente')).toBeVisible();
  await expect(row).toContainText('pagos@bodegon.test');

  await row.getByRole('button', { name: `Eliminar ${bank}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText('¿Esta seguro de eliminar esto?');
  await page.getByRole('alertdialog').getByRole('button', { name: /^Sí/ }).click();
  await expect(toast(page, 'Banco eliminado exitosamente')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(bank) })).toHaveCount(0);
});
