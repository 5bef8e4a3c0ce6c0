import { expect, test } from '@playwright/test';
import { type PathEntry, paths } from '../../apps/web/src/app/paths.ts';
import { demo, signIn } from '../support/session.ts';

const accounts = [
  [1, demo.admin],
  [2, demo.owner],
  [3, demo.cashier],
  [4, demo.delivery],
  [5, demo.ticketmaster],
] as const;

const entries: PathEntry[] = Object.values(paths);

for (const [role, account] of accounts) {
  test(`every screen of role ${role} opens inside the panel with its title`, async ({ page }) => {
    test.slow();
    await signIn(page, account.email);
    const own = entries.filter((entry) => entry.roles !== 'public' && entry.roles.includes(role));
    for (const entry of own) {
      const url = entry.path.replace(':filter', 'verified').replace(/:\w+/g, '1');
      await page.goto(url);
      await expect(page.getByRole('navigation', { name: 'Menú principal' }), url).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }).first(), url).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Acceso denegado' }), url).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' }), url).toHaveCount(0);
    }
  });
}
