import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { demo, signIn } from '../support/session.ts';

const HEADER =
  'venta,fecha,canal,cliente,estado,pago,subtotal_usd,envio_usd,total_usd,moneda,tasa,monto_ves,referencia';

test('the report exports the sales of its range as CSV', async ({ page }) => {
  await signIn(page, demo.owner.email);
  await page.goto('/reports');
  await expect(page.getByText('Ventas del período')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Tabla de ventas por canal' })).toContainText('Telegram');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^ventas-\d{4}-\d{2}-01-a-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
  const lines = text.split('\r\n').filter(Boolean);
  expect(lines[0]).toBe(HEADER);
  expect(lines.length).toBeGreaterThan(1);
});

test('the report prints without the panel around it', async ({ page }) => {
  await signIn(page, demo.owner.email);
  await page.goto('/reports');
  await expect(page.getByText('Ventas del período')).toBeVisible();
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Imprimir' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Exportar CSV' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Reportes' })).toBeVisible();
  await expect(page.getByText('Ventas del período')).toBeVisible();
});
