import { expect, type Page, test } from '@playwright/test';
import { pngFile, unique } from '../support/png.ts';
import { demo, signIn, toast } from '../support/session.ts';

async function confirmDeletion(page: Page, message = '¿Esta seguro de eliminar esto?') {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(message);
  await dialog.getByRole('button', { name: /^Sí/ }).click();
}

test.slow();

test('a store owner creates a catalogue and a product with two images, edits and deletes them', async ({
  page,
}) => {
  test.slow();
  const id = unique();
  const catalogue = `Catálogo ${id}`;
  const product = `Queso llanero ${id}`;

  await signIn(page, demo.owner.email);

  // Catalogue
  await page.goto('/catalogues');
  await page.getByRole('button', { name: 'Nuevo catálogo' }).click();
  const catalogueDialog = page.getByRole('dialog', { name: 'Nuevo catálogo' });
  await catalogueDialog.getByRole('textbox', { name: 'Nombre' }).fill(catalogue);
  await catalogueDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Catálogo creado exitosamente')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(catalogue) })).toBeVisible();

  // Product with two images
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo producto' }).click();
  const create = page.getByRole('dialog', { name: 'Nuevo producto' });
  await create.getByRole('button', { name: 'Guardar' }).click();
  await expect(create.getByText('El campo catálogo es obligatorio')).toBeVisible();
  await expect(create.getByText('El campo precio es obligatorio')).toBeVisible();

  await create.getByRole('combobox', { name: 'Catálogo' }).click();
  await page.getByRole('option', { name: catalogue }).click();
  await create.getByRole('textbox', { name: 'Nombre' }).fill(product);
  await create.getByRole('textbox', { name: 'Descripción' }).fill('Queso blanco duro, por kilo');
  await create.getByRole('textbox', { name: 'Precio' }).fill('7.555');
  await expect(create.getByText('El campo precio admite como máximo 2 decimales')).toBeVisible();
  await create.getByRole('textbox', { name: 'Precio' }).fill('7.5');
  await create.getByRole('textbox', { name: 'Cantidad' }).fill('24');
  await create
    .locator('input[type=file]')
    .setInputFiles([pngFile('rojo.png', [200, 30, 30]), pngFile('azul.png', [30, 30, 200])]);
  await expect(create.getByRole('img', { name: 'rojo.png' })).toBeVisible();
  await expect(create.getByRole('img', { name: 'azul.png' })).toBeVisible();
  await create.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Producto agregado exitosamente')).toBeVisible();
  await expect(create).toBeHidden();

  await page.getByRole('searchbox', { name: 'Buscar productos' }).fill(product);
  const row = page.getByRole('row', { name: new RegExp(product) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(catalogue);
  await expect(row).toContainText('7,5');
  await expect(row).toContainText('24');

  // A catalogue that still has products cannot go.
  await page.goto('/catalogues');
  await page.getByRole('button', { name: `Eliminar ${catalogue}` }).click();
  await confirmDeletion(page);
  await expect(toast(page, 'No se puede eliminar un catálogo que todavía tiene productos')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(catalogue) })).toBeVisible();

  // Edit: the gallery has both images; reorder, delete one, change the data.
  await page.goto('/products');
  await page.getByRole('searchbox', { name: 'Buscar productos' }).fill(product);
  await page.getByRole('button', { name: `Editar ${product}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar producto' });
  const gallery = edit.getByRole('region', { name: 'Imágenes' });
  await expect(gallery.getByRole('listitem')).toHaveCount(2);
  const secondSrc = await gallery.getByRole('img', { name: `Imagen 2 de ${product}` }).getAttribute('src');
  await gallery.getByRole('button', { name: 'Mover la imagen 2 antes' }).click();
  await expect(gallery.getByRole('img', { name: `Imagen 1 de ${product}` })).toHaveAttribute(
    'src',
    secondSrc!,
  );

  await gallery.getByRole('button', { name: 'Eliminar la imagen 2' }).click();
  await confirmDeletion(page, '¿Esta seguro de eliminar esta imagen?');
  // The edit dialog is still open, and MUI hides everything outside it from the accessibility
  // tree (toasts included), so the dialog reads the toast out itself.
  await expect(edit.getByRole('status')).toHaveText('Imagen eliminada exitosamente');
  await expect(
    page.locator('.notistack-SnackbarContainer').getByText('Imagen eliminada exitosamente'),
  ).toBeVisible();
  await expect(gallery.getByRole('listitem')).toHaveCount(1);

  await edit.getByRole('textbox', { name: 'Nombre' }).fill(`${product} añejo`);
  await edit.getByRole('textbox', { name: 'Precio' }).fill('9.25');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Producto actualizado exitosamente')).toBeVisible();
  const edited = page.getByRole('row', { name: new RegExp(`${product} añejo`) });
  await expect(edited).toContainText('9,25');

  // Deactivate from the list.
  await edited.getByRole('switch', { name: `${product} añejo activo` }).click();
  await expect(toast(page, 'Producto actualizado exitosamente')).toBeVisible();
  await expect(edited.getByRole('switch', { name: `${product} añejo activo` })).not.toBeChecked();

  // Delete, after confirming.
  await page.getByRole('button', { name: `Eliminar ${product} añejo` }).click();
  await confirmDeletion(page);
  await expect(toast(page, 'Producto eliminado exitosamente')).toBeVisible();
  await expect(page.getByText('Ningún resultado coincide con la búsqueda.')).toBeVisible();

  // Now the empty catalogue can go.
  await page.goto('/catalogues');
  await page.getByRole('button', { name: `Eliminar ${catalogue}` }).click();
  await confirmDeletion(page);
  await expect(toast(page, 'Catálogo eliminado exitosamente')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(catalogue) })).toHaveCount(0);
});

test('the product list pages through the demo catalogue on the server', async ({ page }) => {
  await signIn(page, demo.owner.email);
  await page.goto('/products');
  const table = page.getByRole('table', { name: 'Productos' });
  await expect(table.getByRole('row')).toHaveCount(26);
  const pager = page.getByRole('navigation', { name: 'Paginación' });
  await expect(pager).toContainText('Página 1');
  const firstName = await table.getByRole('row').nth(1).getByRole('cell').nth(1).textContent();
  await pager.getByRole('button', { name: 'Siguiente' }).click();
  await expect(pager).toContainText('Página 2');
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(1)).not.toHaveText(firstName!);
  await pager.getByRole('button', { name: 'Anterior' }).click();
  await expect(pager).toContainText('Página 1');
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(firstName!);
});
