import type { Page } from '@playwright/test';

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
