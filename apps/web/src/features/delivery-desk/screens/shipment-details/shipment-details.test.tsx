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

const json = jsonResponse;

const { renderWithApp } = screenTest();
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
