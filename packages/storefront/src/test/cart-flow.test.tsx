import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { pickupOffer, type ShopAccountsReply } from '@vitrina/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '#storefront/App.tsx';
import { readCart, writeCart } from '#storefront/lib/cart.ts';
import { dataOf, payment, places, product, rateSince, store } from './fixtures.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the product page', () => {
  it('adds the product with its extras and quantity to the cart on the device', async () => {
    render(<App data={dataOf({ page: 'product', store, product, rateSince })} />);
    expect(screen.getByText('Quedan 12 unidades')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/Queso extra/));
    fireEvent.change(screen.getByLabelText('Cantidad'), { target: { value: '2' } });
    expect(document.querySelector('.total strong')!.textContent).toBe('\u20668,50\u00a0US$\u2069');
    const add = screen.getByRole('button', { name: 'Agregar al carrito' });
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(add);
    fireEvent.click(add);
    expect(readCart('la-esquina')).toEqual([
      { product_id: 7, quantity: 4, extra_ids: [21], name: product.name, price: 4.25, thumb: product.thumb },
    ]);
    expect(screen.getByRole('status').textContent).toContain('Agregado al carrito.');
    expect(document.querySelector('.bar-cart')!.textContent).toBe('Carrito: 4 productos');
  });

  it('does not sell what the store cannot take now', () => {
    const notSelling = { ...store, selling: false, orders_blocked_by: 'not_selling' as const };
    render(<App data={dataOf({ page: 'product', store: notSelling, product, rateSince })} />);
    expect(screen.getAllByText(/no está recibiendo pedidos/).length).toBeGreaterThan(0);
    expect((screen.getByRole('button', { name: 'Agregar al carrito' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('says a store with no account to pay into takes no orders yet, instead of selling', () => {
    const noAccount = { ...store, orders_blocked_by: 'no_account' as const };
    render(<App data={dataOf({ page: 'product', store: noAccount, product, rateSince })} />);
    expect(screen.getByText('Esta tienda aún no recibe pedidos. Puedes ver sus productos.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Agregar al carrito' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

const quote = {
  distance_km: null,
  subtotal: 7,
  offers: [
    pickupOffer('Retiro'),
    { ...pickupOffer('MotoYa'), kind: 'company', company_id: 9, mode: 'route', price: 2, route_id: 1 },
  ],
};
type Reply = { status: number; body: unknown };
/** fetch as the API answers: the order check (`check`), the quote, then `orders` replies in turn. */
function api(orders: (Reply | Promise<Reply>)[], check: Reply = { status: 200, body: { subtotal: 7 } }) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const r = url.endsWith('/order-check')
      ? check
      : url.endsWith('/quote')
        ? { status: 200, body: quote }
        : await orders.shift()!;
    return new Response(JSON.stringify(r.body), {
      status: r.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

describe('the cart and checkout', () => {
  beforeEach(() =>
    writeCart('la-esquina', [
      { product_id: 7, quantity: 2, extra_ids: [], name: 'Arepa', price: 3.5, thumb: null },
    ]),
  );
  const fill = (label: string | RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const proof = (file: File) =>
    fireEvent.change(screen.getByLabelText('Comprobante de pago'), { target: { files: [file] } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: /Hacer el pedido|Enviando/ }));
  async function ready(accounts: ShopAccountsReply = payment) {
    render(<App data={dataOf({ page: 'cart', store, payment: accounts, places, rateSince })} />);
    // The lazy checkout, the order check, then the quote: more than the default second on a busy machine.
    await screen.findByText('MotoYa', {}, { timeout: 5000 });
  }

  it('checks the form before sending: required fields, delivery, account, a proof that is an image under 5 MB', async () => {
    const calls = api([]);
    await ready();
    // The subtotal in bolívares comes with its rate and since when it is in force.
    expect(document.querySelector('.total + .rate-note')!.textContent).toBe(
      `Precios en Bs. a 40,00 por dólar, vigente desde el ${rateSince}`,
    );
    proof(new File(['x'.repeat(10)], 'a.pdf', { type: 'application/pdf' }));
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Revisa los campos marcados.');
    expect(document.getElementById('err-name')!.textContent).toBe('Este campo es obligatorio.');
    expect(document.getElementById('err-delivery')!.textContent).toBe('Elige cómo recibir tu pedido.');
    expect(document.getElementById('err-bank_id')!.textContent).toBe(
      'Elige la cuenta a la que transferiste.',
    );
    expect(document.getElementById('err-proof')!.textContent).toBe('El comprobante debe ser una imagen.');
    proof(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    submit();
    expect(document.getElementById('err-proof')!.textContent).toBe('El comprobante pesa más de 5 MB.');
    expect(calls.filter((c) => c.url.endsWith('/orders'))).toHaveLength(0);
  });

  async function filled() {
    fill('Nombre', 'Ana');
    fill('Correo electrónico', 'ana@example.com');
    fill('Teléfono', '04125550101');
    fireEvent.click(screen.getByLabelText(/MotoYa/));
    fill(/Dirección de entrega/, 'Calle 1, Chacao');
    fireEvent.click(screen.getByLabelText(/Banesco/));
    fill('Número de referencia', '123456');
    proof(new File(['png'], 'pago.png', { type: 'image/png' }));
  }

  it('shows the amount in bolívares for a VES account, sends once, and shows the server’s field errors', async () => {
    let answer: (r: Reply) => void = () => {};
    const calls = api([new Promise<Reply>((r) => (answer = r))]);
    await ready();
    await filled();
    // 7.00 + 2.00 shipping at 40 Bs. per dollar.
    // Amounts are isolated left to right (they keep their order in Arabic and Hebrew).
    expect(screen.getByLabelText(/Banesco/).closest('label')!.textContent).toContain(
      'Transfiere \u2066Bs.\u00a0360,00\u2069',
    );
    // The rate the bolívares are at, and since when it is in force.
    expect(screen.getByText('A 40,00 Bs. por dólar, vigente desde el 29 nov 2026, 9:00')).toBeTruthy();
    submit();
    submit();
    const button = screen.getByRole('button', { name: 'Enviando tu pedido…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    answer({
      status: 422,
      body: { message: 'Revisa los datos.', errors: { reference: ['Ya usaste esta referencia.'] } },
    });
    await screen.findByText('Ya usaste esta referencia.');
    const orders = calls.filter((c) => c.url === '/api/shop/la-esquina/orders');
    expect(orders).toHaveLength(1);
    const form = orders[0]!.init!.body as FormData;
    expect(form.get('delivery')).toBe('company');
    expect(form.get('company_id')).toBe('9');
    expect(form.get('bank_id')).toBe('5');
    expect(JSON.parse(form.get('lines') as string)).toEqual([{ product_id: 7, quantity: 2, extra_ids: [] }]);
    expect((form.get('proof') as File).name).toBe('pago.png');
    expect(readCart('la-esquina')).toHaveLength(1);
  });

  it('shows the rate without a time when it is the platform’s default, never set', async () => {
    api([]);
    render(<App data={dataOf({ page: 'cart', store, payment, places, rateSince: null })} />);
    expect(await screen.findByText('A 40,00 Bs. por dólar')).toBeTruthy();
    expect(screen.queryByText(/vigente desde/)).toBeNull();
  });

  it('quotes again for the state and city chosen, which the routes are priced by', async () => {
    const calls = api([]);
    await ready();
    fireEvent.change(screen.getByLabelText('Estado'), { target: { value: '4051' } });
    fireEvent.change(screen.getByLabelText(/Ciudad/), { target: { value: '3' } });
    await waitFor(() =>
      expect(JSON.parse(calls.at(-1)!.init!.body as string)).toMatchObject({
        country_id: 239,
        state_id: 4051,
        city_id: 3,
      }),
    );
  });

  it('says a 409 (sold out, closed) clearly and keeps the cart; a placed order empties it', async () => {
    api([
      { status: 409, body: { message: 'Se agotó «Arepa».' } },
      {
        status: 201,
        body: { message: 'ok', id: 1, token: 't'.repeat(24), order_url: '/tienda/pedido/tttt' },
      },
    ]);
    await ready();
    await filled();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Se agotó «Arepa».');
    expect(readCart('la-esquina')).toHaveLength(1);
    submit();
    await waitFor(() => expect(readCart('la-esquina')).toEqual([]));
  });

  it("asks before the payment step: a closed store's cart shows when it opens, no account, reference or proof field", async () => {
    const closed = 'La tienda está cerrada en este momento. Abre el lunes a las 08:00.';
    const calls = api([], { status: 409, body: { message: closed } });
    render(
      <App
        data={dataOf({ page: 'cart', store: { ...store, open_now: false }, payment, places, rateSince })}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Comprobando que la tienda puede recibir tu pedido…');
    expect((await screen.findByRole('alert')).textContent).toBe(closed);
    expect(screen.queryByLabelText('Comprobante de pago')).toBeNull();
    expect(screen.queryByLabelText('Número de referencia')).toBeNull();
    expect(screen.queryByLabelText(/Banesco/)).toBeNull();
    expect(JSON.parse(calls[0]!.init!.body as string)).toEqual({
      lines: [{ product_id: 7, quantity: 2, extra_ids: [] }],
    });
    // The cart stays for when it opens.
    expect(readCart('la-esquina')).toHaveLength(1);
  });
  describe('paying cash', () => {
    const group = (name: string) => screen.queryByRole('group', { name });
    const howToPay = () => group('¿Cómo pagas?');
    const radio = (name: string | RegExp) => screen.getByRole('radio', { name });
    async function contact() {
      fill('Nombre', 'Ana');
      fill('Correo electrónico', 'ana@example.com');
      fill('Teléfono', '04125550101');
    }

    it('offers cash only for a delivery the store takes it for, and falls back to a transfer', async () => {
      api([]);
      // The fixture's store takes cash at the counter only.
      await ready();
      expect(howToPay()).toBeNull();
      expect(
        screen.getByText('Esta tienda acepta efectivo solo si retiras el pedido en la tienda.'),
      ).toBeTruthy();
      fireEvent.click(screen.getByLabelText(/Retiro en la tienda/));
      expect(howToPay()).not.toBeNull();
      expect((radio('Transferencia o pago móvil') as HTMLInputElement).checked).toBe(true);
      fireEvent.click(radio('Efectivo al retirar'));
      // Cash: the currency with what to pay in each (7.00, pick-up is free, at 40 Bs. per dollar),
      // and no account, reference or proof to give.
      const currency = group('¿En qué moneda pagas?')!;
      expect(currency).not.toBeNull();
      expect(screen.getByRole('radio', { name: 'Dólares (USD) · \u20667,00\u00a0US$\u2069' })).toBeTruthy();
      expect(
        screen.getByRole('radio', { name: 'Bolívares (Bs.) · \u2066Bs.\u00a0280,00\u2069' }),
      ).toBeTruthy();
      expect(
        screen.getByText('Pagas al retirar tu pedido en la tienda; no hace falta comprobante.'),
      ).toBeTruthy();
      expect(screen.queryByRole('radio', { name: /Banesco/ })).toBeNull();
      expect(screen.queryByRole('textbox', { name: 'Número de referencia' })).toBeNull();
      expect(screen.queryByLabelText('Comprobante de pago')?.closest('[hidden]')).toBeTruthy();
      // A delivery company: the store takes no cash there, so the transfer comes back.
      fireEvent.click(screen.getByLabelText(/MotoYa/));
      expect(howToPay()).toBeNull();
      expect(group('¿En qué moneda pagas?')).toBeNull();
      expect(screen.getByRole('radio', { name: /Banesco/ })).toBeTruthy();
      expect(screen.getByRole('textbox', { name: 'Número de referencia' })).toBeTruthy();
      // Back at the counter, the transfer stays chosen until the shopper picks cash again.
      fireEvent.click(screen.getByLabelText(/Retiro en la tienda/));
      expect((radio('Transferencia o pago móvil') as HTMLInputElement).checked).toBe(true);
    });

    it('says "al recibir" where the store takes cash on delivery, and not at the counter', async () => {
      api([]);
      await ready({ ...payment, cash: { pickup: false, delivery: true } });
      fireEvent.click(screen.getByLabelText(/Retiro en la tienda/));
      expect(howToPay()).toBeNull();
      expect(screen.getByText('Esta tienda acepta efectivo solo si te llevan el pedido.')).toBeTruthy();
      fireEvent.click(screen.getByLabelText(/MotoYa/));
      fireEvent.click(radio('Efectivo al recibir'));
      expect(
        screen.getByText('Pagas a quien te entregue el pedido; no hace falta comprobante.'),
      ).toBeTruthy();
      // 7.00 and 2.00 of shipping.
      expect(screen.getByRole('radio', { name: 'Dólares (USD) · \u20669,00\u00a0US$\u2069' })).toBeTruthy();
    });

    it('asks the currency, then posts payment=cash with it and no account, reference or proof', async () => {
      let answer: (r: Reply) => void = () => {};
      const calls = api([new Promise<Reply>((r) => (answer = r))]);
      await ready();
      await contact();
      // A transfer started, then cash chosen: what was typed for the transfer is not sent.
      fireEvent.click(screen.getByLabelText(/Retiro en la tienda/));
      fireEvent.click(screen.getByLabelText(/Banesco/));
      fill('Número de referencia', '123456');
      proof(new File(['png'], 'pago.png', { type: 'image/png' }));
      fireEvent.click(radio('Efectivo al retirar'));
      submit();
      expect(screen.getByRole('alert').textContent).toBe('Revisa los campos marcados.');
      expect(document.getElementById('err-cash_currency')!.textContent).toBe(
        'Elige la moneda en la que pagas.',
      );
      expect(group('¿En qué moneda pagas?')!.getAttribute('aria-describedby')).toBe('err-cash_currency');
      expect(calls.filter((c) => c.url.endsWith('/orders'))).toHaveLength(0);
      fireEvent.click(radio(/Bolívares \(Bs\.\)/));
      submit();
      await screen.findByRole('button', { name: 'Enviando tu pedido…' });
      const orders = calls.filter((c) => c.url === '/api/shop/la-esquina/orders');
      expect(orders).toHaveLength(1);
      const form = orders[0]!.init!.body as FormData;
      expect(form.get('payment')).toBe('cash');
      expect(form.get('cash_currency')).toBe('VES');
      expect(form.get('delivery')).toBe('pickup');
      expect(form.has('proof')).toBe(false);
      expect(form.has('bank_id')).toBe(false);
      expect(form.has('reference')).toBe(false);
      answer({
        status: 201,
        body: { message: 'ok', id: 1, token: 't'.repeat(24), order_url: '/tienda/pedido/tttt' },
      });
      await waitFor(() => expect(readCart('la-esquina')).toEqual([]));
    });

    it('a transfer still sends payment=transfer with its account, reference and proof', async () => {
      const calls = api([{ status: 409, body: { message: 'Se agotó «Arepa».' } }]);
      await ready();
      await filled();
      submit();
      await screen.findByRole('alert');
      const form = calls.find((c) => c.url.endsWith('/orders'))!.init!.body as FormData;
      expect(form.get('payment')).toBe('transfer');
      expect(form.has('cash_currency')).toBe(false);
      expect(form.get('bank_id')).toBe('5');
      expect((form.get('proof') as File).name).toBe('pago.png');
    });

    it('offers to transfer later where unpaid orders expire: the account now, no reference or proof', async () => {
      const calls = api([
        {
          status: 201,
          body: { message: 'ok', id: 3, token: 't'.repeat(24), order_url: '/tienda/pedido/tttt' },
        },
      ]);
      await ready({ ...payment, pay_later_hours: 24 });
      await contact();
      fireEvent.click(screen.getByLabelText(/MotoYa/));
      fill(/Dirección de entrega/, 'Calle 1, Chacao');
      fireEvent.click(radio('Transferir después'));
      expect(
        screen.getByText(
          'Elige la cuenta ahora; transfiere y envía la referencia y el comprobante desde tu pedido en las próximas 24 horas, o el pedido se cancelará.',
        ),
      ).toBeTruthy();
      expect(screen.queryByLabelText('Comprobante de pago')?.closest('[hidden]')).toBeTruthy();
      submit();
      // The account is still chosen now.
      expect(document.getElementById('err-bank_id')).not.toBeNull();
      fireEvent.click(screen.getByLabelText(/Banesco/));
      submit();
      await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/orders'))).toHaveLength(1));
      const form = calls.find((c) => c.url.endsWith('/orders'))!.init!.body as FormData;
      expect(form.get('payment')).toBe('later');
      expect(form.get('bank_id')).toBe('5');
      expect(form.has('reference')).toBe(false);
      expect(form.has('proof')).toBe(false);
    });

    it('shows the server’s refusal of cash under the choice', async () => {
      const refused = 'La tienda no acepta efectivo para esta forma de entrega';
      api([{ status: 422, body: { message: 'Revisa los datos.', errors: { payment: [refused] } } }]);
      await ready();
      await contact();
      fireEvent.click(screen.getByLabelText(/Retiro en la tienda/));
      fireEvent.click(radio('Efectivo al retirar'));
      fireEvent.click(radio(/Dólares \(USD\)/));
      submit();
      expect((await screen.findByRole('alert')).textContent).toBe('Revisa los datos.');
      expect(document.getElementById('err-payment')!.textContent).toBe(refused);
      expect(howToPay()!.getAttribute('aria-describedby')).toBe('err-payment');
      // The shopper can still pay by transfer.
      fireEvent.click(radio('Transferencia o pago móvil'));
      expect(screen.getByRole('radio', { name: /Banesco/ })).toBeTruthy();
    });
  });
});
