import { cleanup, render, screen, within } from '@testing-library/react';
import type { ShopOrder } from '@vitrina/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '#storefront/App.tsx';
import { dataOf, order } from './fixtures.ts';

afterEach(cleanup);

/**
 * Amounts are isolated left to right (they keep their order in Arabic and Hebrew); the queries
 * read their no-break space as a space.
 */
const ltr = (s: string) => `\u2066${s}\u2069`;

/** A cash order picked up at the store, accepted and not paid yet, paid in bolívares. */
const cashOrder: ShopOrder = {
  ...order,
  status: 1,
  payment_status: 0,
  payment_method: 'cash',
  payment: { currency: 'VES', dollar_rate: 40, ves_total: 420, bank_name: null, reference: null },
  delivery: { mode: 'pickup', company: null, address: null, km: null, proof: null },
  history: [
    { status: 2, event: null, at: '2026-11-26T12:00:00.000Z' },
    { status: 1, event: null, at: '2026-11-26T13:00:00.000Z' },
  ],
  // 12:00 UTC: 8:00 in Caracas, the store's zone.
  expires_at: '2026-11-27T12:00:00.000Z',
  can_confirm_receipt: false,
};

function show(o: ShopOrder, lang = 'es') {
  const historyAt = o.history.map((_, i) => `26 nov 2026, ${8 + i}:00`);
  // The server writes the deadline in the store's zone and the page's language.
  const expiresOn = o.expires_at && '27 nov 2026, 8:00';
  render(
    <App
      data={dataOf(
        { page: 'order', token: 'x'.repeat(24), order: o, placedOn: '26 nov 2026', expiresOn, historyAt },
        lang,
      )}
    />,
  );
}
const paymentSection = () => within(screen.getByRole('region', { name: 'Pago' }));
const historyRows = () =>
  within(screen.getByRole('region', { name: 'Historial' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('strong')!.textContent);

describe('the order page of a cash order', () => {
  it('says the cash is due and what to have ready, in bolívares at the order’s amount', () => {
    show(cashOrder);
    // Accepted, not "Pago confirmado": the money comes at the counter.
    expect(document.querySelector('.badge')!.textContent).toBe('Pedido aceptado');
    const pay = paymentSection();
    expect(pay.getByText('Pago en efectivo pendiente')).toBeTruthy();
    expect(pay.getByText(`Ten listo ${ltr('Bs. 420,00')} en efectivo`)).toBeTruthy();
    expect(pay.queryByText(/Pagado en bolívares/)).toBeNull();
    expect(historyRows()).toEqual(['Recibimos tu pedido; la tienda lo está revisando', 'Pedido aceptado']);
  });

  it('asks for dollars when the shopper pays cash in dollars', () => {
    show({ ...cashOrder, payment: { ...cashOrder.payment, currency: 'USD', ves_total: null } });
    expect(paymentSection().getByText(`Ten listo ${ltr('10,50 US$')} en efectivo`)).toBeTruthy();
  });

  it('warns when the unpaid order will be cancelled, at the time the server wrote', () => {
    show(cashOrder);
    expect(
      screen.getByText('Si no recibimos tu pago antes del 27 nov 2026, 8:00, el pedido se cancelará.'),
    ).toBeTruthy();
    cleanup();
    show(cashOrder, 'he');
    expect(screen.getByText('אם התשלום לא יתקבל עד 27 nov 2026, 8:00, ההזמנה תבוטל.')).toBeTruthy();
  });

  it('says nothing of a deadline when the order does not expire', () => {
    show({ ...cashOrder, expires_at: null });
    expect(screen.queryByText(/se cancelará/)).toBeNull();
  });

  it('words the history’s events: the cash received, an order cancelled for not being paid in time', () => {
    show({
      ...cashOrder,
      payment_status: 1,
      status: 4,
      history: [...cashOrder.history, { status: 1, event: 'cash_collected', at: '2026-11-26T14:00:00.000Z' }],
      expires_at: null,
    });
    expect(historyRows()).toEqual([
      'Recibimos tu pedido; la tienda lo está revisando',
      'Pedido aceptado',
      'Efectivo recibido',
    ]);
    expect(paymentSection().getByText('Pagado')).toBeTruthy();
    expect(paymentSection().getByText(`Pagado en efectivo: ${ltr('Bs. 420,00')}`)).toBeTruthy();
    cleanup();
    show({
      ...cashOrder,
      status: 6,
      history: [
        { status: 2, event: null, at: '2026-11-26T12:00:00.000Z' },
        { status: 6, event: 'expired', at: '2026-11-27T12:00:00.000Z' },
      ],
      expires_at: null,
    });
    expect(historyRows()).toEqual([
      'Recibimos tu pedido; la tienda lo está revisando',
      'Cancelado: no se pagó a tiempo',
    ]);
    expect(paymentSection().getByText('No pagado')).toBeTruthy();
    expect(screen.queryByText(/Ten listo/)).toBeNull();
  });

  it('keeps a transfer order’s words', () => {
    show(order);
    expect(document.querySelector('.badge')!.textContent).toBe('Entregado');
    expect(historyRows()).toEqual(['Recibimos tu pedido; estamos revisando tu pago', 'Entregado']);
    expect(paymentSection().getByText(`Pagado en bolívares: ${ltr('Bs. 420,00')}`)).toBeTruthy();
    expect(screen.queryByText(/efectivo/)).toBeNull();
  });

  it('asks an order placed to pay later for its reference and proof, and words the proof sent', () => {
    show({
      ...order,
      status: 2,
      payment_status: 0,
      payment: { currency: 'VES', dollar_rate: 40, ves_total: 420, bank_name: 'Banesco', reference: null },
      history: [{ status: 2, event: null, at: '2026-11-26T12:00:00.000Z' }],
      expires_at: '2026-11-27T12:00:00.000Z',
      proof_due: true,
      can_confirm_receipt: false,
    });
    const form = within(screen.getByRole('form', { name: 'Envía tu comprobante' }));
    expect(
      form.getByText(
        `Transfiere ${ltr('Bs. 420,00')} a Banesco y envía aquí la referencia y la captura del pago.`,
      ),
    ).toBeTruthy();
    expect(form.getByRole('textbox', { name: 'Número de referencia' })).toBeTruthy();
    expect(form.getByLabelText('Comprobante de pago')).toBeTruthy();
    expect(form.getByRole('button', { name: 'Enviar comprobante' })).toBeTruthy();
    // No "Transferencia a Banesco, referencia …" before there is a reference.
    expect(screen.queryByText(/^Transferencia a Banesco/)).toBeNull();
    cleanup();
    show({
      ...order,
      status: 2,
      history: [
        { status: 2, event: null, at: '2026-11-26T12:00:00.000Z' },
        { status: 2, event: 'proof_sent', at: '2026-11-26T13:00:00.000Z' },
      ],
    });
    expect(screen.queryByRole('form', { name: 'Envía tu comprobante' })).toBeNull();
    expect(historyRows()[1]).toBe('Comprobante enviado');
  });
});
