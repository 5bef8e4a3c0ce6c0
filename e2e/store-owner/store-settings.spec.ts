import { expect, test } from '@playwright/test';
import { unique } from '../support/png.ts';
import { confirmDelete, fillFields, openAs, openDialog, save } from '../support/screens.ts';
import { demo, signUpOwner, toast } from '../support/session.ts';

test.slow();

// The second demo store's owner: the demo store's hours are the storefront journey's, which opens
// that store for its order while it runs (storefront.spec.ts) and may run at the same time.
const SECOND_OWNER = 'bodega@vitrina.test';

test('the weekly schedule refuses overlapping hours and saves several ranges and closed days', async ({
  page,
}) => {
  await openAs(page, SECOND_OWNER, '/store-schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Horario de la tienda' })).toBeVisible();

  const monday = page.getByRole('group', { name: 'Lunes' });
  const mondayOpen = monday.getByRole('switch', { name: 'Abierto el Lunes' });
  if (await mondayOpen.isChecked()) await mondayOpen.uncheck();
  await mondayOpen.check();
  // With hours on some day, a day without any is closed.
  const sunday = page.getByRole('group', { name: 'Domingo' });
  const sundayOpen = sunday.getByRole('switch', { name: 'Abierto el Domingo' });
  if (await sundayOpen.isChecked()) await sundayOpen.uncheck();
  await expect(sunday.getByText('Cerrado')).toBeVisible();
  await monday.getByLabel('Apertura del Lunes (1)').fill('08:00');
  await monday.getByLabel('Cierre del Lunes (1)').fill('12:00');
  await monday.getByRole('button', { name: 'Agregar horario al Lunes' }).click();
  await monday.getByLabel('Apertura del Lunes (2)').fill('11:00');
  await monday.getByLabel('Cierre del Lunes (2)').fill('18:00');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(monday.getByText('Los horarios del mismo día no pueden solaparse')).toBeVisible();

  await monday.getByLabel('Apertura del Lunes (2)').fill('14:00');
  await expect(monday.getByText('Los horarios del mismo día no pueden solaparse')).toHaveCount(0);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Horario actualizado exitosamente')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('group', { name: 'Lunes' }).getByLabel('Apertura del Lunes (2)')).toHaveValue(
    '14:00',
  );
  await expect(page.getByRole('group', { name: 'Domingo' }).getByText('Cerrado')).toBeVisible();
});

test('a store with no hours reads as open at any hour, not closed every day', async ({ page, request }) => {
  const email = await signUpOwner(request, 'sin-horario');
  await openAs(page, email, '/store-schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Horario de la tienda' })).toBeVisible();
  await expect(
    page.getByText('Sin horario, su tienda recibe pedidos a toda hora.', { exact: false }),
  ).toBeVisible();
  for (const day of ['Lunes', 'Domingo'])
    await expect(page.getByRole('group', { name: day }).getByText('Abierto todo el día')).toBeVisible();
  await expect(page.getByText('Cerrado', { exact: true })).toHaveCount(0);
});

test('a FAQ is created, then deleted after confirming', async ({ page }) => {
  const question = `¿Hacen envíos los domingos? ${unique()}`;
  await openAs(page, demo.owner.email, '/store-faqs');
  const dialog = await openDialog(page, 'Nueva pregunta', 'Nueva pregunta');
  await save(dialog);
  await expect(dialog.getByText('El campo pregunta es obligatorio')).toBeVisible();
  await fillFields(dialog, { Pregunta: question, Respuesta: 'Sí, de 9:00 a 13:00.' });
  await save(dialog);
  await expect(toast(page, 'Pregunta creada exitosamente')).toBeVisible();
  const list = page.getByRole('list', { name: 'Preguntas frecuentes' });
  await expect(list.getByText(question)).toBeVisible();

  await page.getByRole('button', { name: `Eliminar «${question}»` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('¿Esta seguro de eliminar esto?');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(list.getByText(question)).toBeVisible();

  await page.getByRole('button', { name: `Eliminar «${question}»` }).click();
  await confirmDelete(page);
  await expect(toast(page, 'Pregunta eliminada exitosamente')).toBeVisible();
  await expect(page.getByText(question)).toHaveCount(0);
});

test('the store profile saves with country, state and city, and the web store shows its address', async ({
  page,
}) => {
  await openAs(page, demo.owner.email, '/store');
  const form = page.getByRole('form', { name: 'Datos de la tienda' });
  const country = form.getByRole('combobox', { name: 'País' });
  // The saved place reads first (the demo store is in Venezuela); she types once it has.
  await expect(country).toHaveValue('Venezuela');
  await country.fill('Venez');
  await page.getByRole('option', { name: 'Venezuela' }).click();
  await form.getByRole('combobox', { name: 'Estado' }).fill('Mirand');
  await page
    .getByRole('option', { name: /Miranda/ })
    .first()
    .click();
  await form.getByRole('combobox', { name: 'Ciudad' }).click();
  await page.getByRole('option').first().click();
  await fillFields(form, { Latitud: '10.4806', Longitud: '' });
  await save(form);
  await expect(form.getByText('El campo longitud no es válido')).toBeVisible();
  await fillFields(form, { Longitud: '-66.9036' });
  await save(form);
  await expect(toast(page, 'Información actualizada exitosamente')).toBeVisible();

  await page.goto('/store-web');
  const alias = page.getByRole('textbox', { name: 'Dirección web' });
  await alias.fill('Mi Tienda!');
  await alias.blur();
  await expect(page.getByText('La dirección solo admite letras minúsculas')).toBeVisible();
  await alias.fill('bodegon-la-esquina');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Información actualizada exitosamente')).toBeVisible();
  await expect(page.getByRole('link', { name: /\/tienda\/bodegon-la-esquina/ })).toBeVisible();
});
