import { expect, test } from '@playwright/test';
import { openAs, pick } from '../support/screens.ts';
import { demo, toast } from '../support/session.ts';
import { companyWithRoute } from './delivery-api.ts';

test.slow();

test('the store links a new company and the simulator shows its offer, then unlinks it', async ({
  page,
  request,
}) => {
  const company = await companyWithRoute(request);
  await openAs(page, demo.owner.email, '/linked-delivery-companies');
  const row = page.getByRole('row', { name: new RegExp(company.name) });
  await expect(row).toContainText('No vinculada');
  await row.getByRole('button', { name: `Vincular ${company.name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Vincular' }).click();
  await expect(toast(page, 'Empresa vinculada exitosamente')).toBeVisible();
  await expect(row).toContainText('Vinculada el');

  await page.goto('/shipping-routes');
  const simulator = page.getByRole('region', { name: 'Simulador de envío' });
  await pick(page, simulator, 'País', 'Venezuela');
  await pick(page, simulator, 'Estado', 'Zulia');
  await simulator.getByRole('textbox', { name: 'Subtotal del pedido' }).fill('100');
  await simulator.getByRole('button', { name: 'Calcular' }).click();
  const offers = simulator.getByRole('list', { name: 'Opciones de envío' });
  await expect(offers.getByRole('listitem').filter({ hasText: 'Retiro en tienda' })).toBeVisible();
  // 5 % of $100 plus the $1.50 fee, with its two decimals.
  const offer = offers.getByRole('listitem').filter({ hasText: company.name });
  await expect(offer).toContainText('6,50 US$');
  await expect(offer).toContainText('ruta al 5 %');

  await page.goto('/linked-delivery-companies');
  await row.getByRole('button', { name: `Desvincular ${company.name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Desvincular' }).click();
  await expect(toast(page, 'Empresa desvinculada exitosamente')).toBeVisible();
  await expect(row).toContainText('No vinculada');
});
