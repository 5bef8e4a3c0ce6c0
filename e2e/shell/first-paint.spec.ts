import { expect, type Page, test } from '@playwright/test';
import { demo, signIn } from '../support/session.ts';

/**
 * Records, from the page's first script on, whether the panel's page-wide spinner (PageLoader)
 * was ever put on screen.
 */
async function watchForPageSpinner(page: Page) {
  await page.addInitScript(() => {
    const seen = () => document.querySelector('[role="progressbar"][aria-label="Cargando…"]') !== null;
    const flag = window as unknown as { spinnerSeen?: boolean };
    flag.spinnerSeen = false;
    new MutationObserver(() => {
      if (seen()) flag.spinnerSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

const spinnerSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { spinnerSeen?: boolean }).spinnerSeen);

test('a panel address opened while signed in draws its screen, not a spinner first', async ({ page }) => {
  await signIn(page, demo.owner.email);
  await watchForPageSpinner(page);

  // The dashboard, whose texts come with the panel.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Ganancias' })).toContainText('US$');
  expect(await spinnerSeen(page)).toBe(false);

  // A screen with texts of its own, in the screens' bundle.
  await page.goto('/catalogues');
  await expect(page.getByRole('heading', { level: 1, name: 'Catálogos' })).toBeVisible();
  expect(await spinnerSeen(page)).toBe(false);
});

test('the spinner still shows while a screen loads on a slow network', async ({ page }) => {
  await signIn(page, demo.owner.email);
  await watchForPageSpinner(page);
  // The panel's own chunk answers after the wait main.tsx allows for it (1.5 s).
  await page.route(/\/assets\/panel-routes-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('progressbar', { name: 'Cargando…' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Ganancias' })).toContainText('US$', { timeout: 15_000 });
});
