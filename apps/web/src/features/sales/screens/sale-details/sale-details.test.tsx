import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Bill } from '@vitrina/contract';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#web/test-fetch.ts';
import { arepaLine } from '#web/test-fixtures.ts';
import { screenTest } from '#web/test-screen.tsx';
import { SaleDetails } from './sale-details.tsx';

const pending: Bill = {
  id: 7,
  channel: 'telegram',
  customer_id: 3,
  customer_name: 'María González',
  items_count: 1,
  total: 9.75,
  status: 2,
  payment_status: 0,
  payment_reference: 'REF-1',
  created_at: '2026-11-20T15:00:00.000Z',
  updated_at: '2026-11-20T15:00:00.000Z',
  customer: { id: 3, name: 'María', lastname: 'González', email: null, phone: null, username: 'mariag' },
  contact: null,
  items: [arepaLine([{ extra_id: 1, name: 'Queso extra', price: 0.5 }])],
  subtotal: 8,
  shipping: 1.75,
  payment_currency: 'VES',
  dollar_rate: 36.5,
  ves_amount: 355.88,
  bank: { id: 1, bank_name: 'Banco de Venezuela', account_type: 'VES' },
  payment_method: 'pago_movil',
  proof_image: null,
  shipping_info: {
    mode: 'route',
    company_id: null,
    address: 'Calle 1, Chacao',
    km: null,
    company_name: null,
    courier: null,
    delivery_proof: null,
    delivery_note: null,
  },
  cancellation_note: null,
  history: [
    {
      id: 1,
      from_status: null,
      to_status: 2,
      note: null,
      actor: null,
      created_at: '2026-11-20T15:00:00.000Z',
    },
  ],
  allowed_actions: ['verify', 'reject', 'cancel'],
  warnings: { same_reference: [12], same_proof: [] },
};
const verified: Bill = {
  ...pending,
  status: 1,
  payment_status: 1,
  allowed_actions: ['shipping', 'cancel'],
  history: [
    ...pending.history,
    {
      id: 2,
      from_status: 2,
      to_status: 1,
      note: null,
      actor: 'Carla Cajera',
      created_at: '2026-11-20T15:10:00.000Z',
    },
  ],
};

const json = jsonResponse;

const { renderWithApp } = screenTest();
const renderDetails = () =>
  renderWithApp([{ path: '/shopping-details/:id', element: <SaleDetails /> }], '/shopping-details/7');

// MUI screens take a while to mount in jsdom.
const slow = { timeout: 8_000 };

describe('sale details', { timeout: 30_000 }, () => {
  it('shows the sale, the repeated-reference warning and only the allowed actions', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(pending)),
    );
    renderDetails();
    expect(await screen.findByRole('heading', { name: 'Venta #7' }, slow)).toBeTruthy();
    const actions = screen.getByRole('group', { name: 'Acciones de la venta' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Verificar pago', 'Denegar pago', 'Cancelar venta']);
    expect(screen.getByText(/La referencia REF-1 ya se usó/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver la venta #12' }).getAttribute('href')).toBe(
      '/shopping-details/12',
    );
    expect(screen.getByText(/Queso extra/)).toBeTruthy();
  });

  it("shows the contact given with the order beside the customer's saved one, only where it differs", async () => {
    const customer = { ...pending.customer, email: 'maria@example.com', phone: '+58 414 111 2233' };
    const contact = { email: 'otra@example.com', phone: '+58 414 111 2233' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ ...pending, customer, contact })),
    );
    renderDetails();
    expect(await screen.findByText('Email de este pedido', undefined, slow)).toBeTruthy();
    expect(screen.getByText('otra@example.com')).toBeTruthy();
    expect(screen.getByText('maria@example.com')).toBeTruthy();
    // The same phone as the saved one: said once.
    expect(screen.queryByText('Teléfono de este pedido')).toBeNull();
  });

  it('on a refused verify shows the server message and the real state', async () => {
    const conflict = 'La venta #7 ya está verificada: no se puede verificar el pago.';
    let current = pending;
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        current = verified; // Someone else verified it first.
        return json({ message: conflict }, 409);
      }
      return json(current);
    });
    vi.stubGlobal('fetch', fetchMock);
    renderDetails();
    fireEvent.click(await screen.findByRole('button', { name: 'Verificar pago' }, slow));
    const dialog = await screen.findByRole('alertdialog', {}, slow);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Verificar pago' }));
    });
    expect(await screen.findByText(conflict, {}, slow)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Confirmar envío' }, slow)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verificar pago' })).toBeNull();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).endsWith('/api/bill/7/verify') && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('asks for the cancellation note in Spanish', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(pending)),
    );
    renderDetails();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar venta' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar la venta #7' }, slow);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar venta' }));
    });
    expect(await within(dialog).findByText('El campo nota es obligatorio', {}, slow)).toBeTruthy();
  });
});
