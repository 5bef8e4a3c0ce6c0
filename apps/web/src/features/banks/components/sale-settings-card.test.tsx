import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ROLES, type SaleSettings } from '@vitrina/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { BankList } from '#web/features/banks/screens/bank-list/bank-list.tsx';
import { clearSession } from '#web/lib/session.ts';
import { jsonResponse } from '#web/test-fetch.ts';
import { screenTest, signInAs } from '#web/test-screen.tsx';
import { SaleSettingsCard } from './sale-settings-card.tsx';

const { calls, toasts, stubFetch, renderWithApp } = screenTest();

const saved: SaleSettings = { cash_on_pickup: true, cash_on_delivery: false, unpaid_order_hours: null };
const puts = () => calls.filter((c) => c.method === 'PUT');
const slow = { timeout: 8_000 };

afterEach(() => clearSession());

describe('the cash and unpaid orders card', { timeout: 30_000 }, () => {
  it('loads what is saved, takes cash on delivery and expires unpaid orders after 48 hours', async () => {
    let current = saved;
    stubFetch((call) => {
      if (call.method === 'PUT') {
        current = call.body as SaleSettings;
        return jsonResponse({ message: 'Ajustes de ventas guardados', data: current });
      }
      return jsonResponse(current);
    });
    renderWithApp(<SaleSettingsCard storeId={3} />);
    // While the settings load, their place says so.
    const loading = await screen.findByText('Cargando…');
    expect(loading.closest('[aria-busy="true"]')?.textContent).toContain('Efectivo y pedidos sin pagar');
    expect(await screen.findByRole('form', { name: 'Efectivo y pedidos sin pagar' }, slow)).toBeTruthy();
    expect(
      screen.getByRole('switch', {
        name: 'Aceptar efectivo al retirar en la tienda',
        description: 'La tienda lo cobra cuando el cliente retira el pedido, en USD o en Bs.',
      }),
    ).toBeTruthy();
    const pickup = screen.getByRole('switch', { name: 'Aceptar efectivo al retirar en la tienda' });
    const delivery = screen.getByRole('switch', {
      name: 'Aceptar efectivo al entregar a domicilio',
      description: 'Lo cobra el repartidor o la tienda al entregar, en USD o en Bs.',
    });
    const expires = screen.getByRole('switch', {
      name: 'Cancelar los pedidos sin pagar después de un plazo',
    });
    expect((pickup as HTMLInputElement).checked).toBe(true);
    expect((delivery as HTMLInputElement).checked).toBe(false);
    expect((expires as HTMLInputElement).checked).toBe(false);
    expect(
      screen.getByText('Desactivado: los pedidos sin pagar esperan hasta que usted los cancele.'),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Plazo para pagar/ })).toBeNull();

    fireEvent.click(delivery);
    fireEvent.click(expires);
    const hours = screen.getByRole('textbox', { name: /Plazo para pagar/ }) as HTMLInputElement;
    // A day, until the owner says otherwise.
    expect(hours.value).toBe('24');
    expect(
      screen.getByText(/se cancela pasado ese plazo y sus productos vuelven al inventario/),
    ).toBeTruthy();

    fireEvent.change(hours, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Indique entre 1 y 720 horas')).toBeTruthy();
    expect(puts()).toHaveLength(0);

    fireEvent.change(hours, { target: { value: '48' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(toasts.map((x) => x.message)).toContain('Ajustes de ventas guardados'));
    expect(puts()).toEqual([
      {
        url: '/api/sale-settings',
        method: 'PUT',
        body: { cash_on_pickup: true, cash_on_delivery: true, unpaid_order_hours: 48 },
      },
    ]);

    // Switched off again: unpaid orders never expire.
    fireEvent.click(
      await screen.findByRole('switch', { name: 'Cancelar los pedidos sin pagar después de un plazo' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]?.body).toEqual({
      cash_on_pickup: true,
      cash_on_delivery: true,
      unpaid_order_hours: null,
    });
  });

  it("puts the server's refusal under the hours field", async () => {
    const refusal = 'Indique entre 1 y 720 horas';
    stubFetch((call) =>
      call.method === 'PUT'
        ? jsonResponse({ message: refusal, errors: { unpaid_order_hours: [refusal] } }, 422)
        : jsonResponse({ ...saved, unpaid_order_hours: 72 }),
    );
    renderWithApp(<SaleSettingsCard storeId={3} />);
    const hours = (await screen.findByRole(
      'textbox',
      { name: /Plazo para pagar/ },
      slow,
    )) as HTMLInputElement;
    expect(hours.value).toBe('72');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(hours.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('textbox', { name: /Plazo para pagar/, description: refusal })).toBe(hours);
    expect(puts()).toHaveLength(1);
    expect(toasts.map((x) => x.message)).toContain('Ha ocurrido un error al guardar los ajustes de ventas');
  });

  it('is on the payment methods of the owner only', async () => {
    const platform = { rate: 36.5, at: '2026-11-29T13:00:00.000Z', origin: 'published' } as const;
    stubFetch((call) =>
      jsonResponse(
        call.url.endsWith('/sale-settings')
          ? saved
          : call.url.endsWith('/dollar-rate')
            ? { own_rate: null, in_force: platform, platform }
            : [],
      ),
    );
    signInAs(ROLES.CLIENT, 3);
    const owner = renderWithApp(<BankList />);
    expect(await screen.findByRole('form', { name: 'Efectivo y pedidos sin pagar' }, slow)).toBeTruthy();
    owner.unmount();

    calls.length = 0;
    for (const role of [ROLES.CASHIER, ROLES.ADMIN]) {
      signInAs(role, 3);
      const view = renderWithApp(<BankList />);
      expect(await screen.findByRole('table', { name: 'Cuentas de pago' }, slow)).toBeTruthy();
      expect(screen.queryByRole('form', { name: 'Efectivo y pedidos sin pagar' })).toBeNull();
      view.unmount();
    }
    expect(calls.some((c) => c.url.endsWith('/sale-settings'))).toBe(false);
  });
});
