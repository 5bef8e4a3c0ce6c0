import { expect, test } from '@playwright/test';
import { pngFile, unique } from '../support/png.ts';
import { confirmDelete, fillFields, openAs, openDialog, pick, save } from '../support/screens.ts';
import { demo, toast } from '../support/session.ts';

test.slow();

test('a store owner creates a catalogue and a product with two images, edits and deletes them', async ({
  page,
}) => {
  test.slow();
  const id = unique();
  const catalogue = `Catálogo ${id}`;
  const product = `Queso llanero ${id}`;

  // Catalogue
  await openAs(page, demo.owner.email, '/catalogues');
  const catalogueDialog = await openDialog(page, 'Nuevo catálogo', 'Nuevo catálogo');
  await fillFields(catalogueDialog, { Nombre: catalogue });
  await save(catalogueDialog);
  await expect(toast(page, 'Catálogo creado exitosamente')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(catalogue) })).toBeVisible();

  // Product with two images
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeVisible();
  const create = await openDialog(page, 'Nuevo producto', 'Nuevo producto');
  await save(create);
  await expect(create.getByText('El campo catálogo es obligatorio')).toBeVisible();
  await expect(create.getByText('El campo precio es obligatorio')).toBeVisible();

  await pick(page, create, 'Catálogo', catalogue);
  await fillFields(create, { Nombre: product, Descripción: 'Queso blanco duro, por kilo', Precio: '7.555' });
  await expect(create.getByText('El campo precio admite como máximo 2 decimales')).toBeVisible();
  await fillFields(create, { Precio: '7.5', Cantidad: '24' });
  await create
    .locator('input[type=file]')
    .setInputFiles([pngFile('rojo.png', [200, 30, 30]), pngFile('azul.png', [30, 30, 200])]);
  await expect(create.getByRole('img', { name: 'rojo.png' })).toBeVisible();
  await expect(create.getByRole('img', { name: 'azul.png' })).toBeVisible();
  await save(create);
  await expect(toast(page, 'Producto agregado exitosamente')).toBeVisible();
  await expect(create).toBeHidden();

  await page.getByRole('searchbox', { name: 'Buscar productos' }).fill(product);
  const row = page.getByRole('row', { name: new RegExp(product) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(catalogue);
  await expect(row).toContainText(/7,50\sUS\$/);
  await expect(row).toContainText('24');

  // A catalogue that still has products cannot go.
  await page.goto('/catalogues');
  await page.getByRole('button', { name: `Eliminar ${catalogue}` }).click();
  await confirmDelete(page);
  await expect(toast(page, 'No se puede eliminar un catálogo que todavía tiene productos')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(catalogue) })).toBeVisible();

  // Edit: the gallery has both images; reorder, delete one, change the data.
  await page.goto('/products');
  await page.getByRole('searchbox', { name: 'Buscar productos' }).fill(product);
  const edit = await openDialog(page, `Editar ${product}`, 'Editar producto');
  const gallery = edit.getByRole('region', { name: 'Imágenes' });
  await expect(gallery.getByRole('listitem')).toHaveCount(2);
  const secondSrc = await gallery.getByRole('img', { name: `Imagen 2 de ${product}` }).getAttribute('src');
  await gallery.getByRole('button', { name: 'Mover la imagen 2 antes' }).click();
  await expect(gallery.getByRole('img', { name: `Imagen 1 de ${product}` })).toHaveAttribute(
    'src',
    secondSrc!,
  );

  await gallery.getByRole('button', { name: 'Eliminar la imagen 2' }).click();
  await confirmDelete(page, '¿Esta seguro de eliminar esta imagen?');
  // The edit dialog is still open, and MUI hides everything outside it from the accessibility
  // tree (toasts included), so the dialog reads the toast out itself.
  await expect(edit.getByRole('status')).toHaveText('Imagen eliminada exitosamente');
  await expect(
    page.locator('.notistack-SnackbarContainer').getByText('Imagen eliminada exitosamente'),
  ).toBeVisible();
  await expect(gallery.getByRole('listitem')).toHaveCount(1);

  await fillFields(edit, { Nombre: `${product} añejo`, Precio: '9.25' });
  await save(edit);
  await expect(toast(page, 'Producto actualizado exitosamente')).toBeVisible();
  const edited = page.getByRole('row', { name: new RegExp(`${product} añejo`) });
  await expect(edited).toContainText('9,25');

  // Deactivate from the list.
  await edited.getByRole('switch', { name: `${product} añejo activo` }).click();
  await expect(toast(page, 'Producto actualizado exitosamente')).toBeVisible();
  await expect(edited.getByRole('switch', { name: `${product} añejo activo` })).not.toBeChecked();

  // Delete, after confirming.
  await page.getByRole('button', { name: `Eliminar ${product} añejo` }).click();
  await confirmDelete(page);
  await expect(toast(page, 'Producto eliminado exitosamente')).toBeVisible();
  await expect(page.getByText('Ningún resultado coincide con la búsqueda.')).toBeVisible();

  // Now the empty catalogue can go.
  await page.goto('/catalogues');
  await page.getByRole('button', { name: `Eliminar ${catalogue}` }).click();
  await confirmDelete(page);
  await expect(toast(page, 'Catálogo eliminado exitosamente')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(catalogue) })).toHaveCount(0);
});

test('the product list pages through the demo catalogue on the server', async ({ page }) => {
  await openAs(page, demo.owner.email, '/products');
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

test('on a phone each product is a card: its whole price, stock, switch and actions, no sideways scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, demo.owner.email, '/products');
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(25);
  const first = cards.first();
  const name = (await first.locator('p').first().textContent()) ?? '';
  await expect(first).toContainText(/\d\sUS\$/);
  await expect(first).toContainText(/ · \d+ en existencia$/);
  await expect(first.getByLabel(`${name} activo`)).toBeVisible();
  await expect(first.getByRole('button', { name: `Editar ${name}` })).toBeVisible();
  // Nothing of the card is cut: the page is as wide as the phone.
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
  expect(overflow).toBe(0);
});
