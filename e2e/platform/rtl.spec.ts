import { expect, test } from '@playwright/test';
import { chooseLanguage, expectFitsRtl, screenTitle } from '../support/rtl.ts';
import { DEMO_PASSWORD, demo, fillLogin } from '../support/session.ts';

// A phone in Hebrew: the admin's store list and activity log read right to left and fit the screen.
test.use({ viewport: { width: 390, height: 844 } });

test('in Hebrew at 390 px the stores, a store’s details and the activity log read right to left without sideways scroll', async ({
  page,
}) => {
  test.slow();
  await page.goto('/session/login');
  await fillLogin(page, demo.admin.email, DEMO_PASSWORD);
  await expect(screenTitle(page, 'Resumen de la plataforma')).toBeVisible();

  await chooseLanguage(page, { menu: 'עברית', lang: 'he' });
  await expect(screenTitle(page, 'סקירת הפלטפורמה')).toBeVisible();
  await expectFitsRtl(page, '/store');

  await page.goto('/stores');
  await expect(screenTitle(page, 'חנויות')).toBeVisible();
  const stores = page.getByRole('table', { name: 'חנויות הפלטפורמה' });
  await expect(stores).toHaveAttribute('aria-busy', 'false');
  await expectFitsRtl(page, '/stores');

  await stores.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/store-details\/\d+$/);
  await expect(page.getByRole('button', { name: 'הארכת מנוי' })).toBeVisible();
  await expectFitsRtl(page, '/store-details');

  await page.goto('/audit-log');
  await expect(screenTitle(page, 'יומן פעילות')).toBeVisible();
  await expect(page.getByRole('table', { name: 'יומן פעילות' })).toHaveAttribute('aria-busy', 'false');
  await expectFitsRtl(page, '/audit-log');
});
