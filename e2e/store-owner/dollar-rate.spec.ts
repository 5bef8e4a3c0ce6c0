import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll } from '../support/screens.ts';
import { keepSession, signUpOwner, toast } from '../support/session.ts';

// A new store (the demo store's rate stays the platform's for the other journeys).
test("an owner keeps a dollar rate of her own on a phone, then follows the platform's again", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = await signUpOwner(page.request, 'tasa');
  await keepSession(page, email);
  await page.goto('/bank-list');
  const card = page.getByRole('form', { name: 'Tasa del dólar de la tienda' });
  await expect(card.getByText(/Sigue la tasa de la plataforma: [\d.,]+ Bs por dólar/)).toBeVisible();

  await card.getByRole('switch', { name: 'Usar una tasa propia' }).check();
  const rate = card.getByRole('textbox', { name: 'Tasa propia (Bs por dólar)' });
  await rate.fill('40,5');
  await card.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Tasa del dólar actualizada exitosamente')).toBeVisible();
  await expect(card.getByText('Tasa vigente: 40,5 Bs por dólar')).toBeVisible();
  await expect(card.getByText(/Tasa propia de la tienda, fijada el/)).toBeVisible();
  await expectNoSidewaysScroll(page);

  // It stays after a reload (a stored amount reads with the language's decimal mark, as in
  // every number box of the panel), and the switch back returns the platform's.
  await page.reload();
  await expect(card.getByRole('textbox', { name: 'Tasa propia (Bs por dólar)' })).toHaveValue('40,5');
  await card.getByRole('switch', { name: 'Usar una tasa propia' }).uncheck();
  await card.getByRole('button', { name: 'Guardar' }).click();
  await expect(card.getByText(/Sigue la tasa de la plataforma/)).toBeVisible();
  await expect(card.getByText(/Tasa propia de la tienda/)).toHaveCount(0);
});
