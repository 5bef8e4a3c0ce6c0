import { expect, test } from '@playwright/test';
import { unique } from '../support/png.ts';
import { expectNoSidewaysScroll, fillEvent, openAs, openDialog, save } from '../support/screens.ts';
import { demo, keepSession, signUpOwner, toast } from '../support/session.ts';

// The people of these journeys are away from their work: their devices keep Madrid's clock
// while the store and the event keep others. Each picks the zone once; every time then reads on
// that clock, and the panel names the zone beside it.
test.use({ timezoneId: 'Europe/Madrid' });

test('an owner away from her store picks its zone in the profile, on a phone; it stays picked', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = await signUpOwner(page.request, 'zona');
  await keepSession(page, email);
  await page.goto('/store');
  const form = page.getByRole('form', { name: 'Datos de la tienda' });
  const zone = form.getByRole('combobox', { name: 'Zona horaria' });
  // The platform's until she picks one.
  await expect(zone).toHaveValue('America/Caracas (GMT-04:00)');
  await zone.fill('Bogota');
  await page.getByRole('option', { name: 'America/Bogota (GMT-05:00)' }).click();
  await save(form);
  await expect(toast(page, 'Información actualizada exitosamente')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Zona horaria' })).toHaveValue(
    'America/Bogota (GMT-05:00)',
  );
  await expectNoSidewaysScroll(page);
});

test("an event typed for 19:00 in its place's zone reads 19:00 on its card and its public page", async ({
  page,
}) => {
  const name = `Gaitas en Maracaibo ${unique()}`;
  await openAs(page, demo.ticketmaster.email, '/events');
  const dialog = await openDialog(page, 'Crear evento', 'Nuevo evento');
  // A new event starts in the platform's zone, not the device's.
  await expect(dialog.getByRole('combobox', { name: 'Zona horaria' })).toHaveValue(
    'America/Caracas (GMT-04:00)',
  );
  await fillEvent(dialog, { name, startsAt: '2027-11-20T19:00' });
  await save(dialog);
  await expect(toast(page, 'Evento creado')).toBeVisible();

  const card = page.getByRole('article', { name });
  // Madrid's clock reads 00:00 then; the card keeps the place's hour and says whose it is.
  await expect(card).toContainText(/20 nov 2027, 19:00 GMT-4/);
  const edit = await openDialog(page, card.getByRole('button', { name: `Editar ${name}` }), 'Editar evento');
  await expect(edit.locator('input[name="starts_at"]')).toHaveValue('2027-11-20T19:00');
  await edit.getByRole('button', { name: 'Cancelar' }).click();

  const href = await card.getByRole('link', { name: /Ver página pública/ }).getAttribute('href');
  await page.goto(href!);
  await expect(page.getByText(/20 de noviembre de 2027, 19:00/)).toBeVisible();
});
