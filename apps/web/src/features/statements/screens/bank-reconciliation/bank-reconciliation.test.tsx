import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLES, type RoleId, type StatementAccount, type StatementLine } from '@vitrina/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '#web/lib/i18n.ts';
import { clearSession, saveSession } from '#web/lib/session.ts';
import { type FetchCall, jsonResponse } from '#web/test-fetch.ts';
import { screenTest } from '#web/test-screen.tsx';
import { BankReconciliation } from './bank-reconciliation.tsx';

const { calls, toasts, stubFetch, renderWithApp } = screenTest();

const account: StatementAccount = {
  id: 4,
  bank_name: 'Banco de Venezuela',
  account_type: 'VES',
  account_number: '0102-0000-00-0000000001',
  settings: { tolerance_cents: 0, window_days: 3, cashier_allowed: true, mapping: null },
  counts: { exact: 2, probable: 1, repeated: 0, none: 1, confirmed: 0 },
};
const candidate = {
  payment_id: 12,
  reason: 'amount_date',
  reference: 'ZZ-99',
  amount_cents: 36500,
  day: '2026-11-20',
  payer_name: 'María González',
  proof_image: '/api/files/proof-12.png',
  waiting: true,
} as const;
const exactLine: StatementLine = {
  id: 20,
  statement_id: 7,
  row: 4,
  date: '2026-11-20',
  reference: '000123456789',
  amount_cents: 18250,
  description: 'PAGO MOVIL RECIBIDO',
  state: 'exact',
  payment_id: 11,
  candidates: [
    { ...candidate, payment_id: 11, reason: 'reference', reference: '123456789', amount_cents: 18250 },
  ],
  confirmed_at: null,
};
const probableLine: StatementLine = {
  ...exactLine,
  id: 21,
  row: 5,
  reference: '99998888',
  amount_cents: 36500,
  description: 'TRANSFERENCIA RECIBIDA',
  state: 'probable',
  payment_id: null,
  candidates: [candidate],
};
const statement = {
  id: 7,
  file_name: 'banesco-noviembre.csv',
  layout: 'venezuela',
  lines: 4,
  first_day: '2026-11-20',
  last_day: '2026-11-21',
  imported_at: '2026-11-21T13:00:00.000Z',
  imported_by: 'Tomás Pérez',
};
const pageOf = <T,>(data: T[]) => ({ data, meta: { per_page: 25, total: data.length, next_cursor: null } });

function signInAs(role: RoleId, storeId: number | null = 1) {
  saveSession({
    access_token: 'token',
    token_type: 'Bearer',
    plan_id: null,
    name: 'Tomás',
    lastname: 'Pérez',
    email: 'tienda@vitrina.test',
    role_id: role,
    user_id: 1,
    store_id: storeId,
    time_zone: 'America/Caracas',
  });
}
afterEach(() => clearSession());

/** The API of one account: its figures, statements and lines; `answer` handles the calls a test is about. */
function serve(answer: (call: FetchCall) => Response | undefined = () => undefined, accounts = [account]) {
  stubFetch((call) => {
    const own = answer(call);
    if (own) return own;
    const path = call.url.replace(/\?.*$/, '');
    if (path === '/api/statement-accounts') return jsonResponse(accounts);
    if (path.endsWith('/statements')) return jsonResponse(pageOf([statement]));
    if (path.endsWith('/lines')) return jsonResponse(pageOf([exactLine, probableLine]));
    return jsonResponse({ message: 'not in this test' }, 404);
  });
}
const posts = (suffix: string) => calls.filter((c) => c.method === 'POST' && c.url.endsWith(suffix));
const accountReads = () => calls.filter((c) => c.url === '/api/statement-accounts').length;

const open = () => renderWithApp(<BankReconciliation />, '/bank-reconciliation');
// MUI screens take a while to mount in jsdom.
const slow = { timeout: 8_000 };

describe('bank reconciliation', { timeout: 30_000 }, () => {
  it('counts the lines by state and confirms the exact matches after asking', async () => {
    signInAs(ROLES.CLIENT);
    serve((call) =>
      call.method === 'POST' && call.url.endsWith('/confirm-exact')
        ? jsonResponse({ message: 'Pagos confirmados con el extracto: 2', confirmed: 2, skipped: 0 })
        : undefined,
    );
    open();
    const states = await screen.findByRole('group', { name: 'Líneas por estado' }, slow);
    expect(within(states).getByRole('button', { name: 'Exactas 2' })).toBeTruthy();
    expect(within(states).getByRole('button', { name: 'Todas 4' }).getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByRole('cell', { name: 'PAGO MOVIL RECIBIDO' }, slow)).toBeTruthy();

    const button = screen.getByRole('button', { name: 'Confirmar 2 coincidencias exactas' });
    fireEvent.click(button);
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmar coincidencias exactas' }, slow);
    expect(dialog.textContent).toContain('las 2 ventas');
    expect(posts('/confirm-exact')).toHaveLength(0);
    const readsBefore = accountReads();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    });
    await waitFor(() =>
      expect(toasts.map((x) => x.message)).toContain('Pagos confirmados con el extracto: 2'),
    );
    expect(posts('/api/statement-accounts/4/confirm-exact')).toHaveLength(1);
    // The figures and the lines are read again.
    await waitFor(() => expect(accountReads()).toBeGreaterThan(readsBefore));
  });

  it("says the server's confirmation in the user's language", async () => {
    await changeLanguage('en');
    try {
      signInAs(ROLES.CLIENT);
      serve((call) =>
        call.method === 'POST' && call.url.endsWith('/confirm-exact')
          ? jsonResponse({ message: 'Pagos confirmados con el extracto: 2', confirmed: 2, skipped: 0 })
          : undefined,
      );
      open();
      fireEvent.click(await screen.findByRole('button', { name: 'Confirm 2 exact matches' }, slow));
      const dialog = await screen.findByRole('alertdialog', { name: 'Confirm exact matches' }, slow);
      await act(async () => {
        fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      });
      await waitFor(() =>
        expect(toasts.map((x) => x.message)).toContain('Payments confirmed with the statement: 2'),
      );
    } finally {
      await changeLanguage('es');
    }
  });

  it('keeps the exact-match button off when there is none', async () => {
    signInAs(ROLES.CLIENT);
    serve(undefined, [{ ...account, counts: { ...account.counts, exact: 0 } }]);
    open();
    const button = await screen.findByRole('button', { name: 'Confirmar 0 coincidencias exactas' }, slow);
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it("shows a refused file's row and column under the file, and nothing else changes", async () => {
    signInAs(ROLES.CLIENT);
    const refusal = 'Fila 4, columna A: «32/13/2026» no es una fecha';
    serve((call) =>
      call.method === 'POST' && call.url.endsWith('/statements')
        ? jsonResponse({ message: refusal, errors: { file: [refusal] } }, 422)
        : undefined,
    );
    open();
    const input = await screen.findByLabelText('Archivo del extracto', undefined, slow);
    fireEvent.change(input, {
      target: { files: [new File(['Fecha;Referencia\n32/13/2026;1'], 'extracto.csv', { type: 'text/csv' })] },
    });
    expect(screen.getByText('Archivo: extracto.csv')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Importar' }));

    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert.textContent).toBe(refusal);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const [upload] = posts('/api/statement-accounts/4/statements');
    expect(upload?.body).toMatchObject({ file: expect.any(File) });
    expect(upload?.body).not.toHaveProperty('layout');
    expect(toasts).toEqual([]);
  });

  it("previews another layout with the account's saved columns, storing nothing", async () => {
    signInAs(ROLES.CLIENT);
    const mapping = {
      date_column: 'Dia',
      reference_column: 'Ref',
      amount_column: 'Importe recibido',
      date_order: 'dmy',
    } as const;
    serve(
      (call) =>
        call.url.endsWith('/preview')
          ? jsonResponse({
              layout: 'custom',
              headers: ['Dia', 'Ref', 'Importe recibido'],
              total: 1,
              skipped: 2,
              lines: [
                { row: 2, date: '2026-11-20', reference: '777', amount_cents: 123450, description: '' },
              ],
            })
          : undefined,
      [{ ...account, settings: { ...account.settings, mapping } }],
    );
    open();
    fireEvent.change(await screen.findByLabelText('Archivo del extracto', undefined, slow), {
      target: { files: [new File(['Dia,Ref'], 'otro.csv', { type: 'text/csv' })] },
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Banco / formato' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Otro formato (columnas)' }, slow));
    expect((screen.getByRole('textbox', { name: /Columna del monto/ }) as HTMLInputElement).value).toBe(
      'Importe recibido',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Vista previa' }));

    expect(
      await screen.findByText(/Formato reconocido: Otro formato \(columnas\)/, undefined, slow),
    ).toBeTruthy();
    expect(screen.getByText(/1 abono para importar · 2 filas omitidas/)).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Primeras líneas del archivo' });
    expect(within(table).getByRole('cell', { name: 'Bs.\u00a01234,50' })).toBeTruthy();
    expect(posts('/preview')[0]?.body).toMatchObject({ layout: 'custom', ...mapping });
    expect(posts('/statements')).toHaveLength(0);
  });

  it("confirms a probable line's candidate after asking, with the server's message", async () => {
    signInAs(ROLES.CLIENT);
    serve((call) =>
      call.method === 'POST' && call.url.endsWith('/lines/21/confirm')
        ? jsonResponse({
            message: 'Pago de la venta #12 confirmado con el extracto',
            data: { ...probableLine, state: 'confirmed', payment_id: 12 },
          })
        : undefined,
    );
    open();
    const matches = await screen.findByRole(
      'list',
      { name: 'Ventas que pueden corresponder a la referencia 99998888' },
      slow,
    );
    expect(within(matches).getByText('María González')).toBeTruthy();
    expect(within(matches).getByText('Monto y fecha')).toBeTruthy();
    expect(within(matches).getByRole('link', { name: 'Ver la venta #12' }).getAttribute('href')).toBe(
      '/shopping-details/12',
    );
    expect(within(matches).getByRole('button', { name: 'Ver comprobante de la venta #12' })).toBeTruthy();

    fireEvent.click(within(matches).getByRole('button', { name: 'Confirmar el pago de la venta #12' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmar el pago' }, slow);
    expect(dialog.textContent).toContain(
      'referencia 99998888 por Bs.\u00a0365,00 es el pago de la venta #12',
    );
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar pago' }));
    });
    await waitFor(() =>
      expect(toasts.map((x) => x.message)).toContain('Pago de la venta #12 confirmado con el extracto'),
    );
    expect(posts('/api/statement-accounts/4/lines/21/confirm')[0]?.body).toEqual({ payment_id: 12 });
  });

  it('gives the owner the settings, in the account’s money, and never the cashier', async () => {
    signInAs(ROLES.CLIENT);
    serve((call) =>
      call.method === 'PUT' ? jsonResponse({ ...(call.body as object), mapping: null }) : undefined,
    );
    const owner = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Ajustes de conciliación' }, slow));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Ajustes de conciliación: Banco de Venezuela' },
      slow,
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Tolerancia del monto' }), {
      target: { value: '1,50' },
    });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Los cajeros pueden conciliar esta cuenta' }));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    });
    await waitFor(() => expect(toasts.map((x) => x.message)).toContain('Ajustes de conciliación guardados'));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/statement-accounts/4/settings',
      body: { tolerance_cents: 150, window_days: 3, cashier_allowed: false },
    });
    owner.unmount();

    signInAs(ROLES.CASHIER);
    serve();
    open();
    expect(
      await screen.findByRole('button', { name: 'Confirmar 2 coincidencias exactas' }, slow),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ajustes de conciliación' })).toBeNull();
  });

  it('tells a cashier with no account open to reconciliation', async () => {
    signInAs(ROLES.CASHIER);
    serve(undefined, []);
    open();
    expect(
      await screen.findByText(
        'El dueño de la tienda aún no ha abierto ninguna cuenta para la conciliación.',
        undefined,
        slow,
      ),
    ).toBeTruthy();
  });
});

// The admin reconciles the platform's accounts against the owners' licence payments: the same
// endpoints, a candidate's payment_id a licence payment and its payer the paying store.
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

  it('names and links licence payments, and confirms a candidate with its payment_id', async () => {
    signInAs(ROLES.ADMIN, null);
    platformLines((call) =>
      call.method === 'POST' && call.url.endsWith('/lines/21/confirm')
        ? jsonResponse({
            message: 'Pago de licencia #12 aprobado con el extracto',
            data: { ...probableLine, state: 'confirmed', payment_id: 12, candidates: [store] },
          })
        : undefined,
    );
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
    await waitFor(() =>
      expect(toasts.map((x) => x.message)).toContain('Pago de licencia #12 aprobado con el extracto'),
    );
    expect(posts('/api/statement-accounts/9/lines/21/confirm')).toHaveLength(1);
    expect(posts('/api/statement-accounts/9/lines/21/confirm')[0]?.body).toEqual({ payment_id: 12 });
  });

  it("says the server's licence confirmation in the user's language", async () => {
    await changeLanguage('en');
    try {
      signInAs(ROLES.ADMIN, null);
      platformLines((call) =>
        call.method === 'POST' && call.url.endsWith('/lines/21/confirm')
          ? jsonResponse({
              message: 'Pago de licencia #12 aprobado con el extracto',
              data: { ...probableLine, state: 'confirmed', payment_id: 12, candidates: [store] },
            })
          : undefined,
      );
      open();
      fireEvent.click(await screen.findByRole('button', { name: 'Confirm licence payment #12' }, slow));
      const dialog = await screen.findByRole('alertdialog', { name: 'Confirm the payment' }, slow);
      await act(async () => {
        fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
      });
      await waitFor(() =>
        expect(toasts.map((x) => x.message)).toContain('Licence payment #12 approved with the statement'),
      );
    } finally {
      await changeLanguage('es');
    }
  });

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
