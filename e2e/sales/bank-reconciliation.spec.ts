import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { chooseLanguage, expectFitsRtl, screenTitle } from '../support/rtl.ts';
import { expectNoSidewaysScroll, openAs, pick } from '../support/screens.ts';
import { DEMO_PASSWORD, demo, fillLogin, toast } from '../support/session.ts';
import { ON_POSTGRES } from '../support/tags.ts';

// The demo store's bolívar account "Banco de Venezuela" has a statement imported by the seed:
// three lines that match a waiting sale exactly, probable ones and lines that match nothing.

const BOLIVAR_ACCOUNT = /^Banco de Venezuela · bolívares/;

/** Opens the reconciliation and picks the demo's bolívar account; returns the lines' table. */
async function openBolivarAccount(page: Page) {
  await openAs(page, demo.owner.email, '/bank-reconciliation');
  await expect(screenTitle(page, 'Conciliación bancaria')).toBeVisible();
  await pick(page, page.locator('#main-content'), 'Cuenta', BOLIVAR_ACCOUNT);
  await expect(page).toHaveURL(/account=\d+/);
  const lines = page.getByRole('table', { name: 'Líneas del extracto' });
  await expect(lines).toHaveAttribute('aria-busy', 'false');
  return lines;
}

test(
  'the owner confirms the three exact matches of the statement at once, and their sales read verified',
  ON_POSTGRES,
  async ({ page }) => {
    test.slow();
    const lines = await openBolivarAccount(page);
    const states = page.getByRole('group', { name: 'Líneas por estado' });
    await expect(states.getByRole('button', { name: 'Exactas 3' })).toBeVisible();
    await expect(lines.locator('tbody tr').first()).toBeVisible();

    // The sales the exact lines point at.
    await states.getByRole('button', { name: 'Exactas 3' }).click();
    await expect(page).toHaveURL(/state=exact/);
    await expect(lines.locator('tbody tr')).toHaveCount(3);
    const saleLinks = lines.getByRole('link', { name: /^Ver la venta #\d+$/ });
    await expect(saleLinks).toHaveCount(3);
    const ids = (await saleLinks.allTextContents()).map((text) => Number(text.replace('#', '')));
    const confirmedBefore = Number(
      (await states.getByRole('button', { name: /^Confirmadas \d+$/ }).textContent())?.match(/\d+/)?.[0],
    );

    await page.getByRole('button', { name: 'Confirmar 3 coincidencias exactas' }).click();
    const question = page.getByRole('alertdialog', { name: 'Confirmar coincidencias exactas' });
    await expect(question).toContainText('las 3 ventas');
    await question.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await expect(toast(page, 'Pagos confirmados con el extracto: 3')).toBeVisible();

    await expect(states.getByRole('button', { name: 'Exactas 0' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirmar 0 coincidencias exactas' })).toBeDisabled();
    const confirmed = states.getByRole('button', { name: `Confirmadas ${confirmedBefore + 3}` });
    await confirmed.click();
    await expect(confirmed).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/state=confirmed/);
    for (const id of ids)
      await expect(lines.getByRole('link', { name: `Ver la venta #${id}` })).toBeVisible();

    await lines.getByRole('link', { name: `Ver la venta #${ids[0]}` }).click();
    await expect(page).toHaveURL(`/shopping-details/${ids[0]}`);
    const heading = page.locator('h2', { hasText: `Venta #${ids[0]}` }).locator('..');
    await expect(heading).toContainText('Verificada');
    await expect(heading).toContainText('Pagada');

    // Back from the sale, the same account and filter.
    await page.goBack();
    await expect(page).toHaveURL(/state=confirmed/);
    await expect(lines.getByRole('link', { name: `Ver la venta #${ids[0]}` })).toBeVisible();
  },
);

test('a file is previewed with the layout it was read with, a refused one says its row and column, and the screen passes axe', async ({
  browser,
}) => {
  // A page of its own context: @axe-core/playwright needs one.
  const context = await browser.newContext();
  const page = await context.newPage();
  await openBolivarAccount(page);
  const csv = (day: string) =>
    Buffer.from(
      [
        'Fecha;Referencia;Concepto;Cargo;Abono;Saldo',
        `${day};55501234;PAGO MOVIL RECIBIDO;;150,00;1.150,00`,
        '21/11/2026;00000000;COMISION;2,50;;1.147,50',
      ].join('\n'),
    );
  const file = page.getByLabel('Archivo del extracto');
  await file.setInputFiles({ name: 'movimientos.csv', mimeType: 'text/csv', buffer: csv('20/11/2026') });
  await page.getByRole('button', { name: 'Vista previa' }).click();
  await expect(page.getByText('Formato reconocido: Banco de Venezuela')).toBeVisible();
  await expect(page.getByText(/1 abono para importar · 1 fila omitida/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Primeras líneas del archivo' })).toContainText('55501234');

  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);

  await file.setInputFiles({ name: 'movimientos.csv', mimeType: 'text/csv', buffer: csv('32/13/2026') });
  await page.getByRole('button', { name: 'Vista previa' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Fila 2, columna A' })).toHaveText(
    'Fila 2, columna A: «32/13/2026» no es una fecha',
  );
  await expect(page.getByRole('table', { name: 'Primeras líneas del archivo' })).toHaveCount(0);
  await context.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('at 390 px the lines are cards and nothing scrolls sideways, the other layout’s columns included', async ({
    page,
  }) => {
    await openBolivarAccount(page);
    const card = page.getByTestId('statement-line-card').first();
    await expect(card).toBeVisible();
    const box = await card.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    await expectNoSidewaysScroll(page);

    await pick(page, page.locator('#main-content'), 'Banco / formato', 'Otro formato (columnas)');
    await expect(page.getByRole('textbox', { name: /^Columna de la fecha/ })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('in Arabic at 390 px the reconciliation reads right to left without sideways scroll', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/session/login');
    await fillLogin(page, demo.owner.email, DEMO_PASSWORD);
    await expect(page.locator('#main-content').getByRole('heading', { level: 1 })).toBeVisible();
    await chooseLanguage(page, { menu: 'العربية', lang: 'ar' });
    await page.goto('/bank-reconciliation');
    await expect(screenTitle(page, 'التسوية المصرفية')).toBeVisible();
    await pick(page, page.locator('#main-content'), 'الحساب', /^Banco de Venezuela · بوليفار/);
    await expect(page.getByRole('table', { name: 'أسطر كشف الحساب' })).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByTestId('statement-line-card').first()).toBeVisible();
    await expectFitsRtl(page, '/bank-reconciliation', { main: true });
  });
});
