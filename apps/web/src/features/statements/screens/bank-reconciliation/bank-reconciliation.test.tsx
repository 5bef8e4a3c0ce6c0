import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLES } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '#web/test-fetch.ts';
import {
  account,
  inEnglish,
  probableLine,
  reconciliationTest,
  signInAs,
  slow,
} from './reconciliation-fixtures.tsx';

const { calls, toasts, serve, posts, accountReads, open, confirmIn, toastSays } = reconciliationTest();

describe('bank reconciliation', { timeout: 30_000 }, () => {
  /** The store's lines, and "Confirmar N" answered by the server (in Spanish) for 2 lines. */
  const servesConfirmExact = () =>
    serve((call) =>
      call.method === 'POST' && call.url.endsWith('/confirm-exact')
        ? jsonResponse({ message: 'Pagos confirmados con el extracto: 2', confirmed: 2, skipped: 0 })
        : undefined,
    );

  it('counts the lines by state and confirms the exact matches after asking', async () => {
    signInAs(ROLES.CLIENT);
    servesConfirmExact();
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
    await toastSays('Pagos confirmados con el extracto: 2');
    expect(posts('/api/statement-accounts/4/confirm-exact')).toHaveLength(1);
    // The figures and the lines are read again.
    await waitFor(() => expect(accountReads()).toBeGreaterThan(readsBefore));
  });

  it("says the server's confirmation in the user's language", () =>
    inEnglish(async () => {
      signInAs(ROLES.CLIENT);
      servesConfirmExact();
      open();
      await confirmIn('Confirm 2 exact matches', 'Confirm exact matches', 'Confirm');
      await toastSays('Payments confirmed with the statement: 2');
    }));

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
    await toastSays('Pago de la venta #12 confirmado con el extracto');
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
