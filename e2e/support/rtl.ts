import { expect, type Page } from '@playwright/test';

/** A screen's h1, inside the panel's content. */
export const screenTitle = (page: Page, name?: string) =>
  page.locator('#main-content').getByRole('heading', { level: 1, name });

/**
 * Content wider than the screen: the page would scroll sideways. `main` counts the content
 * area's own overflow too.
 */
const overflowX = (page: Page, main: boolean) =>
  page.evaluate((withMain) => {
    const root = document.scrollingElement ?? document.documentElement;
    const content = withMain ? document.querySelector('#main-content') : null;
    return Math.max(
      root.scrollWidth - root.clientWidth,
      content ? content.scrollWidth - content.clientWidth : 0,
    );
  }, main);

/** The screen at `url` reads right to left and fits the screen's width. */
export async function expectFitsRtl(page: Page, url: string, { main = false } = {}) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await overflowX(page, main), `${url} is wider than the screen`).toBeLessThanOrEqual(0);
}

/** Picks a language in the header's menu and waits for its texts' chunk. */
export async function chooseLanguage(page: Page, language: { menu: string; lang: 'ar' | 'he' }) {
  const chunk = page.waitForResponse((r) =>
    new RegExp(`/assets/${language.lang}-[\\w-]+\\.js$`).test(r.url()),
  );
  await page.getByRole('button', { name: 'Idioma: Español' }).click();
  await page.getByRole('menuitem', { name: language.menu }).click();
  await chunk;
  await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
}
