import { expect, test } from '@playwright/test';
import { solidPng, unique } from '../support/png.ts';
import { openAs, openDialog, pick, save } from '../support/screens.ts';
import { demo, signUpOwner, toast } from '../support/session.ts';
import { ON_POSTGRES } from '../support/tags.ts';
import { membershipEnd, switchTo } from './licences.ts';

test.slow();

test(
  'the admin creates a plan, an owner pays it with a proof, the admin approves it and the owner’s membership end moves',
  ON_POSTGRES,
  async ({ page, request }) => {
    const plan = `Semestral ${unique()}`;
    const reference = `PM-${unique()}`.slice(0, 20);
    const ownerEmail = await signUpOwner(request, 'plan-owner');

    // The admin creates the plan: Spanish validation first, then the plan with its prices.
    await openAs(page, demo.admin.email, '/plans');
    await expect(page.getByRole('heading', { level: 1, name: 'Planes' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tasa del dólar' })).toBeVisible();
    const dialog = await openDialog(page, 'Nuevo plan', 'Nuevo plan');
    await dialog.getByRole('textbox', { name: /^Meses/ }).fill('');
    await save(dialog);
    await expect(dialog.getByText('El campo nombre es obligatorio')).toBeVisible();
    await expect(dialog.getByText('El campo meses es obligatorio')).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Nombre/ }).fill(plan);
    await dialog.getByRole('textbox', { name: /^Meses/ }).fill('6');
    await dialog.getByRole('textbox', { name: /^Precio/ }).fill('70,50');
    await save(dialog);
    await expect(toast(page, 'Plan creado exitosamente')).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(plan) });
    await expect(row).toContainText('6 meses');
    await expect(row).toContainText(/70,50\sUS\$/);
    await expect(row).toContainText('Activo');

    // The owner (a new store on its trial) pays it in dollars with a proof.
    await switchTo(page, ownerEmail);
    await page.goto('/upgrade-plan');
    await expect(page.getByRole('heading', { level: 1, name: 'Mejorar plan' })).toBeVisible();
    const before = await membershipEnd(page);
    await page.getByRole('button', { name: `Elegir el plan ${plan}` }).click();
    const form = page.getByRole('form', { name: 'Enviar un pago' });
    await expect(form.getByRole('combobox', { name: /^Plan/ })).toHaveText(plan);
    await form.getByRole('button', { name: 'Enviar pago' }).click();
    await expect(form.getByText('El campo imagen es obligatorio')).toBeVisible();
    await expect(form.getByText('El campo cuenta es obligatorio')).toBeVisible();
    await pick(page, form, 'Cuenta', /Zelle/);
    await expect(form).toContainText(/Transfiera 70,50\sUS\$ \(equivale a Bs\.\s2573,25 a 36,5 Bs\/USD\)/);
    // The rate comes with since when it is in force (the admin set it above).
    await expect(form).toContainText(/Tasa 36,5 Bs por dólar, vigente desde el \d/);
    await form.getByRole('textbox', { name: /^Referencia/ }).fill(reference);
    await form.locator('input[type="file"]').setInputFiles({
      name: 'comprobante.png',
      mimeType: 'image/png',
      buffer: solidPng([Math.floor(Math.random() * 255), 120, 40]),
    });
    await expect(form.getByRole('img', { name: /comprobante\.png/ })).toBeVisible();
    await form.getByRole('button', { name: 'Enviar pago' }).click();
    await expect(toast(page, 'Pago enviado')).toBeVisible();
    const mine = page.getByRole('table', { name: 'Mis pagos de planes' });
    await expect(mine.getByRole('row', { name: new RegExp(reference) })).toContainText('Pendiente');

    // The admin finds it, checks the proof and approves it.
    await switchTo(page, demo.admin.email);
    await page.goto('/license-sales');
    await page.getByRole('searchbox', { name: 'Buscar por tienda, dueño o referencia' }).fill(reference);
    const sale = page.getByRole('row', { name: new RegExp(reference) });
    await expect(sale).toContainText('Pendiente');
    await expect(sale).toContainText(plan);
    // The search reaches the address once it settles; open the payment after that (seen once on a
    // loaded machine: the click landed while the list was being replaced).
    await expect(page).toHaveURL(new RegExp(`q=${reference}`));
    await page.waitForLoadState('networkidle');
    await sale.getByRole('link', { name: /^Ver el pago #\d+$/ }).click();
    await expect(page).toHaveURL(/\/license-sales\/\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: /^Pago #\d+$/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pago', exact: true })).toContainText(reference);
    await page.getByRole('button', { name: 'Ampliar el comprobante de pago' }).click();
    const proof = page.getByRole('dialog', { name: 'Comprobante de pago' });
    await expect(proof.getByRole('img')).toBeVisible();
    await proof.getByRole('button', { name: 'Cerrar' }).click();

    await page
      .getByRole('group', { name: 'Decisión sobre el pago' })
      .getByRole('button', { name: 'Aprobar' })
      .click();
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText('se extenderá 6 meses');
    await question.getByRole('button', { name: 'Aprobar' }).click();
    await expect(toast(page, 'Pago aprobado exitosamente')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pago', exact: true })).toContainText('Membresía hasta');
    await expect(page.getByRole('group', { name: 'Decisión sobre el pago' })).toHaveCount(0);

    // The owner's membership now ends six months later than the trial did.
    await switchTo(page, ownerEmail);
    await page.goto('/upgrade-plan');
    const after = await membershipEnd(page);
    expect(after).not.toBe(before);
    await expect(page.getByRole('region', { name: 'Mi membresía' })).toContainText(plan);
    await expect(
      page
        .getByRole('table', { name: 'Mis pagos de planes' })
        .getByRole('row', { name: new RegExp(reference) }),
    ).toContainText('Aprobado');
  },
);

test('an owner whose membership ended sees the banner on every screen, and "Renovar" leads to the plans', async ({
  page,
}) => {
  // The demo's "Café Caracas": its trial ended three days ago.
  await openAs(page, 'cafe@vitrina.test', '/shopping-list');
  const banner = page.getByRole('alert').filter({ hasText: 'Su membresía venció el' });
  await expect(banner).toContainText('Su tienda no recibe pedidos.');
  await page.goto('/products');
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: 'Renovar' }).click();
  await expect(page).toHaveURL(/\/upgrade-plan$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mejorar plan' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mi membresía' })).toContainText('Vencida');
  // On the renewal screen itself the banner stays, without a link to where the owner already is.
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Renovar' })).toHaveCount(0);
});

test('a store owner whose membership is running shows no banner', async ({ page }) => {
  await openAs(page, demo.owner.email, '/upgrade-plan');
  await expect(page.getByRole('region', { name: 'Mi membresía' })).toContainText('Activa');
  // Give the idle-time banner its chance to appear.
  await page.waitForTimeout(2500);
  await expect(page.getByRole('alert').filter({ hasText: /membresía/ })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /membresía/ })).toHaveCount(0);
});
