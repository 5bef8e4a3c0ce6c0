import { expect, test } from '@playwright/test';
import { pngFile, unique } from '../support/png.ts';
import { DEMO_PASSWORD, demo } from '../support/session.ts';
import { ON_POSTGRES } from '../support/tags.ts';

// The buyer's journey on a phone, with JavaScript off (the public event pages need none): the
// event page, the purchase form with a proof of payment, and the pending status page. The
// event is made here through the API as the demo ticket master, so the seed does not matter.

test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

test(
  'a buyer buys tickets on the public event page with a proof and sees the sale pending',
  ON_POSTGRES,
  async ({ page, request }) => {
    const login = await request.post('/api/auth/login', {
      data: { email: demo.ticketmaster.email, password: DEMO_PASSWORD },
    });
    expect(login.ok()).toBe(true);
    const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
    const digits = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.padEnd(16, '7').slice(-16);
    const accountNumber = `0105${digits}`;
    const account = await request.post('/api/ticket/ticket-accounts', {
      headers,
      data: {
        bank_name: 'Banco Mercantil',
        account_type: 'VES',
        account_number: accountNumber,
        owner_full_name: 'Teresa Taquilla',
        owner_idenfication_type: 'V',
        owner_idenfication: '12345678',
        message: 'Indique su cédula en el concepto',
      },
    });
    expect(account.ok(), await account.text()).toBe(true);
    const name = `Noche de gaitas ${unique()}`;
    const created = await request.post('/api/ticket/ticket-bots', {
      headers,
      data: {
        name,
        description: 'Gaitas zulianas en vivo.',
        place: 'Teatro Baralt, Maracaibo',
        starts_at: new Date(Date.now() + 10 * 86_400_000).toISOString(),
        status: 1,
        ticket_types: [
          { name: 'General', price: 12, quota: 100 },
          { name: 'VIP', price: 30, quota: 10 },
        ],
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const eventId = (await created.json()).data.id as number;

    await page.goto(`/evento/${eventId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Teatro Baralt, Maracaibo')).toBeVisible();
    await expect(page.getByText('Quedan 100')).toBeVisible();
    await expect(page.getByText('Indique su cédula en el concepto')).toBeVisible();

    await page.getByLabel('Cantidad de «General»').fill('2');
    await page.getByLabel('Nombre', { exact: true }).fill('Luisa');
    await page.getByLabel('Apellido').fill('Pérez');
    await page.getByLabel('Tipo de documento').selectOption('V');
    await page.getByLabel('Número de documento').fill('18456789');
    await page.getByLabel('Correo electrónico').fill(`luisa-${unique()}@example.com`);
    await page.getByLabel('Teléfono').fill('+58 414 555 0101');
    // The demo price is 40 % in dollars: two transfers, each with its account, reference and proof.
    await expect(page.getByRole('group', { name: 'Pago en dólares' })).toBeVisible();
    await page
      .getByRole('group', { name: 'Cuenta a la que transferiste', exact: true })
      .getByRole('radio', { name: new RegExp(accountNumber) })
      .check();
    await page.getByLabel('Número de referencia', { exact: true }).fill('000987654');
    await page
      .getByLabel('Comprobante de pago', { exact: true })
      .setInputFiles(pngFile('capture.png', [40, 160, 90]));
    await page
      .getByRole('group', { name: 'Cuenta a la que transferiste los bolívares' })
      .getByRole('radio', { name: new RegExp(accountNumber) })
      .check();
    await page.getByLabel('Número de referencia de los bolívares').fill('000555111');
    await page
      .getByLabel('Comprobante del pago en bolívares')
      .setInputFiles(pngFile('pago-bs.png', [160, 90, 40]));
    // The widest pieces of the page fit the phone's width.
    for (const piece of [
      page.locator('.card').first(),
      page.getByLabel('Comprobante de pago', { exact: true }),
      page.getByLabel('Comprobante del pago en bolívares'),
      page.getByRole('button', { name: 'Comprar' }),
    ]) {
      const box = (await piece.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await page.getByRole('button', { name: 'Comprar' }).click();

    await expect(page).toHaveURL(new RegExp(`/evento/${eventId}/compra/[A-Za-z0-9_-]{43}$`));
    await expect(page.getByText('Pendiente de verificación')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'General' })).toBeVisible();
    await expect(page.getByText('Luisa Pérez')).toBeVisible();
    await expect(page.getByText('000987654')).toBeVisible();
    await expect(page.getByText('000555111')).toBeVisible();
    // Back on the event page, the two seats are taken.
    await page.getByRole('link', { name: 'Volver al evento' }).click();
    await expect(page.getByText('Quedan 98')).toBeVisible();
  },
);
