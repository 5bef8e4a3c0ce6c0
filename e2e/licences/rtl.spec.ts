import { expect, type Page, test } from '@playwright/test';
import { chooseLanguage, expectFitsRtl, screenTitle } from '../support/rtl.ts';
import { DEMO_PASSWORD, demo, fillLogin } from '../support/session.ts';

// A phone in Arabic: the plans screens read right to left and fit the screen.
test.use({ viewport: { width: 390, height: 844 } });

async function inArabic(page: Page, email: string) {
  await page.goto('/session/login');
  await fillLogin(page, email, DEMO_PASSWORD);
  await expect(page.locator('#main-content').getByRole('heading', { level: 1 })).toBeVisible();
  await chooseLanguage(page, { menu: 'العربية', lang: 'ar' });
}

test('in Arabic at 390 px the admin’s plans and licence sales read right to left without sideways scroll', async ({
  page,
}) => {
  test.slow();
  await inArabic(page, demo.admin.email);
  await page.goto('/plans');
  await expect(screenTitle(page, 'الخطط')).toBeVisible();
  await expect(page.getByRole('table', { name: 'خطط المنصة' })).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('heading', { name: 'سعر الدولار' })).toBeVisible();
  await expectFitsRtl(page, '/plans', { main: true });

  await page.goto('/license-sales');
  await expect(screenTitle(page, 'مبيعات التراخيص')).toBeVisible();
  await expect(page.getByRole('table', { name: 'مدفوعات خطط المتاجر' })).toHaveAttribute(
    'aria-busy',
    'false',
  );
  await expectFitsRtl(page, '/license-sales', { main: true });
  await page.getByRole('table', { name: 'مدفوعات خطط المتاجر' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/license-sales\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: /^الدفعة رقم \d+$/ })).toBeVisible();
  await expectFitsRtl(page, '/license-sales/:id', { main: true });
});

test('in Arabic at 390 px the owner’s upgrade screen reads right to left without sideways scroll', async ({
  page,
}) => {
  test.slow();
  await inArabic(page, demo.owner.email);
  await page.goto('/upgrade-plan');
  await expect(screenTitle(page, 'ترقية الخطة')).toBeVisible();
  await expect(page.getByRole('button', { name: /^اختيار الخطة/ }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'مدفوعات خططي' })).toHaveAttribute('aria-busy', 'false');
  await expectFitsRtl(page, '/upgrade-plan', { main: true });
});
