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

/**
 * The first of `ids` the store ships itself (not pick-up, no delivery company): the demo gives
 * some of its orders to the demo delivery company, whose steps the store does not take. Read
 * through the API with the signed-in page's own session.
 */
export async function firstStoreShipped(page: Page, ids: number[]): Promise<number> {
  const found = await page.evaluate(async (candidates) => {
    const auth = `${localStorage.getItem('token_type') ?? 'Bearer'} ${localStorage.getItem('token')}`;
    for (const id of candidates) {
      const bill = await (await fetch(`/api/bill/${id}`, { headers: { Authorization: auth } })).json();
      if (bill.shipping_info?.mode !== 'pickup' && bill.shipping_info?.company_id == null) return id;
    }
    return null;
  }, ids);
  expect(found, 'the demo has a sale the store ships itself').not.toBeNull();
  return found!;
}
