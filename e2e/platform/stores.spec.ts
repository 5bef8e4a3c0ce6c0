import { expect, type Page, test } from '@playwright/test';
import { openAs, openDialog } from '../support/screens.ts';
import { demo, signIn, signUpOwner, toast } from '../support/session.ts';

test.slow();

/** Signs out whoever is signed in (the next signIn starts clean). */
async function signOut(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}

function fact(page: Page, region: string, label: string) {
  return page.getByRole('region', { name: region }).locator('dt', { hasText: label }).locator('+ dd');
}

test('the admin suspends a store, its owner sees the banner; the admin activates it, extends its membership, and the activity log shows it all', async ({
  page,
  request,
}) => {
  // A store of its own, so other journeys keep selling from the demo store.
  const email = await signUpOwner(request, 'suspendida');

  await openAs(page, demo.admin.email, '/stores');
  await expect(page.getByRole('heading', { level: 1, name: 'Tiendas' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar tienda, dueño o email' }).fill(email);
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Activa');
  await row.getByRole('link', { name: 'Quincalla Olga' }).click();
  await expect(page).toHaveURL(/\/store-details\/\d+$/);
  const detailsUrl = page.url();
  await expect(page.getByRole('heading', { level: 2, name: 'Quincalla Olga' })).toBeVisible();
  await expect(fact(page, 'Dueño', 'Email')).toHaveText(email);

  // Suspend, after a question; the server's message as toast.
  await page.getByRole('button', { name: 'Suspender tienda' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('¿Suspender Quincalla Olga?');
  await question.getByRole('button', { name: 'Suspender tienda' }).click();
  await expect(toast(page, 'Tienda suspendida')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Activar tienda' })).toBeVisible();
  await expect(page.getByText('La tienda está suspendida: no recibe pedidos nuevos.')).toBeVisible();

  // Extend the membership by 3 months: the end date moves at once.
  const until = fact(page, 'Plan y membresía', 'Vence el');
  const before = (await until.textContent()) ?? '';
  const dialog = await openDialog(page, 'Extender membresía', 'Extender membresía');
  await dialog.getByRole('spinbutton', { name: 'Meses' }).fill('40');
  await dialog.getByRole('button', { name: 'Extender' }).click();
  await expect(dialog.getByText('El campo meses no es válido')).toBeVisible();
  await dialog.getByRole('spinbutton', { name: 'Meses' }).fill('3');
  await dialog.getByRole('textbox', { name: 'Nota' }).fill('Cortesía e2e');
  await dialog.getByRole('button', { name: 'Extender' }).click();
  await expect(toast(page, 'Membresía extendida')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(until).not.toHaveText(before);
  const history = page.getByRole('region', { name: 'Historial de la membresía' });
  await expect(history.getByRole('row', { name: /Extensión manual/ })).toContainText('3 meses');
  await expect(history.getByRole('row', { name: /Extensión manual/ })).toContainText('Cortesía e2e');

  // The owner signs in and reads why the store does not sell.
  await signOut(page);
  await signIn(page, email);
  await expect(page.getByText(/Su tienda fue suspendida por la administración/)).toBeVisible();

  // The admin activates it again.
  await signOut(page);
  await openAs(page, demo.admin.email, detailsUrl);
  await page.getByRole('button', { name: 'Activar tienda' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Activar tienda' }).click();
  await expect(toast(page, 'Tienda activada')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suspender tienda' })).toBeVisible();

  // The activity log, filtered to this store, names each action and the admin who did it.
  await page.goto('/audit-log');
  await expect(page.getByRole('heading', { level: 1, name: 'Registro de actividad' })).toBeVisible();
  // Seen on a loaded machine: the box lost what was typed, or closed its offer before the
  // click, while the screen was still settling; type and pick until the store is chosen.
  await page.waitForLoadState('networkidle');
  const storeOption = page.getByRole('option', { name: new RegExp(email) });
  await expect(async () => {
    await page.getByRole('combobox', { name: 'Tienda' }).fill(email);
    await storeOption.click({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  const log = page.getByRole('table', { name: 'Registro de actividad' });
  await expect(log.getByRole('row')).toHaveCount(4);
  const rows = log.getByRole('row');
  // Newest first: activated, extended, suspended.
  await expect(rows.nth(1)).toContainText('Estado de tienda cambiado');
  await expect(rows.nth(1)).toContainText('Suspendida → Activa');
  await expect(rows.nth(2)).toContainText('Membresía extendida');
  await expect(rows.nth(3)).toContainText('Estado de tienda cambiado');
  await expect(rows.nth(3)).toContainText('Activa → Suspendida');
  for (const i of [1, 2, 3]) await expect(rows.nth(i)).toContainText(demo.admin.name);

  // The action filter narrows it to the extension.
  await page.getByRole('combobox', { name: 'Acción' }).click();
  await page.getByRole('option', { name: 'Membresía extendida' }).click();
  await expect(log.getByRole('row')).toHaveCount(2);
});

test('the platform overview lists the memberships ending and ended, and /stores filters and exports them', async ({
  page,
}) => {
  await openAs(page, demo.admin.email, '/store');
  await expect(page.getByRole('heading', { level: 1, name: 'Resumen de la plataforma' })).toBeVisible();
  const figures = page.getByRole('region', { name: 'Cifras de la plataforma' });
  await expect(figures.getByRole('group', { name: 'Tiendas', exact: true })).toContainText(/\d/);
  // The demo has a store ending in 5 days and an expired one.
  const ending = page.getByRole('region', { name: 'Membresías que vencen pronto' });
  await expect(ending.getByRole('row').nth(1)).toContainText('Vence pronto');
  const ended = page.getByRole('region', { name: 'Membresías vencidas' });
  await expect(ended.getByRole('row').nth(1)).toContainText('Vencida');

  await ended.getByRole('link', { name: 'Ver todas' }).click();
  await expect(page).toHaveURL(/\/stores\?membership=expired$/);
  await expect(page.getByRole('combobox', { name: 'Membresía' })).toHaveText('Vencida');
  const table = page.getByRole('table', { name: 'Tiendas de la plataforma' });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const rows = table.getByRole('row');
  expect(await rows.count()).toBeGreaterThan(1);
  for (const row of (await rows.all()).slice(1)) await expect(row).toContainText('Vencida');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
});
