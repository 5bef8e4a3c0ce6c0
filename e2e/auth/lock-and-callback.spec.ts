import { expect, test } from '@playwright/test';
import { demo, field, signIn } from '../support/session.ts';

test('the lock screen greets the stored user and unlocks with their password', async ({ page }) => {
  await signIn(page, demo.ticketmaster.email);
  await page.goto('/session/lock-screen');
  await expect(page.getByRole('heading', { level: 1, name: 'Sesión bloqueada' })).toBeVisible();
  await expect(page.getByText('Teresa Taquilla')).toBeVisible();

  await field(page, 'Contraseña').fill('demo1234');
  await page.getByRole('button', { name: 'Desbloquear' }).click();
  await expect(page).toHaveURL('/ticket-sales/pending');
  await expect(page.getByRole('heading', { level: 1, name: 'Ventas de entradas' })).toBeVisible();
});

test('"not you?" on the lock screen forgets the user and goes to login', async ({ page }) => {
  await signIn(page, demo.delivery.email);
  await page.goto('/session/lock-screen');
  await page.getByRole('button', { name: /¿No es Diego\?/ }).click();
  await expect(page).toHaveURL('/session/login');
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

  await page.goto('/session/lock-screen');
  await expect(page).toHaveURL('/session/login');
});

test('/callback sends a signed-in user to their landing page and others to login', async ({ page }) => {
  await page.goto('/callback');
  await expect(page).toHaveURL('/session/login');

  await signIn(page, demo.cashier.email);
  await page.goto('/callback');
  await expect(page).toHaveURL('/shopping-list');
});
