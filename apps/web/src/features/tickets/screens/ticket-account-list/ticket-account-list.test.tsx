import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TicketAccount } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '#web/test-fetch.ts';
import { screenTest } from '#web/test-screen.tsx';
import { TicketAccountList } from './ticket-account-list.tsx';

const account: TicketAccount = {
  id: 3,
  bank_name: 'Banesco',
  account_type: 'VES',
  account_number: '01340000000000000001',
  owner_full_name: 'Producciones Ávila',
  owner_idenfication_type: 'J',
  owner_idenfication: '123456789',
  message: 'Indique su cédula en el concepto',
};

const { calls, toasts, stubFetch, renderWithApp } = screenTest();
const slow = { timeout: 8_000 };
// The confirm dialog is a lazy chunk: loaded before the tests, so opening it is immediate.
await import('#web/components/dialogs/confirm-dialog-view.tsx');
const confirmButton = () => screen.findByRole('button', { name: 'Sí' }, slow);

const renderScreen = () => renderWithApp(<TicketAccountList />);

describe('ticket accounts', { timeout: 60_000 }, () => {
  it('lists the accounts with their message and creates one once, by the bank rules', async () => {
    let release: (r: Response) => void = () => {};
    stubFetch((call) =>
      call.method === 'GET'
        ? jsonResponse([account])
        : new Promise<Response>((resolve) => (release = resolve)),
    );
    renderScreen();
    expect(await screen.findByText('Indique su cédula en el concepto', {}, slow)).toBeTruthy();
    expect(screen.getByText('J-123456789')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Nueva cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva cuenta de pago' });
    const box = (name: RegExp) => within(dialog).getByRole('textbox', { name });
    fireEvent.change(box(/banco/i), { target: { value: 'Mercantil' } });
    fireEvent.change(box(/número de cuenta/i), { target: { value: '0105' } });
    fireEvent.blur(box(/número de cuenta/i));
    // A VES account is 20 digits: said under the field, nothing sent.
    expect(await within(dialog).findByText(/20 dígitos/)).toBeTruthy();
    fireEvent.change(box(/número de cuenta/i), { target: { value: '0105-0000-00-0000000002' } });
    fireEvent.change(box(/nombre del titular/i), { target: { value: 'Ana Pérez' } });
    fireEvent.change(box(/documento del titular/i), { target: { value: 'V-12.345.678' } });
    fireEvent.change(box(/Mensaje para los compradores/), {
      target: { value: 'Pago móvil:\nenvíe la captura' },
    });

    const save = within(dialog).getByRole('button', { name: 'Guardar' });
    await act(async () => fireEvent.click(save));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(save).toHaveProperty('disabled', true);
    await act(async () => fireEvent.click(save));
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      url: '/api/ticket/ticket-accounts',
      body: {
        bank_name: 'Mercantil',
        account_type: 'VES',
        account_number: '01050000000000000002',
        owner_idenfication: '12345678',
        message: 'Pago móvil:\nenvíe la captura',
      },
    });
    await act(async () => release(jsonResponse({ message: 'Cuenta agregada', data: { ...account, id: 4 } })));
    await waitFor(() => expect(toasts).toContainEqual({ message: 'Cuenta agregada', variant: 'success' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits an account with PUT and deletes one after confirming', async () => {
    stubFetch((call) => {
      if (call.method === 'GET') return jsonResponse([account]);
      if (call.method === 'PUT') return jsonResponse({ message: 'Cuenta actualizada', data: account });
      return jsonResponse({ message: 'Cuenta eliminada' });
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Banesco' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Editar cuenta de pago' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' })));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/ticket/ticket-accounts/3',
      body: { message: 'Indique su cédula en el concepto' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Banesco' }));
    const yes = await confirmButton();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await act(async () => fireEvent.click(yes));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/ticket/ticket-accounts/3');
    await waitFor(() => expect(toasts).toContainEqual({ message: 'Cuenta eliminada', variant: 'success' }));
  });
});
