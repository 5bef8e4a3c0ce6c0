import { expect, type Page } from '@playwright/test';

/** The sales table of /shopping-list. */
export function salesTable(page: Page) {
  return page.getByRole('table', { name: 'Ventas de la tienda' });
}

/** Picks a value of one of the list's filter selects ("Estado", "Pago", "Canal", "Orden"). */
export async function chooseFilter(page: Page, filter: string, option: string) {
  await page.getByRole('combobox', { name: filter }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * The sale numbers of the list's current page, once the list shows only sales with `status`
 * (the demo seeds every state; a fresh e2e server has sales waiting in the last days).
 */
export async function saleIdsWithStatus(page: Page, status: string): Promise<number[]> {
  await page.goto('/shopping-list');
  await chooseFilter(page, 'Estado', status);
  await chooseFilter(page, 'Orden', 'Más recientes primero');
  const table = salesTable(page);
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toContainText(status);
  const links = await table.getByRole('link', { name: /^Ver la venta #\d+$/ }).allTextContents();
  const ids = links.map((text) => Number(text.replace('#', '')));
  expect(ids.length, `the demo has sales "${status}"`).toBeGreaterThan(0);
  return ids;
}
