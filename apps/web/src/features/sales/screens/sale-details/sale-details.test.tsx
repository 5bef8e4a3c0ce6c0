import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Bill, PAYMENT_STATUS, PURCHASE_STATUS } from '@vitrina/contract';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#web/test-fetch.ts';
import { screenTest } from '#web/test-screen.tsx';
import { SaleDetails } from './sale-details.tsx';
import { pendingSale } from './sale-fixtures.ts';

const verified: Bill = {
  ...pendingSale,
  status: 1,
  payment_status: 1,
  allowed_actions: ['shipping', 'cancel'],
  history: [
    ...pendingSale.history,
    {
      id: 2,
      from_status: 2,
      to_status: 1,
      event: null,
      note: null,
      actor: 'Carla Cajera',
      created_at: '2026-11-20T15:10:00.000Z',
    },
  ],
};

/** Accepted, paid in bolívares in cash when the shopper picks it up: the store still has to take the money. */
const cashDue: Bill = {
  ...verified,
  payment_status: PAYMENT_STATUS.NOT_PAID,
  payment_method: 'cash',
  payment_reference: null,
  bank: null,
  shipping_info: { ...pendingSale.shipping_info, mode: 'pickup', address: null },
  allowed_actions: ['collect', 'delivery', 'cancel'],
  warnings: { same_reference: [], same_proof: [] },
};
const collected: Bill = {
  ...cashDue,
  payment_status: PAYMENT_STATUS.PAID,
  allowed_actions: ['delivery', 'cancel'],
  history: [
    ...cashDue.history,
    {
      id: 3,
      from_status: PURCHASE_STATUS.VERIFIED,
      to_status: PURCHASE_STATUS.VERIFIED,
      event: 'cash_collected',
      note: null,
      actor: 'Carla Cajera',
      created_at: '2026-11-20T16:00:00.000Z',
    },
  ],
};

const json = jsonResponse;

const { calls, toasts, stubFetch, renderWithApp } = screenTest();
const renderDetails = (id = 7) =>
  renderWithApp([{ path: '/shopping-details/:id', element: <SaleDetails /> }], `/shopping-details/${id}`);

// MUI screens take a while to mount in jsdom.
const slow = { timeout: 8_000 };

describe('sale details', { timeout: 30_000 }, () => {
  it('shows the sale, the repeated-reference warning and only the allowed actions', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(pendingSale)),
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
    const customer = { ...pendingSale.customer, email: 'maria@example.com', phone: '+58 414 111 2233' };
    const contact = { email: 'otra@example.com', phone: '+58 414 111 2233' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ ...pendingSale, customer, contact })),
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
    let current = pendingSale;
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
      vi.fn(async () => json(pendingSale)),
    );
    renderDetails();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar venta' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar la venta #7' }, slow);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar venta' }));
    });
    expect(await within(dialog).findByText('El campo nota es obligatorio', {}, slow)).toBeTruthy();
  });

  it('shows a cash sale: what to collect in its money, no bank or proof, and the cash still due', async () => {
    stubFetch(() => json(cashDue));
    renderDetails();
    const payment = await screen.findByRole('region', { name: 'Pago' }, slow);
    expect(within(payment).getByText('Efectivo')).toBeTruthy();
    expect(within(payment).getByText('A cobrar en efectivo')).toBeTruthy();
    // Paid in bolívares: the amount to take is the bolívares at the sale's rate.
    expect(within(payment).getAllByText('Bs. 355,88').length).toBeGreaterThan(0);
    expect(within(payment).getByText('Efectivo por cobrar')).toBeTruthy();
    expect(
      within(payment).getByText('Se cobra en la tienda cuando el cliente retire el pedido.'),
    ).toBeTruthy();
    expect(within(payment).queryByText('Banco')).toBeNull();
    expect(within(payment).queryByText('Referencia')).toBeNull();
    expect(within(payment).queryByText('Sin comprobante de pago')).toBeNull();
    // The heading's payment chip reads the same.
    expect(screen.getAllByText('Efectivo por cobrar')).toHaveLength(2);
  });

  it('asks before marking the cash collected, then posts it and says so', async () => {
    let current = cashDue;
    stubFetch((call) => {
      if (call.method === 'POST') {
        current = collected;
        return json({ message: 'Efectivo cobrado', data: collected });
      }
      return json(current);
    });
    renderDetails();
    const actions = await screen.findByRole('group', { name: 'Acciones de la venta' }, slow);
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Marcar efectivo cobrado', 'Confirmar entrega', 'Cancelar venta']);
    fireEvent.click(within(actions).getByRole('button', { name: 'Marcar efectivo cobrado' }));
    const dialog = await screen.findByRole('alertdialog', {}, slow);
    expect(
      within(dialog).getByText('¿Confirmas que cobraste Bs. 355,88 en efectivo? La venta #7 quedará pagada.'),
    ).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Marcar efectivo cobrado' }));
    });
    await waitFor(() => expect(toasts.map((x) => x.message)).toContain('Cobro en efectivo registrado'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/bill/7/collect']);
    expect(await screen.findByRole('button', { name: 'Confirmar entrega' }, slow)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Marcar efectivo cobrado' })).toBeNull();
    const payment = screen.getByRole('region', { name: 'Pago' });
    expect(within(payment).getByText('Cobrado en efectivo')).toBeTruthy();
    expect(within(payment).getByText('Pagada')).toBeTruthy();
  });

  it('reads the cash collected in the history, the status kept', async () => {
    stubFetch(() => json(collected));
    renderDetails();
    const history = await screen.findByRole('list', { name: 'Historial de la venta' }, slow);
    const rows = within(history).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[2]!).getByText('Efectivo cobrado')).toBeTruthy();
    expect(within(rows[2]!).getByText('estado: Verificada')).toBeTruthy();
    expect(within(rows[2]!).getByText(/Carla Cajera/)).toBeTruthy();
  });

  it('reads an order cancelled because it was not paid in time as expired, by the system', async () => {
    const expired: Bill = {
      ...pendingSale,
      id: 8,
      status: PURCHASE_STATUS.CANCELLED,
      allowed_actions: [],
      history: [
        ...pendingSale.history,
        {
          id: 4,
          from_status: PURCHASE_STATUS.NOT_VERIFIED,
          to_status: PURCHASE_STATUS.CANCELLED,
          event: 'expired',
          note: null,
          actor: null,
          created_at: '2026-11-21T15:00:00.000Z',
        },
      ],
    };
    stubFetch(() => json(expired));
    renderDetails(8);
    const history = await screen.findByRole('list', { name: 'Historial de la venta' }, slow);
    const last = within(history).getAllByRole('listitem').at(-1)!;
    expect(within(last).getByText('Cancelada')).toBeTruthy();
    expect(within(last).getByText('Vencida: no se pagó a tiempo')).toBeTruthy();
    expect(within(last).getByText(/Sistema/)).toBeTruthy();
  });
});
