import { expect, test } from '@playwright/test';
import { demo, fillLogin, sidebar } from '../support/session.ts';

const cases = [
  {
    who: 'the platform admin',
    account: demo.admin,
    heading: 'Resumen de la plataforma',
    menu: ['Panel', 'Tiendas', 'Empresas de delivery', 'Mis clientes', 'Ventas'],
    notInMenu: ['Cajeros', 'Eventos'],
  },
  {
    who: 'a store owner',
    account: demo.owner,
    heading: 'Perfil de la tienda',
    menu: [
      'Inicio',
      'Lista de ventas',
      'Perfil de la tienda',
      'Catálogos',
      'Cajeros',
      'Repartidores',
      'Mis clientes',
    ],
    notInMenu: ['Tiendas', 'Eventos'],
  },
  {
    who: 'a cashier',
    account: demo.cashier,
    heading: 'Ventas',
    menu: ['Lista de ventas'],
    notInMenu: ['Inicio', 'Panel', 'Tiendas'],
  },
  {
    who: 'a delivery company',
    account: demo.delivery,
    heading: 'Perfil de la empresa',
    menu: ['Perfil', 'Por verificar', 'Verificados', 'Rutas y tarifas', 'Tiendas vinculadas', 'Reportes'],
    notInMenu: ['Tiendas', 'Cajeros'],
  },
  {
    who: 'a ticket master',
    account: demo.ticketmaster,
    heading: 'Ventas de entradas',
    menu: ['Ventas pendientes', 'Eventos', 'Cuentas de pago', 'Compradores'],
    notInMenu: ['Tiendas', 'Lista de ventas'],
  },
];

for (const { who, account, heading, menu, notInMenu } of cases) {
  test(`${who} signs in, lands on ${account.landing} and sees their own menu`, async ({ page }) => {
    await page.goto('/session/login');
    await fillLogin(page, account.email, 'demo1234');

    await expect(page).toHaveURL(account.landing);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(account.name) })).toBeVisible();

    const nav = sidebar(page);
    for (const entry of menu) await expect(nav.getByRole('link', { name: entry, exact: true })).toBeVisible();
    for (const entry of notInMenu)
      await expect(nav.getByRole('link', { name: entry, exact: true })).toHaveCount(0);
  });
}

test('the store owner has their store loaded with the session', async ({ page }) => {
  await page.goto('/session/login');
  await fillLogin(page, demo.owner.email, 'demo1234');
  await expect(page).toHaveURL('/store');
  const store = await page.evaluate(() => JSON.parse(localStorage.getItem('store') ?? 'null'));
  expect(store?.name).toBe('Bodegón La Esquina');
});

test('the current menu entry is highlighted and the path / leads to the dashboard', async ({ page }) => {
  await page.goto('/session/login');
  await fillLogin(page, demo.owner.email, 'demo1234');
  await expect(page).toHaveURL('/store');
  await sidebar(page).getByRole('link', { name: 'Catálogos' }).click();
  await expect(page).toHaveURL('/catalogues');
  await expect(page.getByRole('heading', { level: 1, name: 'Catálogos' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Catálogos' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page).toHaveTitle(/Catálogos/);

  await page.goto('/');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();
});
