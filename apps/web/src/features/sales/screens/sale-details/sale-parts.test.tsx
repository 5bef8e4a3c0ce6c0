import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Bill, PAYMENT_STATUS, PURCHASE_STATUS, ROLES, type SalePart } from '@vitrina/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession } from '#web/lib/session.ts';
import { jsonResponse as json } from '#web/test-fetch.ts';
import { screenTest, signInAs } from '#web/test-screen.tsx';
import { SaleDetails } from './sale-details.tsx';
import { pendingSale } from './sale-fixtures.ts';

/** Waiting for its payment, in bolívares at 36,5: 9,75 US$ (Bs. 355,88), nothing received yet. */
const waiting: Bill = {
  ...pendingSale,
  channel: 'web',
  payment_reference: null,
  customer: { ...pendingSale.customer, username: null },
  shipping_info: { ...pendingSale.shipping_info, mode: 'pickup', address: null },
  warnings: { same_reference: [], same_proof: [] },
};

const cashPart: SalePart = {
  id: 1,
  method: 'cash',
  currency: 'USD',
  amount: 5,
  usd_amount: 5,
  bank_name: null,
  reference: null,
  proof_image: null,
  recorded_by: 'Carla Cajera',
  created_at: '2026-11-20T16:00:00.000Z',
};
const transferPart: SalePart = {
  id: 2,
  method: 'transfer',
  currency: 'VES',
  amount: 73,
  usd_amount: 2,
  bank_name: 'Banesco',
  reference: 'REF-9',
  proof_image: '/storage/proofs/parte-2.jpg',
  recorded_by: null,
  created_at: '2026-11-20T17:00:00.000Z',
};
/** Two parts received: 7 US$ of 9,75. */
const partly: Bill = {
  ...waiting,
  payments: { parts: [cashPart, transferPart], paid: 7, due: 2.75, rate: 36.5 },
};
/** Its parts covered the total: verified and paid, as the server answers the last POST. */
const paidInParts: Bill = {
  ...waiting,
  status: PURCHASE_STATUS.VERIFIED,
  payment_status: PAYMENT_STATUS.PAID,
  allowed_actions: ['delivery', 'cancel'],
  payments: {
    parts: [
      {
        ...transferPart,
        id: 3,
        method: 'cash',
        amount: 355.88,
        usd_amount: 9.75,
        bank_name: null,
        reference: null,
        proof_image: null,
        recorded_by: 'Tomás Pérez',
      },
    ],
    paid: 9.75,
    due: 0,
    rate: 36.5,
  },
  history: [
    ...waiting.history,
    {
      id: 2,
      from_status: PURCHASE_STATUS.NOT_VERIFIED,
      to_status: PURCHASE_STATUS.VERIFIED,
      event: 'paid_in_parts',
      note: null,
      actor: 'Tomás Pérez',
      created_at: '2026-11-20T18:00:00.000Z',
    },
  ],
};

const accounts = [
  { id: 4, bank_name: 'Zelle', account_type: 'USD', account_number: 'tienda@example.com' },
  { id: 1, bank_name: 'Banco de Venezuela', account_type: 'VES', account_number: '01020000000000000001' },
  { id: 5, bank_name: 'Banesco', account_type: 'VES', account_number: '01340000000000000005' },
].map((a) => ({
  ...a,
  owner_full_name: 'Tomás Pérez',
  owner_idenfication_type: 'V',
  owner_idenfication: '12345678',
}));

const { calls, toasts, stubFetch, renderWithApp } = screenTest();
afterEach(() => clearSession());
const renderDetails = () =>
  renderWithApp([{ path: '/shopping-details/:id', element: <SaleDetails /> }], '/shopping-details/7');
const slow = { timeout: 8_000 };
const posts = () => calls.filter((c) => c.method === 'POST');

async function openRecordDialog() {
  const section = await screen.findByRole('region', { name: 'Pagos recibidos' }, slow);
  fireEvent.click(within(section).getByRole('button', { name: 'Registrar pago' }));
  return screen.findByRole('dialog', { name: 'Registrar pago' }, slow);
}
const amountBox = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: /Monto/ }) as HTMLInputElement;
const submit = (dialog: HTMLElement) =>
  act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar pago' })));

describe('the payments received of a sale', { timeout: 30_000 }, () => {
  it('lists the parts with what they cover and what is still due', async () => {
    stubFetch(() => json(partly));
    renderDetails();
    const section = await screen.findByRole('region', { name: 'Pagos recibidos' }, slow);
    expect(within(section).getByText('Pagado 7,00 US$ de 9,75 US$ · Falta 2,75 US$')).toBeTruthy();
    const items = within(
      within(section).getByRole('list', { name: 'Pagos recibidos de la venta' }),
    ).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [cash, transfer] = items as [HTMLElement, HTMLElement];
    expect(within(cash).getByText('Efectivo')).toBeTruthy();
    expect(within(cash).getByText('5,00 US$')).toBeTruthy();
    expect(within(cash).getByText(/Registrado por Carla Cajera el/)).toBeTruthy();
    expect(within(transfer).getByText('Transferencia')).toBeTruthy();
    expect(within(transfer).getByText('Bs. 73,00')).toBeTruthy();
    expect(within(transfer).getByText('equivale a 2,00 US$')).toBeTruthy();
    expect(within(transfer).getByText('Banesco')).toBeTruthy();
    expect(within(transfer).getByText('REF-9')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Eliminar el pago #1' })).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Eliminar el pago #2' })).toBeTruthy();
    // The proof opens full size, as the sale's own.
    fireEvent.click(within(transfer).getByRole('button', { name: 'Ver el comprobante del pago #2' }));
    const proof = await screen.findByRole('dialog', { name: 'Comprobante del pago #2' }, slow);
    expect(within(proof).getByRole('img').getAttribute('src')).toBe('/storage/proofs/parte-2.jpg');
  });

  it('says when nothing was received yet', async () => {
    stubFetch(() => json(waiting));
    renderDetails();
    const section = await screen.findByRole('region', { name: 'Pagos recibidos' }, slow);
    expect(within(section).getByText('Pagado 0,00 US$ de 9,75 US$ · Falta 9,75 US$')).toBeTruthy();
    expect(within(section).getByText('Aún no hay pagos registrados.')).toBeTruthy();
  });

  it('records a cash part in bolívares for what is due, then shows the sale paid', async () => {
    let current = waiting;
    stubFetch((call) => {
      if (call.method === 'POST') {
        current = paidInParts;
        return json({ message: 'Pago registrado', data: paidInParts }, 201);
      }
      return json(current);
    });
    renderDetails();
    const dialog = await openRecordDialog();
    expect(within(dialog).getByRole('radio', { name: 'Efectivo' })).toHaveProperty('checked', true);
    // In dollars, what is due; in bolívares, at the sale's rate, rounded to cents.
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Dólares' }));
    expect(amountBox(dialog).value).toBe('9,75');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Bolívares' }));
    expect(amountBox(dialog).value).toBe('355,88');
    // Cash asks for no account or reference.
    expect(within(dialog).queryByRole('combobox', { name: /Cuenta/ })).toBeNull();
    await submit(dialog);
    await waitFor(() => expect(toasts.map((x) => x.message)).toContain('Pago registrado'));
    expect(posts()).toEqual([
      {
        url: '/api/bill/7/payments',
        method: 'POST',
        body: { method: 'cash', currency: 'VES', amount: 355.88 },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Registrar pago' })).toBeNull(), slow);
    // The sale as the server answered it: paid, its actions and history follow, no more parts taken.
    const section = screen.getByRole('region', { name: 'Pagos recibidos' });
    expect(within(section).getByText('Pagado 9,75 US$ de 9,75 US$')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Registrar pago' })).toBeNull();
    expect(within(section).queryByRole('button', { name: /Eliminar el pago/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Confirmar entrega' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verificar pago' })).toBeNull();
    const history = screen.getByRole('list', { name: 'Historial de la venta' });
    expect(within(history).getByText('Pagada por partes')).toBeTruthy();
    // Only the sale was read: it was refreshed from the reply, not read again.
    expect(calls.filter((c) => c.url === '/api/bill/7')).toHaveLength(1);
  });

  it('offers a transfer only the accounts of its currency and sends its proof as multipart', async () => {
    signInAs(ROLES.CLIENT, 1);
    stubFetch((call) => {
      if (call.url === '/api/banks') return json(accounts);
      if (call.method === 'POST') return json({ message: 'Pago registrado', data: partly }, 201);
      return json(waiting);
    });
    renderDetails();
    const dialog = await openRecordDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Transferencia' }));
    // The accounts the select offers (once the store's have arrived), then the one picked or none.
    const accountsOffered = async (pick: string | null) => {
      fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Cuenta/ }));
      const list = await screen.findByRole('listbox', {}, slow);
      await within(list).findByRole('option', { name: /Zelle|Banesco/ }, slow);
      const offered = within(list)
        .getAllByRole('option')
        .map((o) => o.textContent);
      if (pick) fireEvent.click(within(list).getByRole('option', { name: new RegExp(pick) }));
      else fireEvent.keyDown(list, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull(), slow);
      return offered;
    };
    // Bolívares (the sale's money): the two VES accounts, not the dollar one.
    expect(await accountsOffered(null)).toEqual([
      'Banco de Venezuela · 01020000000000000001',
      'Banesco · 01340000000000000005',
    ]);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Dólares' }));
    expect(await accountsOffered(null)).toEqual(['Zelle · tienda@example.com']);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Bolívares' }));
    await accountsOffered('Banesco');
    fireEvent.change(amountBox(dialog), { target: { value: '73' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Referencia/ }), {
      target: { value: 'REF-77' },
    });
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'capture.png', { type: 'image/png' });
    fireEvent.change(within(dialog).getByLabelText('Elegir imagen'), { target: { files: [picture] } });
    expect(
      within(dialog).getByRole('img', { name: 'Vista previa del comprobante capture.png' }),
    ).toBeTruthy();
    await submit(dialog);
    await waitFor(() => expect(posts()).toHaveLength(1));
    const body = posts()[0]!.body as Record<string, unknown>;
    expect(body).toEqual({
      method: 'transfer',
      currency: 'VES',
      amount: '73',
      bank_id: '5',
      reference: 'REF-77',
      proof: expect.any(File),
    });
    expect((body.proof as File).name).toBe('capture.png');
    await waitFor(() => expect(toasts.map((x) => x.message)).toContain('Pago registrado'));
  });

  it('asks a transfer for its account and reference before posting it', async () => {
    stubFetch(() => json(waiting));
    renderDetails();
    const dialog = await openRecordDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Transferencia' }));
    await submit(dialog);
    expect(await within(dialog).findByText('El campo referencia es obligatorio', {}, slow)).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('shows a refused amount under its field and keeps the dialog open', async () => {
    const tooMuch = 'El pago supera lo que falta por pagar (9,75 US$)';
    stubFetch((call) =>
      call.method === 'POST'
        ? json({ message: 'Datos inválidos', errors: { amount: [tooMuch] } }, 422)
        : json(waiting),
    );
    renderDetails();
    const dialog = await openRecordDialog();
    fireEvent.change(amountBox(dialog), { target: { value: '400' } });
    await submit(dialog);
    expect(await within(dialog).findByText(tooMuch, {}, slow)).toBeTruthy();
    expect(amountBox(dialog).getAttribute('aria-invalid')).toBe('true');
    expect(toasts.map((x) => x.message)).toContain('Ha ocurrido un error al registrar el pago');
    expect(posts()[0]!.body).toEqual({ method: 'cash', currency: 'VES', amount: 400 });
  });

  it('says in a toast why a paid sale takes no more parts', async () => {
    const conflict = 'La venta #7 ya está pagada.';
    let current = waiting;
    stubFetch((call) => {
      if (call.method === 'POST') {
        current = paidInParts;
        return json({ message: conflict }, 409);
      }
      return json(current);
    });
    renderDetails();
    const dialog = await openRecordDialog();
    await submit(dialog);
    await waitFor(() => expect(toasts.map((x) => x.message)).toContain(conflict));
    // The sale is read again: paid, the dialog and the button go.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Registrar pago' })).toBeNull(), slow);
    expect(screen.queryByRole('button', { name: 'Registrar pago' })).toBeNull();
  });

  it('asks before deleting a part, then deletes it', async () => {
    const after: Bill = { ...partly, payments: { parts: [transferPart], paid: 2, due: 7.75, rate: 36.5 } };
    let current = partly;
    stubFetch((call) => {
      if (call.method === 'DELETE') {
        current = after;
        return json({ message: 'Pago eliminado', data: after });
      }
      return json(current);
    });
    renderDetails();
    const section = await screen.findByRole('region', { name: 'Pagos recibidos' }, slow);
    fireEvent.click(within(section).getByRole('button', { name: 'Eliminar el pago #1' }));
    const question = await screen.findByRole('alertdialog', {}, slow);
    expect(within(question).getByText('¿Eliminar este pago de 5,00 US$?')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await act(async () => fireEvent.click(within(question).getByRole('button', { name: 'Sí' })));
    await waitFor(() => expect(toasts.map((x) => x.message)).toContain('Pago eliminado'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/bill/7/payments/1']);
    expect(
      await within(section).findByText('Pagado 2,00 US$ de 9,75 US$ · Falta 7,75 US$', {}, slow),
    ).toBeTruthy();
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1), slow);
  });

  it('takes no parts once the sale is paid, and none on a cancelled sale', async () => {
    stubFetch(() => json(paidInParts));
    const { unmount } = renderDetails();
    const section = await screen.findByRole('region', { name: 'Pagos recibidos' }, slow);
    expect(within(section).getByText('Pagado 9,75 US$ de 9,75 US$')).toBeTruthy();
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    expect(within(section).queryByRole('button', { name: 'Registrar pago' })).toBeNull();
    expect(within(section).queryByRole('button', { name: /Eliminar el pago/ })).toBeNull();
    unmount();

    stubFetch(() => json({ ...partly, status: PURCHASE_STATUS.CANCELLED, allowed_actions: [] }));
    renderDetails();
    expect(await screen.findByRole('heading', { name: 'Venta #7' }, slow)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Pagos recibidos' })).toBeNull();
  });
});
