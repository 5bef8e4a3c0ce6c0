import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLES, type StatementAccount, type StatementLine } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { type FetchCall, jsonResponse } from '#web/test-fetch.ts';
import {
  account,
  candidate,
  pageOf,
  probableLine,
  reconciliationTest,
  signInAs,
  slow,
} from './reconciliation-fixtures.tsx';

const { calls, toasts, serve, posts, open, toastSays } = reconciliationTest();

// The ticket master reconciles their own ticket payment accounts: each candidate a ticket sale.

describe("bank reconciliation of a ticket master's accounts", { timeout: 30_000 }, () => {
  const ticketAccount: StatementAccount = {
    ...account,
    id: 15,
    bank_name: 'Mercantil',
    account_number: '01050021450000987654',
    settings: { tolerance_cents: 0, window_days: 3, cashier_allowed: false, mapping: null },
    counts: { exact: 0, probable: 1, repeated: 0, none: 0, confirmed: 1 },
  };
  const buyer = { ...candidate, payer_name: 'Luis Rodríguez' };
  const confirmedLine: StatementLine = {
    ...probableLine,
    id: 22,
    reference: '0420133',
    state: 'confirmed',
    payment_id: 30,
    candidates: [{ ...buyer, payment_id: 30, reason: 'reference', waiting: false }],
    confirmed_at: '2026-11-21T14:00:00.000Z',
  };
  const ticketLines = (answer: (call: FetchCall) => Response | undefined = () => undefined) =>
    serve(
      (call) =>
        answer(call) ??
        (call.url.replace(/\?.*$/, '').endsWith('/lines')
          ? jsonResponse(pageOf([confirmedLine, { ...probableLine, candidates: [buyer] }]))
          : undefined),
      [ticketAccount],
    );

  it('reconciles its ticket account, naming and linking ticket sales, and confirms one as a payment of the sale', async () => {
    signInAs(ROLES.TICKETMASTER, null);
    ticketLines((call) =>
      call.method === 'POST' && call.url.endsWith('/lines/21/confirm')
        ? jsonResponse({
            message: 'Pago de la venta de entradas #12 registrado con el extracto',
            data: { ...probableLine, state: 'confirmed', payment_id: 12, candidates: [buyer] },
          })
        : undefined,
    );
    open();
    const matches = await screen.findByRole(
      'list',
      { name: 'Ventas de entradas que pueden corresponder a la referencia 99998888' },
      slow,
    );
    // Its own ticket account is the one reconciled.
    expect(screen.getByRole('combobox', { name: 'Cuenta' }).textContent).toBe(
      'Mercantil · bolívares · 01050021450000987654',
    );
    expect(calls.some((c) => c.url.startsWith('/api/statement-accounts/15/lines'))).toBe(true);

    expect(screen.getByRole('columnheader', { name: 'Ventas de entradas que coinciden' })).toBeTruthy();
    expect(within(matches).getByText('Luis Rodríguez')).toBeTruthy();
    expect(
      within(matches).getByRole('link', { name: 'Ver la venta de entradas #12' }).getAttribute('href'),
    ).toBe('/ticket-sales?sale=12');
    expect(
      within(matches).getByRole('button', { name: 'Ver comprobante de la venta de entradas #12' }),
    ).toBeTruthy();
    // A line already confirmed names the ticket sale it paid.
    const paid = screen.getByText('Registró el pago de la venta de entradas').closest('td') as HTMLElement;
    expect(
      within(paid).getByRole('link', { name: 'Ver la venta de entradas #30' }).getAttribute('href'),
    ).toBe('/ticket-sales?sale=30');
    // No word of a store's sale nor of a licence.
    expect(screen.queryByRole('link', { name: /Ver la venta #/ })).toBeNull();
    expect(screen.queryByText(/licencia/i)).toBeNull();

    fireEvent.click(
      within(matches).getByRole('button', { name: 'Confirmar el pago de la venta de entradas #12' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmar el pago' }, slow);
    expect(dialog.textContent).toContain(
      'referencia 99998888 por Bs.\u00a0365,00 es un pago de la venta de entradas #12? La transferencia quedará registrada como pago de la venta y, cuando sus pagos cubran el total, la venta quedará verificada y se enviarán las entradas al comprador.',
    );
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar pago' }));
    });
    await toastSays('Pago de la venta de entradas #12 registrado con el extracto');
    expect(posts('/api/statement-accounts/15/lines/21/confirm')).toHaveLength(1);
    expect(posts('/api/statement-accounts/15/lines/21/confirm')[0]?.body).toEqual({ payment_id: 12 });
  });

  it('asks before confirming the exact matches in the words of ticket sales', async () => {
    signInAs(ROLES.TICKETMASTER, null);
    serve(undefined, [{ ...ticketAccount, counts: { ...ticketAccount.counts, exact: 2 } }]);
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmar 2 coincidencias exactas' }, slow));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmar coincidencias exactas' }, slow);
    expect(dialog.textContent).toContain(
      'los pagos de las 2 ventas de entradas con coincidencia exacta? Cada transferencia quedará registrada como pago de su venta',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    expect(posts('/confirm-exact')).toHaveLength(0);
  });

  it("gives the ticket master the settings without the cashiers' switch, keeping its saved value", async () => {
    signInAs(ROLES.TICKETMASTER, null);
    ticketLines((call) =>
      call.method === 'PUT' ? jsonResponse({ ...(call.body as object), mapping: null }) : undefined,
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Ajustes de conciliación' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Ajustes de conciliación: Mercantil' }, slow);
    expect(within(dialog).queryByRole('switch')).toBeNull();
    expect(within(dialog).queryByText('Los cajeros pueden conciliar esta cuenta')).toBeNull();
    expect(
      within(dialog).getByText('Diferencia aceptada entre el abono y el monto de la venta de entradas.'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Días de margen' }), {
      target: { value: '5' },
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    });
    await waitFor(() => expect(toasts.map((x) => x.message)).toContain('Ajustes de conciliación guardados'));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/statement-accounts/15/settings',
      body: { tolerance_cents: 0, window_days: 5, cashier_allowed: false },
    });
  });

  it('sends a ticket master without a ticket account to add one', async () => {
    signInAs(ROLES.TICKETMASTER, null);
    serve(undefined, []);
    open();
    expect(
      await screen.findByText(
        'Aún no tiene cuentas de pago. Agregue una en Cuentas de pago para conciliar sus ventas de entradas.',
        undefined,
        slow,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a Cuentas de pago' }).getAttribute('href')).toBe(
      '/ticket-accounts',
    );
    expect(screen.queryByRole('link', { name: 'Ir a Métodos de pago' })).toBeNull();
  });
});
