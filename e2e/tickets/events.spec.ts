import { expect, test } from '@playwright/test';
import { unique } from '../support/png.ts';
import {
  expectNoSidewaysScroll,
  fillEvent,
  fillFields,
  openAs,
  openDialog,
  save,
} from '../support/screens.ts';
import { demo, toast } from '../support/session.ts';

// The ticket master's own setup: an event with a ticket type (listed with its seats, then
// edited) and an account buyers transfer to. Names are unique, so the demo's data does not matter.

test.describe.configure({ timeout: 90_000 });

test('the ticket master creates an event with a ticket type, edits it and adds a payment account', async ({
  page,
}) => {
  const name = `Noche de Gaitas ${unique()}`;
  await openAs(page, demo.ticketmaster.email, '/events');
  await expect(page.getByRole('heading', { name: 'Eventos', level: 1 })).toBeVisible();

  const dialog = await openDialog(page, 'Crear evento', 'Nuevo evento');
  await fillEvent(dialog, { name, startsAt: '2027-11-20T20:00' });
  await save(dialog);
  await expect(toast(page, 'Evento creado')).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('article', { name });
  await expect(card).toContainText('Activo');
  await expect(card).toContainText('General');
  await expect(card).toContainText('0 / 150 vendidas');
  const link = card.getByRole('link', { name: /Ver página pública/ });
  await expect(link).toHaveAttribute('href', /\/evento\/\d+$/);
  await expect(link).toHaveAttribute('target', '_blank');

  // Edit: a second type, and the first one's quota raised.
  const edit = await openDialog(page, card.getByRole('button', { name: `Editar ${name}` }), 'Editar evento');
  await edit
    .getByRole('group', { name: 'Tipo de entrada 1' })
    .getByRole('spinbutton', { name: 'Cupo' })
    .fill('180');
  await edit.getByRole('button', { name: 'Agregar tipo de entrada' }).click();
  const vip = edit.getByRole('group', { name: 'Tipo de entrada 2' });
  await vip.getByRole('textbox', { name: 'Tipo de entrada' }).fill('VIP');
  await vip.getByRole('textbox', { name: 'Precio (USD)' }).fill('30');
  await vip.getByRole('spinbutton', { name: 'Cupo' }).fill('20');
  await save(edit);
  await expect(toast(page, 'Evento actualizado')).toBeVisible();
  await expect(card).toContainText('0 / 180 vendidas');
  await expect(card).toContainText('0 / 20 vendidas');

  // On a phone the events still fit.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // A payment account with its message for buyers.
  await page.goto('/ticket-accounts');
  const bank = `Banco Gaitero ${unique()}`;
  const account = await openDialog(page, 'Nueva cuenta', 'Nueva cuenta de pago');
  const digits = `${Date.now()}`.padStart(16, '7').slice(-16);
  await fillFields(account, {
    'Nombre del banco': bank,
    'Número de cuenta': `0102${digits}`,
    'Nombre del titular': 'Teresa Taquilla',
    'Documento del titular': 'V-12.345.678',
  });
  await account
    .getByRole('textbox', { name: 'Mensaje para los compradores' })
    .fill('Indique su cédula en el concepto');
  await save(account);
  await expect(toast(page, 'Cuenta agregada')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: bank });
  await expect(row).toContainText('Indique su cédula en el concepto');
  await expect(row).toContainText('V-12345678');
});
