import { expect, test } from '@playwright/test';
import { firstStoreShipped, saleIdsWithStatus, salesTable } from '../support/sales.ts';
import { demo, signIn, toast } from '../support/session.ts';
import { ON_POSTGRES } from '../support/tags.ts';

test(
  'a cashier verifies a sale, the open list drops it without a reload, and a second verify is refused',
  ON_POSTGRES,
  async ({ browser }) => {
    test.slow();
    // Three people at once: a cashier watching the queue, the cashier verifying and the owner.
    const watcher = await (await browser.newContext()).newPage();
    const cashier = await (await browser.newContext()).newPage();
    const owner = await (await browser.newContext()).newPage();

    await signIn(watcher, demo.cashier.email);
    await expect(watcher).toHaveURL('/shopping-list');
    // The cashier's list puts the sales waiting for verification first.
    await expect(watcher.getByRole('combobox', { name: 'Orden' })).toHaveText('Pendientes primero');
    await expect(salesTable(watcher).locator('tbody tr').first()).toContainText('Sin verificar');
    // Not the page's last: the owner's cancel journey takes that one.
    const waiting = (await saleIdsWithStatus(watcher, 'Sin verificar')).slice(0, -1);
    const id = await firstStoreShipped(watcher, waiting);
    const row = salesTable(watcher).getByRole('link', { name: `Ver la venta #${id}` });
    await expect(row).toBeVisible();

    await signIn(owner, demo.owner.email);
    await owner.goto(`/shopping-details/${id}`);
    await expect(owner.getByRole('heading', { name: `Venta #${id}` })).toBeVisible();

    await signIn(cashier, demo.cashier.email);
    await cashier.goto('/shopping-list');
    await salesTable(cashier)
      .getByRole('link', { name: `Ver la venta #${id}` })
      .click();
    await expect(cashier).toHaveURL(`/shopping-details/${id}`);
    const actions = cashier.getByRole('group', { name: 'Acciones de la venta' });
    // Only what the lifecycle allows from "not verified".
    await expect(actions.getByRole('button')).toHaveText([
      'Verificar pago',
      'Denegar pago',
      'Cancelar venta',
    ]);
    await actions.getByRole('button', { name: 'Verificar pago' }).click();
    const confirm = cashier.getByRole('alertdialog');
    await expect(confirm).toContainText(`venta #${id}`);
    await confirm.getByRole('button', { name: 'Verificar pago' }).click();
    await expect(toast(cashier, 'Pago confirmado exitosamente')).toBeVisible();
    const heading = cashier.locator('h2', { hasText: `Venta #${id}` }).locator('..');
    await expect(heading).toContainText('Verificada');
    await expect(heading).toContainText('Pagada');
    await expect(actions.getByRole('button')).toHaveText(['Confirmar envío', 'Cancelar venta']);
    await expect(cashier.getByRole('list', { name: 'Historial de la venta' })).toContainText('Carla');

    // The owner's screen still offers verify: the server refuses, the screen shows the real state.
    await owner
      .getByRole('group', { name: 'Acciones de la venta' })
      .getByRole('button', { name: 'Verificar pago' })
      .click();
    await owner.getByRole('alertdialog').getByRole('button', { name: 'Verificar pago' }).click();
    await expect(toast(owner, `La venta #${id} ya está verificada`)).toBeVisible();
    await expect(owner.getByRole('button', { name: 'Verificar pago' })).toHaveCount(0);
    await expect(owner.locator('h2', { hasText: `Venta #${id}` }).locator('..')).toContainText('Verificada');

    // The watcher's list (filtered "Sin verificar") refreshes itself every 15 s.
    await expect(row).toHaveCount(0, { timeout: 25_000 });
    await expect(watcher).toHaveURL(/status=2/);
  },
);
