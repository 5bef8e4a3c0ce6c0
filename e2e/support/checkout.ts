import { expect, type Page } from '@playwright/test';

/** The storefront checkout's contact fields: name, lastname, e-mail and phone. */
export async function fillShopper(
  page: Page,
  who: { name: string; lastname: string; email: string; phone: string },
): Promise<void> {
  await page.getByLabel('Nombre', { exact: true }).fill(who.name);
  await page.getByLabel(/^Apellido/).fill(who.lastname);
  await page.getByLabel('Correo electrónico').fill(who.email);
  await page.getByLabel('Teléfono').fill(who.phone);
}

/** "Agregar al carrito" on the product page open, and the storefront's confirmation. */
export async function addToCart(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Agregado al carrito.' })).toBeVisible();
}

/** A Malta Polar of the demo store at `store` (its page's address) in the cart, the cart's checkout open. */
export async function maltaToCheckout(page: Page, store: string): Promise<void> {
  await page.goto(store);
  await page
    .getByRole('link', { name: /Malta Polar 355 ml/ })
    .first()
    .click();
  await addToCart(page);
  await page.getByRole('link', { name: 'Ver carrito' }).click();
}
