import { expect, type Page, test } from '@playwright/test';
import { field, fillLogin, toast } from '../support/session.ts';

async function fillSignup(page: Page, email: string) {
  await field(page, 'Nombre').fill('Lucía');
  await field(page, 'Apellido').fill('Mercado');
  await field(page, 'Email').fill(email);
  await field(page, 'Teléfono').fill('+58 414 555 0199');
  await field(page, 'Nombre de la tienda').fill('Dulces Lucía');
  await field(page, 'Descripción de la tienda').fill('Tortas y postres por encargo');
  await field(page, 'Contraseña').fill('secreta123');
  await field(page, 'Confirmación de contraseña').fill('secreta123');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
}

test('a new store owner signs up, is welcomed, and can sign in later', async ({ page }) => {
  const email = `lucia.${Date.now()}@example.com`;
  await page.goto('/session/sign-up');
  await fillSignup(page, email);

  await expect(page).toHaveURL('/success');
  await expect(page.getByRole('heading', { level: 1, name: '¡Bienvenido a Vitrina!' })).toBeVisible();
  await expect(page.getByText('¡Hola, Lucía! Su cuenta fue creada con éxito.')).toBeVisible();
  await page.getByRole('link', { name: 'Ir al panel' }).click();
  await expect(page).toHaveURL('/store');
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil de la tienda' })).toBeVisible();

  await page.getByRole('button', { name: /Menú de usuario/ }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL('/session/login');

  await fillLogin(page, email, 'secreta123');
  await expect(page).toHaveURL('/store');
  const store = await page.evaluate(() => JSON.parse(localStorage.getItem('store') ?? 'null'));
  expect(store?.name).toBe('Dulces Lucía');
});

test('signing up with a registered email says so under the field', async ({ page }) => {
  await page.goto('/session/sign-up');
  await fillSignup(page, 'tienda@vitrina.test');
  await expect(toast(page, 'El email ya esta registrado')).toBeVisible();
  await expect(page.locator('form').getByText('El email ya esta registrado')).toBeVisible();
  await expect(page).toHaveURL('/session/sign-up');
});

test('the sign-up form checks the password confirmation', async ({ page }) => {
  await page.goto('/session/sign-up');
  await field(page, 'Nombre').fill('Lucía');
  await field(page, 'Apellido').fill('Mercado');
  await field(page, 'Email').fill('lucia@example.com');
  await field(page, 'Nombre de la tienda').fill('Dulces Lucía');
  await field(page, 'Descripción de la tienda').fill('Postres');
  await field(page, 'Contraseña').fill('secreta123');
  await field(page, 'Confirmación de contraseña').fill('otra-cosa');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('La confirmación de la contraseña no coincide')).toBeVisible();
  await expect(page).toHaveURL('/session/sign-up');
});
