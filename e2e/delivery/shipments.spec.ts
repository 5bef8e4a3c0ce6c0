import { expect, type Page, test } from '@playwright/test';
import { solidPng } from '../support/png.ts';
import { openAs } from '../support/screens.ts';
import { demo, toast } from '../support/session.ts';
import { ON_POSTGRES } from '../support/tags.ts';

function shipmentsTable(page: Page) {
  return page.getByRole('table', { name: 'Envíos' });
}

/** The sale numbers of the shipments on the list's first page. */
async function listedSales(page: Page): Promise<number[]> {
  const table = shipmentsTable(page);
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const links = await table.getByRole('link', { name: /^Ver el envío #\d+$/ }).allTextContents();
  return links.map((text) => Number(text.replace('#', '')));
}

test(
  'the company verifies a shipment assigning a courier, picks it up, delivers it with a photo and marks it paid; the store sees the proof',
  ON_POSTGRES,
  async ({ page }) => {
    test.slow();
    await openAs(page, demo.delivery.email, '/delivery-shopping-list');
    await expect(page.getByRole('heading', { name: 'Envíos por verificar' })).toBeVisible();
    const waiting = await listedSales(page);
    // The demo leaves shipments of the demo company waiting for it (seed/demo-shipments.ts).
    expect(waiting.length, 'the demo has shipments waiting for verification').toBeGreaterThan(0);
    const sale = waiting[0]!;

    await shipmentsTable(page)
      .getByRole('link', { name: `Ver el envío #${sale}` })
      .click();
    await expect(page).toHaveURL(/\/delivery-shopping-details\/\d+$/);
    await expect(page.getByRole('heading', { name: `Envío de la venta #${sale}` })).toBeVisible();
    const actions = page.getByRole('group', { name: 'Acciones del envío' });
    await expect(actions.getByRole('button')).toHaveText(['Verificar y asignar']);

    // Verify: one of the company's active couriers.
    await actions.getByRole('button', { name: 'Verificar y asignar' }).click();
    const verify = page.getByRole('dialog', { name: `Verificar el envío de la venta #${sale}` });
    await verify.getByRole('combobox', { name: 'Repartidor' }).click();
    const courier = page.getByRole('option').first();
    const courierName = (await courier.textContent())?.trim() ?? '';
    await courier.click();
    await verify.getByRole('button', { name: 'Verificar y asignar' }).click();
    await expect(toast(page, 'Envío verificado')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Entrega', exact: true })).toContainText(
      courierName.split(' ')[0]!,
    );

    // Picked up, after confirming.
    await actions.getByRole('button', { name: 'Marcar como recogido' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Marcar como recogido' }).click();
    await expect(toast(page, 'Envío marcado como recogido')).toBeVisible();

    // Delivered: the photo is required, the note optional.
    await actions.getByRole('button', { name: 'Marcar como entregado' }).click();
    const deliver = page.getByRole('dialog', { name: `Entrega de la venta #${sale}` });
    await deliver.getByRole('button', { name: 'Marcar como entregado' }).click();
    await expect(deliver).toContainText('La foto de la entrega es obligatoria');
    await deliver.getByLabel('Elegir foto').setInputFiles({
      name: 'entrega.png',
      mimeType: 'image/png',
      buffer: solidPng([40, 160, 90]),
    });
    await deliver.getByRole('textbox', { name: 'Nota' }).fill('Entregado a la conserje');
    await deliver.getByRole('button', { name: 'Marcar como entregado' }).click();
    await expect(toast(page, 'Entrega confirmada exitosamente')).toBeVisible();
    await expect(page.getByRole('img', { name: `Foto de la entrega de la venta #${sale}` })).toBeVisible();

    // Settled, once.
    await actions.getByRole('button', { name: 'Marcar como pagado' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Marcar como pagado' }).click();
    await expect(toast(page, 'Pago actualizado')).toBeVisible();
    await expect(actions).toHaveCount(0);

    // The store sees the company, the courier and the proof on the sale.
    await openAs(page, demo.owner.email, `/shopping-details/${sale}`);
    const shipping = page.getByRole('region', { name: 'Envío', exact: true });
    await expect(shipping).toContainText(courierName.split(' ')[0]!);
    await expect(
      shipping.getByRole('img', { name: `Foto de la entrega de la venta #${sale}` }),
    ).toBeVisible();
    await expect(shipping).toContainText('Entregado a la conserje');
  },
);

test(
  'the company filters its accepted shipments and reads its report; the store lists its shipments',
  ON_POSTGRES,
  async ({ page }) => {
    test.slow();
    await openAs(page, demo.delivery.email, '/delivery-shippings');
    await expect(page.getByRole('heading', { name: 'Envíos verificados' })).toBeVisible();
    await expect(shipmentsTable(page)).toHaveAttribute('aria-busy', 'false');
    const filters = page.getByRole('group', { name: 'Filtros de envíos' });
    await filters.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'Entregado', exact: true }).click();
    await expect(page).toHaveURL(/state=delivered/);
    await filters.getByRole('combobox', { name: 'Pago' }).click();
    await page.getByRole('option', { name: 'Por pagar', exact: true }).click();
    await expect(page).toHaveURL(/settled=false/);
    await filters.getByRole('button', { name: 'Limpiar filtros' }).click();
    await expect(page).toHaveURL('/delivery-shippings');

    await page.goto('/delivery-reports');
    await expect(page.getByRole('group', { name: 'Cobros ganados' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Por repartidor' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /CSV/ }).click();
    expect((await download).suggestedFilename()).toMatch(
      /^envios-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv$/,
    );

    await openAs(page, demo.owner.email, '/shippings');
    await expect(page.getByRole('heading', { name: 'Envíos', exact: true, level: 1 })).toBeVisible();
    await expect(shipmentsTable(page)).toHaveAttribute('aria-busy', 'false');
    await expect(
      page.getByRole('group', { name: 'Filtros de envíos' }).getByRole('combobox', { name: 'Empresa' }),
    ).toBeVisible();
  },
);
