import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, demo, fillLogin } from '../support/session.ts';

// A phone in Arabic: the company's shipment screens read right to left and fit the screen.
test.use({ viewport: { width: 390, height: 844 } });

/** Content wider than the screen: the page would scroll sideways. */
const overflowX = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });

function title(page: Page, name: string) {
  return page.locator('#main-content').getByRole('heading', { level: 1, name });
}

async function expectFits(page: Page, url: string) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await overflowX(page), `${url} is wider than the screen`).toBeLessThanOrEqual(0);
}

test('in Arabic at 390 px the company’s shipments, report and courier details read right to left without sideways scroll', async ({
  page,
}) => {
  test.slow();
  await page.goto('/session/login');
  await fillLogin(page, demo.delivery.email, DEMO_PASSWORD);
  await expect(title(page, 'Perfil de la empresa')).toBeVisible();

  const arabicChunk = page.waitForResponse((r) => /\/assets\/ar-[\w-]+\.js$/.test(r.url()));
  await page.getByRole('button', { name: 'Idioma: Español' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await arabicChunk;
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  await page.goto('/delivery-shippings');
  await expect(title(page, 'شحنات تم التحقق منها')).toBeVisible();
  await expect(page.getByRole('table', { name: 'الشحنات' })).toHaveAttribute('aria-busy', 'false');
  await expectFits(page, '/delivery-shippings');

  await page.goto('/delivery-reports');
  await expect(title(page, 'التقارير')).toBeVisible();
  await expectFits(page, '/delivery-reports');

  // A courier's details, with the shipments it carried.
  await page.goto('/delivery-dealers');
  await page.locator('#main-content').getByRole('table').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/delivery-dealer-details\/\d+$/);
  const carried = page.getByRole('region', { name: 'شحنات المندوب' });
  await expect(carried.getByRole('table')).toHaveAttribute('aria-busy', 'false');
  await expectFits(page, '/delivery-dealer-details');
});
