import { expect, test } from '@playwright/test';
import { openAs } from '../support/screens.ts';
import { demo } from '../support/session.ts';

// The cashier works from a phone too: the queue comes first, the filters wait behind one button.
test.use({ viewport: { width: 390, height: 844 } });

test("on a phone the cashier's first sale shows on the first screen, the filters folded behind one button that counts them", async ({
  page,
}) => {
  await openAs(page, demo.cashier.email, '/shopping-list');
  const first = page.getByTestId('sale-card').first();
  await expect(first).toBeVisible();
  await expect(first).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('group', { name: 'Filtros de las ventas' })).toHaveCount(0);

  const toggle = page.getByRole('button', { name: 'Filtros', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const filters = page.getByRole('group', { name: 'Filtros de las ventas' });
  await filters.getByRole('combobox', { name: 'Canal' }).click();
  await page.getByRole('option', { name: 'Tienda web' }).click();
  await expect(page.getByRole('button', { name: 'Filtros (1)' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page).toHaveURL(/channel=web/);
});
