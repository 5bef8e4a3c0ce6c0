import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, demo, fillLogin } from '../support/session.ts';

// A phone in Arabic: the plans screens read right to left and fit the screen.
test.use({ viewport: { width: 390, height: 844 } });

/** Content wider than the screen: the page would scroll sideways. */
const overflowX = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const main = document.querySelector('#main-content');
    return Math.max(root.scrollWidth - root.clientWidth, main ? main.scrollWidth - main.clientWidth : 0);
  });

async function inArabic(page: Page, email: string) {
  await page.goto('/session/login');
  await fillLogin(page, email, DEMO_PASSWORD);
  await expect(page.locator('#main-content').getByRole('heading', { level: 1 })).toBeVisible();
  const arabicChunk = page.waitForResponse((r) => /\/assets\/ar-[\w-]+\.js$/.test(r.url()));
  await page.getByRole('button', { name: 'Idioma: Español' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await arabicChunk;
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
}

async function expectFits(page: Page, url: string) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await overflowX(page), `${url} is wider than the screen`).toBeLessThanOrEqual(0);
}

const title = (page: Page, name: string) =>
  page.locator('#main-content').getByRole('heading', { level: 1, name });

test('in Arabic at 390 px the admin’s plans and licence sales read right to left without sideways scroll', async ({
  page,
}) => {
  test.slow();
  await inArabic(page, demo.admin.email);
  await page.goto('/plans');
  await expect(title(page, 'الخطط')).toBeVisible();
  await expect(page.getByRole('table', { name: 'خطط المنصة' })).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('heading', { name: 'سعر الدولار' })).toBeVisible();
  await expectFits(page, '/plans');

  await page.goto('/license-sales');
  await expect(title(page, 'مبيعات التراخيص')).toBeVisible();
  await expect(page.getByRole('table', { name: 'مدفوعات خطط المتاجر' })).toHaveAttribute(
    'aria-busy',
    'false',
  );
  await expectFits(page, '/license-sales');
  await page.getByRole('table', { name: 'مدفوعات خطط المتاجر' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/license-sales\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: /^الدفعة رقم \d+$/ })).toBeVisible();
  await expectFits(page, '/license-sales/:id');
});

test('in Arabic at 390 px the owner’s upgrade screen reads right to left without sideways scroll', async ({
  page,
}) => {
  test.slow();
  await inArabic(page, demo.owner.email);
  await page.goto('/upgrade-plan');
  await expect(title(page, 'ترقية الخطة')).toBeVisible();
  await expect(page.getByRole('button', { name: /^اختيار الخطة/ }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'مدفوعات خططي' })).toHaveAttribute('aria-busy', 'false');
  await expectFits(page, '/upgrade-plan');
});
