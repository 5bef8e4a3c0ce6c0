import { expect, test } from '@playwright/test';
import { chooseLanguage, expectFitsRtl, screenTitle } from '../support/rtl.ts';
import { demo, keepSession } from '../support/session.ts';
import { seriousViolations, snap } from '../support/shell.ts';

test.describe('the help at /faq', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("answers the owner's questions, searchable, and leads to the screen an answer names", async ({
    page,
  }) => {
    await keepSession(page, demo.owner.email);
    await page.goto('/faq');
    await expect(screenTitle(page, 'Preguntas frecuentes')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Primeros pasos' })).toBeVisible();
    // A cashier's or a ticket master's topic is not the owner's.
    await expect(page.getByRole('heading', { level: 2, name: 'Entradas y eventos' })).toHaveCount(0);

    const search = page.getByRole('searchbox', { name: 'Buscar en la ayuda' });
    await search.fill('COMPROBANTE');
    await expect(page).toHaveURL(/\/faq\?q=COMPROBANTE$/);
    await expect(page.getByRole('status')).toHaveText(/^\d+ respuestas?$/);
    const first = page.getByRole('heading', { level: 3 }).first();
    await first.getByRole('button').click();
    await expect(
      page
        .locator('#main-content')
        .getByText(/comprobante/i)
        .first(),
    ).toBeVisible();
    expect(await seriousViolations(page, '#main-content')).toEqual([]);
    await snap(page, 'faq-owner-390');

    await search.fill('palabraquenoexiste');
    await expect(
      page.getByText('Ninguna respuesta contiene «palabraquenoexiste». Pruebe con otra palabra.'),
    ).toBeVisible();

    await search.fill('qué necesito configurar');
    await expect(page.getByRole('status')).toHaveText(/^\d+ respuestas?$/);
    await page.getByRole('button', { name: '¿Qué necesito configurar antes de vender?' }).click();
    await page.getByRole('link', { name: 'Abrir el perfil de la tienda' }).click();
    await expect(page).toHaveURL(/\/store$/);
  });

  test("speaks the panel's language, right to left in Arabic, for a cashier", async ({ page }) => {
    await keepSession(page, demo.cashier.email);
    await page.goto('/faq');
    await expect(screenTitle(page, 'Preguntas frecuentes')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Delivery' })).toHaveCount(0);
    await chooseLanguage(page, { menu: 'العربية', lang: 'ar' });
    await expect(page.getByRole('searchbox', { name: 'البحث في المساعدة' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).not.toHaveText('Primeros pasos');
    await expectFitsRtl(page, '/faq', { main: true });
  });
});
