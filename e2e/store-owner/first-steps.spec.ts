import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, fillLogin, signUpOwner } from '../support/session.ts';

// A merchant who signs up alone sees what to set up before she can sell, on a phone.
test.use({ viewport: { width: 390, height: 844 } });

test('a new owner lands on her first steps; each line links to its screen and ticks itself once done', async ({
  page,
  request,
}) => {
  const email = await signUpOwner(request, 'primeros');
  // On a phone the menu is a closed drawer: signed in once the first screen has its title.
  await page.goto('/session/login');
  await fillLogin(page, email, DEMO_PASSWORD);
  await expect(page.locator('#main-content').getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The owner's landing (/store) is her store's profile, with the checklist on top.
  const steps = page.getByRole('region', { name: 'Primeros pasos' });
  await expect(steps).toBeVisible();
  await expect(steps.getByText('0 de 5 listos')).toBeVisible();
  await expect(steps.getByRole('status')).toHaveText(
    'Sus clientes aún no pueden comprar: agregue una cuenta para recibir los pagos.',
  );
  await steps.getByRole('link', { name: 'Ir a Cuenta para cobrar' }).click();
  await expect(page).toHaveURL(/\/bank-list$/);

  // An account added (here through the API), the dashboard shows the line done.
  const session = await (
    await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } })
  ).json();
  const added = await request.post('/api/banks', {
    headers: { authorization: `Bearer ${session.access_token}` },
    data: {
      bank_name: 'Banesco',
      account_type: 'VES',
      account_number: '0134-0000-00-0000000001',
      owner_full_name: 'Olga Rivas',
      owner_idenfication_type: 'V',
      owner_idenfication: 'V-12345678',
    },
  });
  expect(added.ok()).toBe(true);
  await page.goto('/dashboard');
  await expect(steps.getByText('1 de 5 listos')).toBeVisible();
  await expect(steps.getByRole('status')).toHaveText(
    'Sus clientes aún no pueden comprar: active un producto con existencia.',
  );
  const account = steps.getByRole('listitem').filter({ hasText: 'Cuenta para cobrar' });
  await expect(account.getByRole('img', { name: 'Listo' })).toBeVisible();
  await expect(steps.getByRole('img', { name: 'Listo' })).toHaveCount(1);
});
