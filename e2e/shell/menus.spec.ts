import { expect, test } from '@playwright/test';
import { demo, sidebar, signIn } from '../support/session.ts';
import { snap } from '../support/shell.ts';

const roles = [
  {
    who: 'admin',
    account: demo.admin,
    menu: ['Panel', 'Tiendas', 'Empresas de delivery', 'Mis clientes', 'Ventas', 'Conciliación'],
    notInMenu: ['Cajeros', 'Eventos', 'Por verificar', 'Lista de ventas'],
  },
  {
    who: 'store owner',
    account: demo.owner,
    menu: [
      'Inicio',
      'Lista de ventas',
      'Perfil de la tienda',
      'Tienda web',
      'Catálogos',
      'Extras',
      'Cajeros',
    ],
    notInMenu: ['Tiendas', 'Eventos', 'Por verificar'],
  },
  {
    who: 'cashier',
    account: demo.cashier,
    menu: ['Lista de ventas', 'Conciliación'],
    notInMenu: ['Inicio', 'Panel', 'Catálogos'],
  },
  {
    who: 'delivery company',
    account: demo.delivery,
    menu: ['Perfil', 'Por verificar', 'Verificados', 'Rutas y tarifas', 'Repartidores', 'Reportes'],
    notInMenu: ['Tiendas', 'Cajeros', 'Eventos'],
  },
  {
    who: 'ticket master',
    account: demo.ticketmaster,
    menu: [
      'Ventas pendientes',
      'Ventas verificadas',
      'Ventas rechazadas',
      'Conciliación',
      'Eventos',
      'Cuentas de pago',
      'Compradores',
    ],
    notInMenu: ['Tiendas', 'Lista de ventas', 'Cajeros'],
  },
];

for (const { who, account, menu, notInMenu } of roles) {
  test(`the ${who} sees their own menu and no other role's`, async ({ page }) => {
    await signIn(page, account.email);
    const nav = sidebar(page);
    for (const entry of menu) await expect(nav.getByRole('link', { name: entry, exact: true })).toBeVisible();
    for (const entry of notInMenu)
      await expect(nav.getByRole('link', { name: entry, exact: true })).toHaveCount(0);
    await snap(page, `menu-${who.replace(/ /g, '-')}`);
  });
}

test('the sidebar collapses to 70 px and expands back to 250 px, and stays as left', async ({ page }) => {
  await signIn(page, demo.owner.email);
  const paper = page.locator('.MuiDrawer-paper').filter({ has: sidebar(page) });
  await expect.poll(async () => (await paper.boundingBox())?.width).toBe(250);

  await page.getByRole('button', { name: 'Abrir o cerrar el menú' }).click();
  await page.mouse.move(900, 500);
  await expect.poll(async () => (await paper.boundingBox())?.width).toBe(70);
  await snap(page, 'sidebar-mini');

  // The mini sidebar opens over the content while the pointer is on it.
  await paper.hover();
  await expect.poll(async () => (await paper.boundingBox())?.width).toBe(250);
  await page.mouse.move(900, 500);

  await page.reload();
  await expect.poll(async () => (await paper.boundingBox())?.width).toBe(70);
  await page.getByRole('button', { name: 'Abrir o cerrar el menú' }).click();
  await page.mouse.move(900, 500);
  await expect.poll(async () => (await paper.boundingBox())?.width).toBe(250);
});

test('long menu texts are cut at 18 characters and shown whole on hover', async ({ page }) => {
  await signIn(page, demo.owner.email);
  const entry = sidebar(page).getByRole('link', { name: 'Empresas de delivery vinculadas' });
  await expect(entry).toContainText('Empresas de delive…');
  await entry.getByText('Empresas de delive…').hover();
  await expect(page.getByRole('tooltip', { name: 'Empresas de delivery vinculadas' })).toBeVisible();
});

test('the menu can be walked and used with the keyboard alone', async ({ page }) => {
  await signIn(page, demo.delivery.email);
  const nav = sidebar(page);
  await nav.getByRole('link', { name: 'Perfil', exact: true }).focus();
  await page.keyboard.press('Tab');
  // "Envíos" is a group: Enter folds it, Enter again unfolds it.
  const group = nav.getByRole('button', { name: 'Envíos' });
  await expect(group).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Por verificar' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/delivery-shippings');
  await expect(nav.getByRole('link', { name: 'Verificados' })).toHaveAttribute('aria-current', 'page');
});

test('the user menu offers the profile and logging out; quick links and the filter list lead to screens', async ({
  page,
}) => {
  await signIn(page, demo.owner.email);
  await page.getByRole('button', { name: /Menú de usuario/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Perfil' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Accesos rápidos' }).click();
  await page.getByRole('menuitem', { name: 'Catálogos' }).click();
  await expect(page).toHaveURL('/catalogues');

  const search = page.getByRole('combobox', { name: 'Buscar una pantalla' });
  await search.fill('horar');
  await page.getByRole('option', { name: 'Horario' }).click();
  await expect(page).toHaveURL('/store-schedule');
});
