import { expect, test } from '@playwright/test';
import { demo, fillLogin, sidebar } from '../support/session.ts';
import { seriousViolations, snap } from '../support/shell.ts';

test.use({ viewport: { width: 390, height: 800 } });

test('below 600 px the menu is a drawer and the search opens as a form across the header', async ({
  page,
}) => {
  await page.goto('/session/login');
  await fillLogin(page, demo.owner.email, 'demo1234');
  await expect(page).toHaveURL('/store');
  await expect(sidebar(page)).toBeHidden();
  await page.getByRole('button', { name: 'Abrir o cerrar el menú' }).click();
  await expect(sidebar(page)).toBeVisible();
  await snap(page, 'mobile-drawer');
  await sidebar(page).getByRole('link', { name: 'Catálogos' }).click();
  await expect(page).toHaveURL('/catalogues');
  await expect(sidebar(page)).toBeHidden();

  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const form = page.getByRole('search', { name: 'Buscar una pantalla' });
  await expect(form).toBeVisible();
  await form.getByRole('combobox', { name: 'Buscar una pantalla' }).fill('client');
  await snap(page, 'mobile-search');
  expect(await seriousViolations(page, 'header')).toEqual([]);
  await page.getByRole('option', { name: 'Mis clientes' }).click();
  await expect(page).toHaveURL('/customers');
  await expect(form).toBeHidden();
});
