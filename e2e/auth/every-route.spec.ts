import { expect, type Page, test } from '@playwright/test';
import { type PathEntry, type PathKey, paths } from '../../apps/web/src/app/paths.ts';
import { accountsByRole, signIn } from '../support/session.ts';
import { goInPanel } from '../support/shell.ts';

const accounts = accountsByRole;
type Role = (typeof accounts)[number][0];

/**
 * The screens that still show only their title. Each issue that builds one removes it here; the
 * test fails on a placeholder missing from this list and on a listed screen that is no longer one.
 * A role list means the path is a placeholder for those roles only (the admin's /store lists the
 * stores, a store owner's is their store's profile).
 */
const PLACEHOLDERS: Partial<Record<PathKey, 'every role' | readonly Role[]>> = {};

function listedAsPlaceholder(key: PathKey, role: Role): boolean {
  const listed = PLACEHOLDERS[key];
  return listed === 'every role' || (listed?.includes(role) ?? false);
}

/**
 * A placeholder is a screen whose section holds its title and nothing a person can read or use:
 * no field, button, link, table, list, picture or more than a label's worth of text.
 */
async function isPlaceholder(page: Page): Promise<boolean> {
  await page.waitForLoadState('networkidle');
  // Still loading: a spinner (a progress bar without a value). A campaign's send progress is not.
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
  return page.evaluate(() => {
    const section = document.querySelector('#main-content section[aria-labelledby="screen-title"]');
    if (!section) return false;
    const usable = section.querySelectorAll(
      'input, textarea, select, button, a, table, ul, ol, img, svg, form, [role]:not([role="presentation"])',
    );
    const title = section.querySelector('#screen-title')?.textContent ?? '';
    const rest = (section.textContent ?? '').replace(title, '').trim();
    return usable.length === 0 && rest.length < 40;
  });
}

const entries = Object.entries(paths) as [PathKey, PathEntry][];

for (const [role, account] of accounts) {
  test(`every screen of role ${role} opens inside the panel with its title, placeholders as listed`, async ({
    page,
  }) => {
    await signIn(page, account.email);
    const own = entries.filter(([, entry]) => entry.roles !== 'public' && entry.roles.includes(role));
    // A hang guard: up to ten seconds a screen (the store owner has about thirty, most of them
    // loading data; on a loaded CI machine five a screen ran out).
    test.setTimeout(test.info().timeout + 10_000 * own.length);
    for (const [key, entry] of own) {
      const url = entry.path.replace(':filter', 'verified').replace(/:\w+/g, '1');
      // Through the router, as the menu opens a screen; a screen opened by its address alone is
      // the protected-routes and sign-in specs' concern.
      await goInPanel(page, url, entry, role);
      await expect(page.getByRole('navigation', { name: 'Menú principal' }), url).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }).first(), url).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Acceso denegado' }), url).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' }), url).toHaveCount(0);
      const listed = listedAsPlaceholder(key, role);
      expect(
        await isPlaceholder(page),
        listed
          ? `${key} (${url}) is listed in PLACEHOLDERS but is built now: remove it from the list`
          : `${key} (${url}) shows only its title: build it or list it in PLACEHOLDERS`,
      ).toBe(listed);
    }
  });
}

test('the placeholder list names only panel paths', () => {
  for (const key of Object.keys(PLACEHOLDERS)) {
    expect(paths[key as PathKey]?.roles, key).not.toBe('public');
  }
});
