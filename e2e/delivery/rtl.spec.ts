import { expect, test } from '@playwright/test';
import { chooseLanguage, expectFitsRtl, screenTitle } from '../support/rtl.ts';
import { DEMO_PASSWORD, demo, fillLogin } from '../support/session.ts';

// A phone in Arabic: the company's shipment screens read right to left and fit the screen.
test.use({ viewport: { width: 390, height: 844 } });

test('in Arabic at 390 px the company’s shipments, report and courier details read right to left without sideways scroll', async ({
  page,
}) => {
  test.slow();
  await page.goto('/session/login');
  await fillLogin(page, demo.delivery.email, DEMO_PASSWORD);
  await expect(screenTitle(page, 'Perfil de la empresa')).toBeVisible();

  await chooseLanguage(page, { menu: 'العربية', lang: 'ar' });

  await page.goto('/delivery-shippings');
  await expect(screenTitle(page, 'شحنات تم التحقق منها')).toBeVisible();
  await expect(page.getByRole('table', { name: 'الشحنات' })).toHaveAttribute('aria-busy', 'false');
  await expectFitsRtl(page, '/delivery-shippings');

  await page.goto('/delivery-reports');
  await expect(screenTitle(page, 'التقارير')).toBeVisible();
  await expectFitsRtl(page, '/delivery-reports');

  // A courier's details, with the shipments it carried.
  await page.goto('/delivery-dealers');
  await page.locator('#main-content').getByRole('table').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/delivery-dealer-details\/\d+$/);
  const carried = page.getByRole('region', { name: 'شحنات المندوب' });
  await expect(carried.getByRole('table')).toHaveAttribute('aria-busy', 'false');
  await expectFitsRtl(page, '/delivery-dealer-details');
});
