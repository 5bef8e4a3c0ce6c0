import { expect, test } from '@playwright/test';
import { unique } from '../support/png.ts';
import { confirmDelete, fillFields, openAs, openDialog, pick, save } from '../support/screens.ts';
import { demo, toast } from '../support/session.ts';

test.slow();

test('a bank account with a wrong document is refused in Spanish, then saved, edited and deleted', async ({
  page,
}) => {
  test.slow();
  const bank = `Banco Plaza ${unique()}`;
  await openAs(page, demo.owner.email, '/bank-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Métodos de pago' })).toBeVisible();

  const dialog = await openDialog(page, 'Nueva cuenta', 'Nueva cuenta de pago');
  await fillFields(dialog, {
    'Nombre del banco': bank,
    'Número de cuenta': '0138-0000-12',
    'Nombre del titular': 'Tomás Tendero',
  });
  // A RIF type with a cédula number.
  await pick(page, dialog, 'Tipo de documento', 'J (RIF jurídico)');
  await fillFields(dialog, { 'Documento del titular': '12345678' });
  await save(dialog);

  await expect(dialog.getByText('El número de cuenta en bolívares debe tener 20 dígitos')).toBeVisible();
  await expect(dialog.getByText('El RIF debe tener 9 dígitos, incluido el dígito verificador')).toBeVisible();

  // The same number is a valid cédula once the type says so.
  await pick(page, dialog, 'Tipo de documento', 'V (cédula)');
  await expect(dialog.getByText('El RIF debe tener 9 dígitos')).toHaveCount(0);
  await fillFields(dialog, { 'Número de cuenta': '0138-0000-12-0000000001' });
  await save(dialog);
  await expect(toast(page, 'Banco creado exitosamente')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(bank) });
  await expect(row).toContainText('01380000120000000001');
  await expect(row).toContainText('V-12345678');

  const edit = await openDialog(
    page,
    row.getByRole('button', { name: `Editar ${bank}` }),
    'Editar cuenta de pago',
  );
  await pick(page, edit, 'Tipo de cuenta', 'USD (dólares)');
  await fillFields(edit, { 'Número de cuenta': 'pagos@bodegon.test' });
  await save(edit);
  await expect(toast(page, 'Banco actualizado exitosamente')).toBeVisible();
  await expect(row).toContainText('pagos@bodegon.test');

  await row.getByRole('button', { name: `Eliminar ${bank}` }).click();
  await confirmDelete(page);
  await expect(toast(page, 'Banco eliminado exitosamente')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(bank) })).toHaveCount(0);
});
