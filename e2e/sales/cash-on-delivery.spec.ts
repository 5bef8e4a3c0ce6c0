import { expect, test } from '@playwright/test';
import { fillShopper, maltaToCheckout } from '../support/checkout.ts';
import { pngFile, unique } from '../support/png.ts';
import { openAs } from '../support/screens.ts';
import { demo, toast } from '../support/session.ts';
import { withStoreOpen, withUnpaidExpiry } from '../support/store-hours.ts';
import { ON_POSTGRES } from '../support/tags.ts';

// Cash on delivery, the whole way (issue 32): a shopper on a phone orders for delivery by the
// demo company and pays cash; the store accepts it unpaid; the company picks it up, delivers it
// and collects the money; the sale reads paid, the shopper's page says so, and the company's
// report counts the cash its couriers hold. Then the store's sale settings, and a shopper who
// pays later. The journeys that change the settings run in this file, one after the other.

const STORE = '/tienda/bodegon-la-esquina';
const COMPANY = 'Envíos Rápidos Caracas';
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const desk = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };

test(
  'a cash-on-delivery order is accepted unpaid, delivered and collected by the company, and counted in its report',
  ON_POSTGRES,
  async ({ browser, request }) => {
    test.slow();
    const shopperContext = await browser.newContext(phone);
    const shopper = await shopperContext.newPage();
    let orderUrl = '';
    let id = 0;
    await withStoreOpen(request, async () => {
      await maltaToCheckout(shopper, STORE);
      await fillShopper(shopper, {
        name: 'Carmen',
        lastname: 'Rojas',
        email: `carmen-${unique()}@example.com`,
        phone: '+58 412 555 0144',
      });
      // Delivered to Chacao by the demo company.
      await shopper
        .getByRole('textbox', { name: 'Dirección de entrega' })
        .fill('Av. Francisco de Miranda, Torre Delta, piso 3');
      await shopper.getByLabel('Estado').selectOption({ label: 'Miranda' });
      await shopper.getByLabel(/^Ciudad/).selectOption({ label: 'Chacao' });
      const delivery = shopper.getByRole('group', { name: 'Entrega' });
      await delivery.getByRole('radio', { name: new RegExp(COMPANY) }).check();
      const payment = shopper.getByRole('group', { name: 'Pago' });
      await payment.getByRole('radio', { name: 'Efectivo al recibir' }).check();
      // Cash asks for no account, reference or proof: only the currency.
      await expect(shopper.getByLabel('Número de referencia')).toBeHidden();
      await expect(shopper.getByLabel('Comprobante de pago')).toBeHidden();
      await payment.getByRole('radio', { name: /^Dólares \(USD\)/ }).check();
      await shopper.getByRole('button', { name: 'Hacer el pedido' }).click();
      await expect(shopper).toHaveURL(/\/tienda\/pedido\/[A-Za-z0-9_-]{20,64}$/, { timeout: 15_000 });
      const heading = shopper.getByRole('heading', { level: 1, name: /^Pedido n\.º \d+$/ });
      id = Number((await heading.textContent())!.replace(/\D/g, ''));
      orderUrl = shopper.url();
      await expect(shopper.getByText('Pago en efectivo pendiente')).toBeVisible();
      await expect(shopper.getByText(/^Ten listo .+ en efectivo$/)).toBeVisible();
    });

    // The cashier accepts the order: it stays unpaid, its cash due, and the company carries it.
    const staffContext = await browser.newContext(desk);
    const staff = await staffContext.newPage();
    await openAs(staff, demo.cashier.email, `/shopping-details/${id}`);
    await expect(staff.getByRole('heading', { name: `Venta #${id}` })).toBeVisible();
    await expect(staff.getByText('Efectivo', { exact: true })).toBeVisible();
    const actions = staff.getByRole('group', { name: 'Acciones de la venta' });
    await actions.getByRole('button', { name: 'Verificar pago' }).click();
    await staff.getByRole('alertdialog').getByRole('button', { name: 'Verificar pago' }).click();
    await expect(toast(staff, 'Pago confirmado exitosamente')).toBeVisible();
    await expect(staff.getByText('Efectivo por cobrar').first()).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Marcar efectivo cobrado' })).toHaveCount(0);

    // The company accepts it with a courier, picks it up, delivers it with a photo, collects.
    const company = await (await browser.newContext(desk)).newPage();
    await openAs(company, demo.delivery.email, `/delivery-shopping-details/${id}`);
    await expect(company.getByRole('heading', { name: `Envío de la venta #${id}` })).toBeVisible();
    await expect(company.getByText(/^Cobrar al entregar /).first()).toBeVisible();
    const steps = company.getByRole('group', { name: 'Acciones del envío' });
    await steps.getByRole('button', { name: 'Verificar y asignar' }).click();
    const verify = company.getByRole('dialog', { name: `Verificar el envío de la venta #${id}` });
    await verify.getByRole('combobox', { name: 'Repartidor' }).click();
    await company.getByRole('option').first().click();
    await verify.getByRole('button', { name: 'Verificar y asignar' }).click();
    await expect(toast(company, 'Envío verificado')).toBeVisible();
    await steps.getByRole('button', { name: 'Marcar como recogido' }).click();
    await company.getByRole('alertdialog').getByRole('button', { name: 'Marcar como recogido' }).click();
    await expect(toast(company, 'Envío marcado como recogido')).toBeVisible();
    await steps.getByRole('button', { name: 'Marcar como entregado' }).click();
    const deliver = company.getByRole('dialog', { name: `Entrega de la venta #${id}` });
    await deliver.getByLabel('Elegir foto').setInputFiles(pngFile('entrega.png', [40, 160, 90]));
    await deliver.getByRole('button', { name: 'Marcar como entregado' }).click();
    await expect(toast(company, 'Entrega confirmada exitosamente')).toBeVisible();
    await steps.getByRole('button', { name: 'Marcar efectivo cobrado' }).click();
    const ask = company.getByRole('alertdialog');
    await expect(ask).toContainText(`de la venta #${id}`);
    await ask.getByRole('button', { name: 'Marcar efectivo cobrado' }).click();
    await expect(toast(company, 'Cobro en efectivo registrado')).toBeVisible();
    await expect(company.getByText(/^Efectivo cobrado /).first()).toBeVisible();

    // The company's settlement counts the cash it holds for the stores.
    await company.goto('/delivery-reports');
    const cash = company.getByRole('group', { name: 'Efectivo cobrado' });
    await expect(cash).toBeVisible();
    await expect(cash).not.toContainText(/^Efectivo cobrado\s*0,00/);

    // The store's sale reads paid, with the collection in its history; the shopper's page too.
    await staff.reload();
    await expect(staff.getByText('Pagada').first()).toBeVisible();
    await expect(staff.getByText('Efectivo cobrado').first()).toBeVisible();
    await shopper.goto(orderUrl);
    await expect(shopper.getByText('Efectivo recibido')).toBeVisible();
    await expect(shopper.getByText(/^Pagado en efectivo: /)).toBeVisible();
    await shopperContext.close();
    await staffContext.close();
  },
);

test('the owner sets cash and an expiry for unpaid orders; the cashier collects a pick-up order’s cash on a phone', async ({
  browser,
  request,
}) => {
  // The owner's card on the payment methods screen: the demo takes cash both ways; an expiry is
  // set, then turned off again (the demo lets unpaid orders wait).
  const ownerContext = await browser.newContext(desk);
  const owner = await ownerContext.newPage();
  await openAs(owner, demo.owner.email, '/bank-list');
  const card = owner.getByRole('form', { name: 'Efectivo y pedidos sin pagar' });
  await expect(card.getByRole('switch', { name: 'Aceptar efectivo al retirar en la tienda' })).toBeChecked();
  await expect(card.getByRole('switch', { name: 'Aceptar efectivo al entregar a domicilio' })).toBeChecked();
  const expires = card.getByRole('switch', { name: 'Cancelar los pedidos sin pagar después de un plazo' });
  await expect(expires).not.toBeChecked();
  await expires.check();
  const hours = card.getByRole('textbox', { name: 'Plazo para pagar' });
  await hours.fill('900');
  await card.getByRole('button', { name: 'Guardar' }).click();
  await expect(card).toContainText('Indique entre 1 y 720 horas');
  await hours.fill('48');
  await card.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(owner, 'Ajustes de ventas guardados')).toBeVisible();
  const session = await (
    await request.post('/api/auth/login', { data: { email: demo.owner.email, password: 'demo1234' } })
  ).json();
  const headers = { authorization: `Bearer ${session.access_token}` };
  expect((await (await request.get('/api/sale-settings', { headers })).json()).unpaid_order_hours).toBe(48);
  await owner.reload();
  await expires.uncheck();
  await card.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(owner, 'Ajustes de ventas guardados')).toBeVisible();
  expect((await (await request.get('/api/sale-settings', { headers })).json()).unpaid_order_hours).toBeNull();
  await ownerContext.close();

  // The demo's accepted pick-up order whose cash is due (seed/demo-cash.ts): the one the store
  // itself may collect.
  const sales = (await (await request.get('/api/bill?per_page=100', { headers })).json()).data as {
    id: number;
    payment_method: string | null;
    payment_status: number;
  }[];
  let id = 0;
  for (const s of sales.filter((x) => x.payment_method === 'cash' && x.payment_status === 0)) {
    const sale = await (await request.get(`/api/bill/${s.id}`, { headers })).json();
    if (sale.allowed_actions.includes('collect')) id = s.id;
  }
  expect(id, 'the demo has a pick-up order whose cash is due').toBeGreaterThan(0);

  const counter = await (await browser.newContext(phone)).newPage();
  await openAs(counter, demo.cashier.email, `/shopping-details/${id}`);
  await expect(counter.getByText('Efectivo por cobrar').first()).toBeVisible();
  await counter
    .getByRole('group', { name: 'Acciones de la venta' })
    .getByRole('button', { name: 'Marcar efectivo cobrado' })
    .click();
  const ask = counter.getByRole('alertdialog');
  await expect(ask).toContainText(`La venta #${id} quedará pagada`);
  await ask.getByRole('button', { name: 'Marcar efectivo cobrado' }).click();
  await expect(toast(counter, 'Cobro en efectivo registrado')).toBeVisible();
  await expect(counter.getByText('Pagada').first()).toBeVisible();
  await expect(counter.getByText('Efectivo cobrado').first()).toBeVisible();
  const overflow = await counter.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
  expect(overflow, 'the sale scrolls sideways at 390 px').toBeLessThanOrEqual(0);
});

test('a shopper on a phone orders to pay later and sends the proof from the order page; the cashier sees it', async ({
  browser,
  request,
}) => {
  test.slow();
  const shopper = await (await browser.newContext(phone)).newPage();
  let id = 0;
  const reference = `${Date.now()}`.slice(-8);
  // A month to pay: no demo order is old enough to expire meanwhile.
  await withUnpaidExpiry(request, 720, () =>
    withStoreOpen(request, async () => {
      await maltaToCheckout(shopper, STORE);
      await fillShopper(shopper, {
        name: 'Rosa',
        lastname: 'Medina',
        email: `rosa-${unique()}@example.com`,
        phone: '+58 414 555 0166',
      });
      await shopper
        .getByRole('group', { name: 'Entrega' })
        .getByRole('radio', { name: /Retiro en la tienda/ })
        .check();
      const payment = shopper.getByRole('group', { name: 'Pago' });
      await payment.getByRole('radio', { name: 'Transferir después' }).check();
      await payment.getByRole('radio', { name: /Banco de Venezuela/ }).check();
      await expect(payment.getByText(/en las próximas 720 horas/)).toBeVisible();
      await expect(shopper.getByLabel('Comprobante de pago')).toBeHidden();
      await shopper.getByRole('button', { name: 'Hacer el pedido' }).click();
      await expect(shopper).toHaveURL(/\/tienda\/pedido\/[A-Za-z0-9_-]{20,64}$/, { timeout: 15_000 });
      id = Number(
        (await shopper.getByRole('heading', { level: 1, name: /^Pedido n\.º \d+$/ }).textContent())!.replace(
          /\D/g,
          '',
        ),
      );

      // The order page asks for the transfer, before its deadline.
      await expect(shopper.getByText(/^Si no recibimos tu pago antes del /)).toBeVisible();
      const form = shopper.getByRole('form', { name: 'Envía tu comprobante' });
      await expect(
        form.getByText(/^Transfiere .*Bs\.\s[\d.,]+.* a Banco de Venezuela y envía aquí/),
      ).toBeVisible();
      await form.getByRole('button', { name: 'Enviar comprobante' }).click();
      await expect(form.getByText('Este campo es obligatorio.').first()).toBeVisible();
      await form.getByLabel('Número de referencia').fill(reference);
      await form.getByLabel('Comprobante de pago').setInputFiles(pngFile('pago-movil.png', [20, 140, 90]));
      const overflow = await shopper.evaluate(() => {
        const root = document.scrollingElement ?? document.documentElement;
        return root.scrollWidth - root.clientWidth;
      });
      expect(overflow, 'the order page scrolls sideways at 390 px').toBeLessThanOrEqual(0);
      await form.getByRole('button', { name: 'Enviar comprobante' }).click();
      // Read again: the proof is in, the deadline gone, the history says so.
      await expect(shopper.getByRole('form', { name: 'Envía tu comprobante' })).toHaveCount(0);
      await expect(
        shopper.getByText(`Transferencia a Banco de Venezuela, referencia ${reference}`),
      ).toBeVisible();
      await expect(shopper.getByText(/^Si no recibimos tu pago antes del /)).toHaveCount(0);
      await expect(shopper.getByRole('region', { name: 'Historial' })).toContainText('Comprobante enviado');
    }),
  );

  // The cashier sees the proof and who sent it, as of any order waiting for review.
  const staff = await (await browser.newContext(desk)).newPage();
  await openAs(staff, demo.cashier.email, `/shopping-details/${id}`);
  await expect(staff.getByRole('heading', { name: `Venta #${id}` })).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Ampliar el comprobante de pago' })).toBeVisible();
  await expect(staff.getByText(reference).first()).toBeVisible();
  await expect(staff.getByRole('list', { name: 'Historial de la venta' })).toContainText(
    'Comprobante enviado por el cliente',
  );
});
