import { expect, type Page } from '@playwright/test';
import { signIn } from '../support/session.ts';

/** Signs out whoever is in and signs `email` in, keeping the guided tour out of the way. */
export async function switchTo(page: Page, email: string) {
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem('intro', 'skip');
  });
  await page.context().clearCookies();
  await signIn(page, email);
}

/** The owner's membership end as /upgrade-plan shows it. */
export async function membershipEnd(page: Page): Promise<string> {
  const until = page.getByTestId('membership-until');
  await expect(until).toBeVisible();
  return (await until.textContent()) ?? '';
}
