import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLES, type StatementAccount, type StatementLine } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { type FetchCall, jsonResponse } from '#web/test-fetch.ts';
import {
  account,
  candidate,
  inEnglish,
  pageOf,
  probableLine,
  reconciliationTest,
  signInAs,
  slow,
} from './reconciliation-fixtures.tsx';

const { calls, toasts, serve, posts, open, confirmIn, toastSays } = reconciliationTest();

// The admin reconciles the platform's accounts: each candidate a licence payment.

describe("bank reconciliation of the platform's accounts", { timeout: 30_000 }, () => {
  const platformAccount: StatementAccount = {
    ...account,
    id: 9,
    bank_name: 'Banesco',
    account_number: '01340946180001238845',
    settings: { tolerance_cents: 100, window_days: 3, cashier_allowed: false, mapping: null },
    counts: { exact: 0, probable: 1, repeated: 0, none: 0, confirmed: 1 },
  };
  const store = { ...candidate, payer_name: 'Bodegón La Esquina' };
  const confirmedLine: StatementLine = {
    ...probableLine,
    id: 22,
    reference: '0420133',
    state: 'confirmed',
    payment_id: 30,
    candidates: [{ ...store, payment_id: 30, reason: 'reference', waiting: false }],
    confirmed_at: '2026-11-21T14:00:00.000Z',
  };
  const platformLines = (answer: (call: FetchCall) => Response | undefined = () => undefined) =>
    serve(
      (call) =>
        answer(call) ??
        (call.url.replace(/\?.*$/, '').endsWith('/lines')
          ? jsonResponse(pageOf([confirmedLine, { ...probableLine, candidates: [store] }]))
          : undefined),
      [platformAccount],
    );

  /** The platform's lines, and line 21 confirmed as licence payment #12 (the server's Spanish). */
  const servesLicenceConfirmation = () =>
    platformLines((call) =>
      call.method === 'POST' && call.url.endsWith('/lines/21/confirm')
        ? jsonResponse({
            message: 'Pago de licencia #12 aprobado con el extracto',
            data: { ...probableLine, state: 'confirmed', payment_id: 12, candidates: [store] },
          })
        : undefined,
    );

  it('names and links licence payments, and confirms a candidate with its payment_id', async () => {
    signInAs(ROLES.ADMIN, null);
    servesLicenceConfirmation();
    open();
    const matches = await screen.findByRole(
      'list',
      { name: 'Pagos de licencia que pueden corresponder a la referencia 99998888' },
      slow,
    );
    expect(screen.getByRole('columnheader', { name: 'Pagos de licencia que coinciden' })).toBeTruthy();
    expect(within(matches).getByText('Bodegón La Esquina')).toBeTruthy();
    expect(
      within(matches).getByRole('link', { name: 'Ver el pago de licencia #12' }).getAttribute('href'),
    ).toBe('/license-sales/12');
    expect(
      within(matches).getByRole('button', { name: 'Ver comprobante del pago de licencia #12' }),
    ).toBeTruthy();
    // A line already confirmed names the licence payment it approved.
    const approved = screen.getByText('Aprobó el pago de licencia').closest('td') as HTMLElement;
    expect(
      within(approved).getByRole('link', { name: 'Ver el pago de licencia #30' }).getAttribute('href'),
    ).toBe('/license-sales/30');
    // No word of a sale anywhere.
    expect(screen.queryByRole('link', { name: /venta/ })).toBeNull();
    expect(screen.queryByText(/venta/i)).toBeNull();

    fireEvent.click(within(matches).getByRole('button', { name: 'Confirmar el pago de licencia #12' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmar el pago' }, slow);
    expect(dialog.textContent).toContain(
      'referencia 99998888 por Bs.\u00a0365,00 es el pago de licencia #12? El pago quedará aprobado y se extenderá la membresía de la tienda.',
    );
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar pago' }));
    });
    await toastSays('Pago de licencia #12 aprobado con el extracto');
    expect(posts('/api/statement-accounts/9/lines/21/confirm')).toHaveLength(1);
    expect(posts('/api/statement-accounts/9/lines/21/confirm')[0]?.body).toEqual({ payment_id: 12 });
  });

  it("says the server's licence confirmation in the user's language", () =>
    inEnglish(async () => {
      signInAs(ROLES.ADMIN, null);
      servesLicenceConfirmation();
      open();
      await confirmIn('Confirm licence payment #12', 'Confirm the payment', 'Confirm payment');
      await toastSays('Licence payment #12 approved with the statement');
    }));

  it('asks before confirming the exact matches in the words of licence payments', async () => {
    signInAs(ROLES.ADMIN, null);
    serve(undefined, [{ ...platformAccount, counts: { ...platformAccount.counts, exact: 2 } }]);
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmar 2 coincidencias exactas' }, slow));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmar coincidencias exactas' }, slow);
    expect(dialog.textContent).toContain('los 2 pagos de licencia con coincidencia exacta');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    expect(posts('/confirm-exact')).toHaveLength(0);
  });

  it("gives the admin the settings without the cashiers' switch, keeping its saved value", async () => {
    signInAs(ROLES.ADMIN, null);
    platformLines((call) =>
      call.method === 'PUT' ? jsonResponse({ ...(call.body as object), mapping: null }) : undefined,
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Ajustes de conciliación' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Ajustes de conciliación: Banesco' }, slow);
    expect(within(dialog).queryByRole('switch')).toBeNull();
    expect(within(dialog).queryByText('Los cajeros pueden conciliar esta cuenta')).toBeNull();
    expect(
      within(dialog).getByText('Diferencia aceptada entre el abono y el monto del pago de licencia.'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Días de margen' }), {
      target: { value: '5' },
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    });
    await waitFor(() => expect(toasts.map((x) => x.message)).toContain('Ajustes de conciliación guardados'));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/statement-accounts/9/settings',
      body: { tolerance_cents: 100, window_days: 5, cashier_allowed: false },
    });
  });

  it('sends an admin without a platform account to add one', async () => {
    signInAs(ROLES.ADMIN, null);
    serve(undefined, []);
    open();
    expect(
      await screen.findByText(
        'Aún no hay cuentas de la plataforma. Agregue una en Cuentas de la plataforma para conciliar los pagos de licencias.',
        undefined,
        slow,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a Cuentas de la plataforma' }).getAttribute('href')).toBe(
      '/bank-list',
    );
  });
});
