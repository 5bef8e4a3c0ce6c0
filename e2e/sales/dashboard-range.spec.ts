import { expect, test } from '@playwright/test';
import { demo, signIn } from '../support/session.ts';

test("the dashboard's range switch changes the figures", async ({ page }) => {
  await signIn(page, demo.owner.email);
  await page.goto('/dashboard');
  const range = page.getByRole('group', { name: 'Rango de fechas' });
  await expect(range.getByRole('button', { name: 'Semana' })).toHaveAttribute('aria-pressed', 'true');

  const profit = page.getByRole('group', { name: 'Cobrado' });
  const sales = page.getByRole('group', { name: 'Ventas cobradas' });
  await expect(profit).toContainText('US$');
  const weekProfit = await profit.textContent();
  const weekSales = Number(
    (await sales.locator('[data-testid="counter-animated"]').textContent())?.replace(/\D/g, ''),
  );
  expect(weekSales).toBeGreaterThan(0);
  await expect(
    page.getByRole('list', { name: 'Últimas ventas actualizadas' }).getByRole('listitem'),
  ).toHaveCount(5);

  await range.getByRole('button', { name: 'Año' }).click();
  await expect(page.getByText(/Del 1 de enero de \d{4} al/)).toBeVisible();
  await expect(profit).not.toHaveText(weekProfit ?? '');
  // A year holds the week (the demo has 90 days of sales).
  await expect
    .poll(async () =>
      Number((await sales.locator('[data-testid="counter-animated"]').textContent())?.replace(/\D/g, '')),
    )
    .toBeGreaterThan(weekSales);

  await range.getByRole('button', { name: 'Personalizado' }).click();
  await expect(page.getByLabel('Desde')).toBeVisible();
  await expect(page.getByLabel('Hasta')).toBeVisible();
});
