import { expect, test } from '@playwright/test';
import { openAs } from '../support/screens.ts';
import { demo } from '../support/session.ts';

test('a store owner reads its store’s activity without the person and store filters', async ({ page }) => {
  await openAs(page, demo.owner.email, '/audit-log');
  await expect(page.getByRole('heading', { level: 1, name: 'Registro de actividad' })).toBeVisible();
  const filters = page.getByRole('group', { name: 'Filtros del registro' });
  await expect(filters.getByRole('combobox', { name: 'Acción' })).toBeVisible();
  await expect(filters.getByRole('combobox', { name: 'Usuario' })).toHaveCount(0);
  await expect(filters.getByRole('combobox', { name: 'Tienda' })).toHaveCount(0);
  const log = page.getByRole('table', { name: 'Registro de actividad' });
  await expect(log).toHaveAttribute('aria-busy', 'false');
  await expect(log.getByRole('columnheader', { name: 'Tienda' })).toHaveCount(0);
});

test('the admin’s dashboard adds the licence figures, linking to the stores filtered', async ({ page }) => {
  await openAs(page, demo.admin.email, '/dashboard');
  const licences = page.getByRole('region', { name: 'Licencias' });
  await expect(licences.getByText('Ingresos por plan')).toBeVisible();
  await expect(licences.getByRole('figure', { name: 'Ingresos por día' })).toBeVisible();
  await licences.getByRole('link', { name: 'Membresías vencidas' }).click();
  await expect(page).toHaveURL(/\/stores\?membership=expired$/);
  await expect(page.getByRole('combobox', { name: 'Membresía' })).toHaveText('Vencida');
});
