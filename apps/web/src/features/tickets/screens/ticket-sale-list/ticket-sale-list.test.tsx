import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TICKET_BILL_STATUS, type TicketBill, type TicketBillDetail } from '@vitrina/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadScreenTexts } from '#web/lib/i18n.ts';
import { jsonResponse } from '#web/test-fetch.ts';
import { screenTest } from '#web/test-screen.tsx';
import { TicketSaleList } from './ticket-sale-list.tsx';

const row: TicketBill = {
  id: 41,
  status: TICKET_BILL_STATUS.PENDING,
  event_id: 3,
  event_name: 'Concierto de Año Nuevo',
  ticket_user: { id: 9, name: 'Ana', lastname: 'Not set', email: 'ana@example.com' },
  quantity: 2,
  total: 40,
  usd_amount: 20,
  ves_amount: 730,
  dollar_rate: 36.5,
  reference: 'REF-777',
  ves_reference: null,
  channel: 'web',
  created_at: '2026-11-20T15:00:00.000Z',
};
const detail = (status: number): TicketBillDetail => ({
  ...row,
  status,
  ticket_user: { ...row.ticket_user, document_type: 'V', document: '12345678', phone: '04141234567' },
  lines: [{ ticket_type_id: 1, name: 'General', quantity: 2, price: 20 }],
  account: { id: 1, bank_name: 'Banesco', account_type: 'VES' },
  proof_image: '/api/files/proof.png',
  tickets:
    status === TICKET_BILL_STATUS.VERIFIED
      ? [
          {
            id: 1,
            code: 'ABCD1234EFGH',
            ticket_type: 'General',
            checked_in_at: null,
            qr_url: '/api/qr/1.png',
          },
        ]
      : [],
  reviewed_at: null,
  warnings: { same_reference: [12], same_proof: [] },
  ves_part: null,
  payments: { parts: [], paid: 0, due: status === TICKET_BILL_STATUS.VERIFIED ? 0 : 40, rate: 36.5 },
});
const page = { data: [row], meta: { next_cursor: null, per_page: 20, total: 1 } };

const { calls, toasts, stubFetch, renderWithApp } = screenTest();

const renderList = (url: string) =>
  renderWithApp(
    [
      { path: '/ticket-sales', element: <TicketSaleList /> },
      { path: '/ticket-sales/:filter', element: <TicketSaleList /> },
    ],
    url,
  );

const slow = { timeout: 8_000 };
const actionNames = async () =>
  within(await screen.findByRole('group', { name: 'Revisión de la venta' }, slow))
    .getAllByRole('button')
    .map((b) => b.textContent);

beforeAll(() => loadScreenTexts());

describe('ticket sales', { timeout: 60_000 }, () => {
  it('lists the pending sales, opens one and verifies it with the server’s message', async () => {
    let status: number = TICKET_BILL_STATUS.PENDING;
    stubFetch((call) => {
      if (call.method === 'PUT') {
        status = TICKET_BILL_STATUS.VERIFIED;
        return jsonResponse({ message: 'Venta #41 verificada: se enviaron 2 entradas.', status });
      }
      if (call.url.startsWith('/api/ticket/ticket-bills/41')) return jsonResponse(detail(status));
      if (call.url.startsWith('/api/ticket/ticket-bills?')) return jsonResponse(page);
      return jsonResponse({ ids: [], data: [] });
    });
    renderList('/ticket-sales/pending');
    // The lastname "Not set" is no lastname.
    expect(await screen.findByText('Ana', {}, slow)).toBeTruthy();
    expect(calls.some((c) => c.url.startsWith('/api/ticket/ticket-bills?opt=3'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Ver la venta #41' }));
    const dialog = await screen.findByRole('dialog', { name: 'Venta de entradas #41' }, slow);
    expect(await actionNames()).toEqual(['Verificar', 'Marcar no verificada', 'Rechazar']);
    expect(within(dialog).getByText(/La referencia REF-777 ya se usó/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Ver la venta #12' }).getAttribute('href')).toBe(
      '/ticket-sales?sale=12',
    );
    expect(within(dialog).getByText('V-12345678')).toBeTruthy();

    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Verificar' }));
    });
    await waitFor(() =>
      expect(toasts.map((t) => t.message)).toContain('Venta #41 verificada: se enviaron 2 entradas.'),
    );
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { url: '/api/ticket/ticket-bills/41', method: 'PUT', body: { opt: 2 } },
    ]);
    // Read again: verified, its ticket's QR shows and only "Rechazar" is left.
    expect(await within(dialog).findByText('ABCD1234EFGH', {}, slow)).toBeTruthy();
    expect(await actionNames()).toEqual(['Rechazar']);
  });

  it('asks before rejecting and shows a 409 in the server’s words', async () => {
    const conflict = 'La venta #41 ya fue revisada por otra persona.';
    stubFetch((call) => {
      if (call.method === 'PUT') return jsonResponse({ message: conflict }, 409);
      if (call.url.startsWith('/api/ticket/ticket-bills/41'))
        return jsonResponse(detail(TICKET_BILL_STATUS.NOT_VERIFIED));
      if (call.url.startsWith('/api/ticket/ticket-bills?')) return jsonResponse(page);
      return jsonResponse({ ids: [], data: [] });
    });
    renderList('/ticket-sales?sale=41');
    expect(await actionNames()).toEqual(['Verificar', 'Rechazar']);
    fireEvent.click(screen.getByRole('button', { name: 'Rechazar' }));
    const confirm = await screen.findByRole('alertdialog', {}, slow);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Rechazar' }));
    });
    await waitFor(() => expect(toasts).toContainEqual({ message: conflict, variant: 'error' }));
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { url: '/api/ticket/ticket-bills/41', method: 'PUT', body: { opt: 1 } },
    ]);
  });

  it('shows each part of a sale paid in dollars and bolívares with its own warnings', async () => {
    const split: TicketBillDetail = {
      ...detail(TICKET_BILL_STATUS.PENDING),
      ves_reference: 'BS-555',
      account: { id: 2, bank_name: 'Zelle', account_type: 'USD' },
      warnings: { same_reference: [], same_proof: [] },
      ves_part: {
        account: { id: 1, bank_name: 'Banesco', account_type: 'VES' },
        reference: 'BS-555',
        proof_image: '/api/files/private/ves.png',
        warnings: { same_reference: [], same_proof: [13] },
      },
    };
    stubFetch((call) => {
      if (call.url.startsWith('/api/ticket/ticket-bills/41')) return jsonResponse(split);
      if (call.url.startsWith('/api/ticket/ticket-bills?'))
        return jsonResponse({ ...page, data: [{ ...row, ves_reference: 'BS-555' }] });
      return jsonResponse({ ids: [], data: [] });
    });
    renderList('/ticket-sales/pending?sale=41');
    const dialog = await screen.findByRole('dialog', { name: 'Venta de entradas #41' }, slow);
    expect(await within(dialog).findByText('Transferencia en USD: 20,00 US$', {}, slow)).toBeTruthy();
    expect(within(dialog).getByText('Transferencia en Bs.: Bs. 730,00')).toBeTruthy();
    expect(within(dialog).getByText('Zelle (USD)')).toBeTruthy();
    expect(within(dialog).getByText('Banesco (VES)')).toBeTruthy();
    expect(
      within(dialog).getByRole('img', { name: 'Comprobante del pago en USD de la venta #41' }),
    ).toBeTruthy();
    expect(
      within(dialog).getByRole('img', { name: 'Comprobante del pago en Bs. de la venta #41' }),
    ).toBeTruthy();
    // Only the bolívar part's picture paid another sale: its warning names that part.
    expect(within(dialog).getByText('Posible pago repetido en la parte en Bs.')).toBeTruthy();
    expect(within(dialog).queryByText('Posible pago repetido en la parte en USD')).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Ver la venta #13' })).toBeTruthy();
    expect(screen.getByText('REF-777 · BS-555')).toBeTruthy();
  });

  it('records a part paid in cash at the box office and one by transfer, which verifies the sale', async () => {
    let current = detail(TICKET_BILL_STATUS.PENDING);
    const cash = {
      id: 5,
      method: 'cash',
      currency: 'USD',
      amount: 15,
      usd_amount: 15,
      bank_name: null,
      reference: null,
      proof_image: null,
      recorded_by: 'Teresa Taquilla',
      created_at: '2026-11-20T16:00:00.000Z',
    } as const;
    stubFetch((call) => {
      if (call.method === 'POST' && call.url === '/api/ticket/ticket-bills/41/payments') {
        const body = call.body as { method: string };
        current =
          body.method === 'cash'
            ? { ...current, payments: { parts: [cash], paid: 15, due: 25, rate: 36.5 } }
            : { ...detail(TICKET_BILL_STATUS.VERIFIED), payments: { ...current.payments, paid: 40, due: 0 } };
        return jsonResponse({ message: 'Pago registrado', data: current }, 201);
      }
      if (call.url.startsWith('/api/ticket/ticket-bills/41')) return jsonResponse(current);
      if (call.url.startsWith('/api/ticket/ticket-bills?')) return jsonResponse(page);
      if (call.url.startsWith('/api/ticket/ticket-accounts'))
        return jsonResponse([
          {
            id: 1,
            bank_name: 'Banesco',
            account_type: 'VES',
            account_number: '01340000000000000001',
            owner_full_name: 'Teresa Taquilla',
            owner_idenfication_type: 'V',
            owner_idenfication: '12345678',
            message: null,
          },
        ]);
      return jsonResponse({ ids: [], data: [] });
    });
    renderList('/ticket-sales/pending?sale=41');
    const dialog = await screen.findByRole('dialog', { name: 'Venta de entradas #41' }, slow);
    const section = await within(dialog).findByRole('region', { name: 'Pagos recibidos' }, slow);
    expect(within(section).getByText('Pagado 0,00 US$ de 40,00 US$ · Falta 40,00 US$')).toBeTruthy();

    fireEvent.click(within(section).getByRole('button', { name: 'Registrar pago' }));
    let form = await screen.findByRole('dialog', { name: 'Registrar pago' }, slow);
    const amount = within(form).getByRole('textbox', { name: /Monto/ }) as HTMLInputElement;
    expect(amount.value).toBe('40,00');
    fireEvent.change(amount, { target: { value: '15' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Registrar pago' })));
    await waitFor(() => expect(toasts.map((t) => t.message)).toContain('Pago registrado'));
    expect(
      await within(section).findByText('Pagado 15,00 US$ de 40,00 US$ · Falta 25,00 US$', {}, slow),
    ).toBeTruthy();

    // The rest by a bolívar transfer to the ticket master's account, at the sale's rate.
    fireEvent.click(within(section).getByRole('button', { name: 'Registrar pago' }));
    form = await screen.findByRole('dialog', { name: 'Registrar pago' }, slow);
    fireEvent.click(within(form).getByRole('radio', { name: 'Transferencia' }));
    fireEvent.click(within(form).getByRole('radio', { name: 'Bolívares' }));
    expect((within(form).getByRole('textbox', { name: /Monto/ }) as HTMLInputElement).value).toBe('912,50');
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: /Cuenta/ }));
    fireEvent.click(await screen.findByRole('option', { name: /Banesco · 0134/ }));
    fireEvent.change(within(form).getByRole('textbox', { name: /Referencia/ }), {
      target: { value: '00045678' },
    });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Registrar pago' })));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { method: 'cash', currency: 'USD', amount: 15 },
      { method: 'transfer', currency: 'VES', amount: 912.5, bank_id: 1, reference: '00045678' },
    ]);
    // Covered: the sale reads verified, its ticket shows, and no part is taken any more.
    expect(await within(dialog).findByText('ABCD1234EFGH', {}, slow)).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Registrar pago' })).toBeNull();
  });

  it('offers no review of a rejected sale', async () => {
    stubFetch((call) => {
      if (call.url.startsWith('/api/ticket/ticket-bills/41'))
        return jsonResponse(detail(TICKET_BILL_STATUS.REJECTED));
      if (call.url.startsWith('/api/ticket/ticket-bills?')) return jsonResponse(page);
      return jsonResponse({ ids: [], data: [] });
    });
    renderList('/ticket-sales/rejected?sale=41');
    const dialog = await screen.findByRole('dialog', { name: 'Venta de entradas #41' }, slow);
    expect(await within(dialog).findByText('Banesco (VES)', {}, slow)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Revisión de la venta' })).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/api/ticket/ticket-bills?opt=1'))).toBe(true);
  });
});
