import { expect, type Page, test } from '@playwright/test';
import { type PathEntry, paths } from '../../apps/web/src/app/paths.ts';
import { accountsByRole, DEMO_PASSWORD, demo, fillLogin } from '../support/session.ts';
import { goInPanel } from '../support/shell.ts';

// A common phone width (SPEC.md §2: below 600 px the panel is laid out for a phone).
test.use({ viewport: { width: 390, height: 844 } });

const accounts = accountsByRole;

const entries: PathEntry[] = Object.values(paths);

/** Signs in on a phone, where the menu is a closed drawer: waits for the first screen's title. */
async function signIn(page: Page, email: string) {
  await page.goto('/session/login');
  await fillLogin(page, email, DEMO_PASSWORD);
  await expect(page.locator('#main-content').getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** Content wider than the screen: the page would scroll sideways. */
async function overflowX(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
}

for (const [role, account] of accounts) {
  test(`at 390 px no screen of role ${role} scrolls sideways`, async ({ page }) => {
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        cspViolations.push(message.text());
    });
    await signIn(page, account.email);
    const own = entries.filter((entry) => entry.roles !== 'public' && entry.roles.includes(role));
    // A few seconds per screen: each waits for its data before measuring.
    test.setTimeout(test.info().timeout + 5_000 * own.length);
    for (const entry of own) {
      const url = entry.path.replace(':filter', 'verified').replace(/:\w+/g, '1');
      await goInPanel(page, url, entry, role);
      await expect(
        page.locator('#main-content').getByRole('heading', { level: 1 }).first(),
        url,
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await overflowX(page), `${url} is wider than the screen`).toBeLessThanOrEqual(0);
    }
    expect(cspViolations).toEqual([]);
  });
}

test('at 390 px the header keeps sign-out, language and theme settings within reach', async ({ page }) => {
  test.slow();
  await signIn(page, demo.owner.email);
  await expect(page.getByRole('button', { name: /^Idioma:/ })).toBeVisible();

  await page.getByRole('button', { name: 'Más opciones' }).click();
  const more = page.getByRole('menu');
  await expect(more.getByRole('menuitem', { name: 'Su tienda web (se abre en otra pestaña)' })).toBeVisible();
  await more.getByRole('menuitem', { name: 'Personalizar tema' }).click();
  const customizer = page.getByRole('dialog', { name: 'Personalizar tema' });
  await expect(customizer).toBeVisible();
  await customizer.getByRole('button', { name: 'Cerrar' }).click();
  await expect(customizer).toBeHidden();

  await page.getByRole('button', { name: /Menú de usuario/ }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/session\/login/);
});

test('at 390 px the sales list shows each sale as a card with its key facts', async ({ page }) => {
  await signIn(page, demo.cashier.email);
  await page.goto('/shopping-list');
  const card = page.getByTestId('sale-card').first();
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: /^Ver la venta #\d+$/ })).toBeVisible();
  // Number, total, customer, sale status, date and payment status, all inside the screen.
  await expect(card.locator(':scope > *')).toHaveCount(6);
  const box = await card.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  expect(await overflowX(page)).toBeLessThanOrEqual(0);
});

test("the cashier's / opens the sales list", async ({ page }) => {
  await signIn(page, demo.cashier.email);
  await page.goto('/');
  await expect(page).toHaveURL('/shopping-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Acceso denegado' })).toHaveCount(0);
});
