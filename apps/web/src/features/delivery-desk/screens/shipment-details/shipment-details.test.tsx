import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Shipment } from '@vitrina/contract';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#web/test-fetch.ts';
import { arepaLine } from '#web/test-fixtures.ts';
import { screenTest } from '#web/test-screen.tsx';
import { ShipmentDetails } from './shipment-details.tsx';

const delivered: Shipment = {
  id: 7,
  bill_id: 7,
  state: 'delivered',
  status: 4,
  store: { id: 1, name: 'Arepera Demo' },
  company: { id: 2, name: 'Envíos Rápidos' },
  shopper_name: 'María González',
  address: 'Calle 1, Chacao',
  km: 4.2,
  mode: 'route',
  price: 2.5,
  total: 12.25,
  courier: { id: 3, name: 'Pedro Pérez', phone: '04141234567' },
  proof_image: '/files/entrega.png',
  cash: null,
  settled: false,
  settled_at: null,
  sale_day: '2026-11-20',
  created_at: '2026-11-20T15:00:00.000Z',
  updated_at: '2026-11-20T18:00:00.000Z',
  shopper: { name: 'María González', phone: null, email: null, username: 'mariag' },
  subtotal: 9.75,
  items: [arepaLine()],
  delivery_note: 'Entregado a la conserje',
  verified_at: '2026-11-20T16:00:00.000Z',
  settled_by: null,
  history: [],
  allowed_actions: ['pay'],
};
const settled: Shipment = {
  ...delivered,
  settled: true,
  settled_at: '2026-11-21T10:00:00.000Z',
  allowed_actions: [],
};

/** A cash order on its way: the courier collects 12,50 US$ on delivery. */
const cashOnItsWay: Shipment = {
  ...delivered,
  state: 'shipped',
  status: 3,
  proof_image: null,
  delivery_note: null,
  cash: { amount: 12.5, currency: 'USD', collected: false },
  allowed_actions: ['deliver', 'collect'],
};
const cashCollected: Shipment = {
  ...cashOnItsWay,
  cash: { amount: 12.5, currency: 'USD', collected: true },
  allowed_actions: ['deliver'],
};

const json = jsonResponse;

const { calls, toasts, stubFetch, renderWithApp } = screenTest();
const renderDetails = () =>
  renderWithApp(
    [{ path: '/delivery-shipping-details/:id', element: <ShipmentDetails /> }],
    '/delivery-shipping-details/7',
  );

const slow = { timeout: 8_000 };

async function markPaid() {
  fireEvent.click(await screen.findByRole('button', { name: 'Marcar como pagado' }, slow));
  const dialog = await screen.findByRole('alertdialog', {}, slow);
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Marcar como pagado' }));
  });
}

describe('shipment details', { timeout: 30_000 }, () => {
  it('shows the delivery, the courier and the proof, and marks the charge paid', async () => {
    let current = delivered;
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'PATCH') {
        current = settled;
        return json({ message: 'Pago actualizado', data: settled });
      }
      return json(current);
    });
    vi.stubGlobal('fetch', fetchMock);
    renderDetails();
    expect(await screen.findByRole('heading', { name: 'Envío de la venta #7' }, slow)).toBeTruthy();
    expect(screen.getByText('Pedro Pérez · 04141234567')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Foto de la entrega de la venta #7' })).toBeTruthy();
    expect(screen.getByText('Entregado a la conserje')).toBeTruthy();
    await markPaid();
    expect(await screen.findByText('Pago actualizado', {}, slow)).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(
        ([u, i]) => String(u).endsWith('/api/delivery/pay/7') && i?.method === 'PATCH',
      ),
    ).toBe(true);
    expect(screen.queryByRole('group', { name: 'Acciones del envío' })).toBeNull();
  });

  it('shows what to collect on a cash order and, asked first, records the cash collected', async () => {
    let current = cashOnItsWay;
    stubFetch(({ url, method }) => {
      if (method === 'POST' && url.endsWith('/api/deliver/delivery/7/collect')) {
        current = cashCollected;
        return json({ message: 'Cobro en efectivo registrado', data: cashCollected });
      }
      return json(current);
    });
    renderDetails();
    expect(await screen.findByText('Cobrar al entregar 12,50 US$', {}, slow)).toBeTruthy();
    const actions = screen.getByRole('group', { name: 'Acciones del envío' });
    expect(within(actions).getByRole('button', { name: 'Marcar como entregado' })).toBeTruthy();

    fireEvent.click(within(actions).getByRole('button', { name: 'Marcar efectivo cobrado' }));
    const dialog = await screen.findByRole('alertdialog', {}, slow);
    expect(
      within(dialog).getByText(
        '¿El repartidor cobró 12,50 US$ en efectivo de la venta #7? La venta quedará pagada.',
      ),
    ).toBeTruthy();
    // Asked first: nothing is sent until the question is answered.
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Marcar efectivo cobrado' }));
    });

    expect(await screen.findByText('Efectivo cobrado 12,50 US$', {}, slow)).toBeTruthy();
    expect(screen.queryByText('Cobrar al entregar 12,50 US$')).toBeNull();
    expect(toasts).toContainEqual({ message: 'Cobro en efectivo registrado', variant: 'success' });
    expect(calls.filter((c) => c.method === 'POST').map((c) => new URL(c.url, 'http://x').pathname)).toEqual([
      '/api/deliver/delivery/7/collect',
    ]);
    await vi.waitFor(
      () => expect(screen.queryByRole('button', { name: 'Marcar efectivo cobrado' })).toBeNull(),
      slow,
    );
  });

  it('says the cash was collected, in bolívares when the shopper paid in bolívares', async () => {
    stubFetch(() =>
      json({
        ...delivered,
        cash: { amount: 457.5, currency: 'VES', collected: true },
        allowed_actions: ['pay'],
      }),
    );
    renderDetails();
    expect(await screen.findByText('Efectivo cobrado Bs. 457,50', {}, slow)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Marcar efectivo cobrado' })).toBeNull();
  });

  it('on a failed collect toasts the failure and leaves the cash to collect', async () => {
    stubFetch(({ method }) => (method === 'POST' ? json({ message: 'boom' }, 500) : json(cashOnItsWay)));
    renderDetails();
    fireEvent.click(await screen.findByRole('button', { name: 'Marcar efectivo cobrado' }, slow));
    const dialog = await screen.findByRole('alertdialog', {}, slow);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Marcar efectivo cobrado' }));
    });
    await vi.waitFor(
      () =>
        expect(toasts).toContainEqual({
          message: 'Ha ocurrido un error al registrar el cobro en efectivo',
          variant: 'error',
        }),
      slow,
    );
    expect(screen.getByText('Cobrar al entregar 12,50 US$')).toBeTruthy();
  });

  it('shows nothing to collect on a shipment paid otherwise', async () => {
    stubFetch(() => json(delivered));
    renderDetails();
    expect(await screen.findByRole('heading', { name: 'Envío de la venta #7' }, slow)).toBeTruthy();
    expect(screen.queryByText(/Cobrar al entregar|Efectivo cobrado/)).toBeNull();
  });

  it('on a refused step shows the server message and reads the shipment again', async () => {
    const conflict = 'El cobro del envío #7 ya fue pagado.';
    let current = delivered;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (init?.method === 'PATCH') {
          current = settled; // Someone else settled it first.
          return json({ message: conflict }, 409);
        }
        return json(current);
      }),
    );
    renderDetails();
    await markPaid();
    expect(await screen.findByText(conflict, {}, slow)).toBeTruthy();
    await vi.waitFor(
      () => expect(screen.queryByRole('button', { name: 'Marcar como pagado' })).toBeNull(),
      slow,
    );
  });
});
