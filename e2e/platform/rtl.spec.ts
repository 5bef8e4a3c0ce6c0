import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, demo, fillLogin } from '../support/session.ts';

// A phone in Hebrew: the admin's store list and activity log read right to left and fit the screen.
test.use({ viewport: { width: 390, height: 844 } });

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

test('in Hebrew at 390 px the stores, a store’s details and the activity log read right to left without sideways scroll', async ({
  page,
}) => {
  test.slow();
  await page.goto('/session/login');
  await fillLogin(page, demo.admin.email, DEMO_PASSWORD);
  await expect(title(page, 'Resumen de la plataforma')).toBeVisible();

  const hebrewChunk = page.waitForResponse((r) => /\/assets\/he-[\w-]+\.js$/.test(r.url()));
  await page.getByRole('button', { name: 'Idioma: Español' }).click();
  await page.getByRole('menuitem', { name: 'עברית' }).click();
  await hebrewChunk;
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  await expect(title(page, 'סקירת הפלטפורמה')).toBeVisible();
  await expectFits(page, '/store');

  await page.goto('/stores');
  await expect(title(page, 'חנויות')).toBeVisible();
  const stores = page.getByRole('table', { name: 'חנויות הפלטפורמה' });
  await expect(stores).toHaveAttribute('aria-busy', 'false');
  await expectFits(page, '/stores');

  await stores.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/store-details\/\d+$/);
  await expect(page.getByRole('button', { name: 'הארכת מנוי' })).toBeVisible();
  await expectFits(page, '/store-details');

  await page.goto('/audit-log');
  await expect(title(page, 'יומן פעילות')).toBeVisible();
  await expect(page.getByRole('table', { name: 'יומן פעילות' })).toHaveAttribute('aria-busy', 'false');
  await expectFits(page, '/audit-log');
});
