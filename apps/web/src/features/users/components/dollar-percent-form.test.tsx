import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '#web/test-fetch.ts';
import { screenTest } from '#web/test-screen.tsx';
import { DollarPercentSection } from './dollar-percent-form.tsx';

const { calls, toasts, stubFetch, renderWithApp } = screenTest();
const manager = { id: 4, user_id: 9, name: 'Taquilla Demo', dollar_percent: 50, whole_payment: false };

describe('"Pago en dólares" on the ticket master\'s profile', { timeout: 30_000 }, () => {
  it('explains the split as it is typed, refuses out of range, saves rounded and toasts the server', async () => {
    stubFetch((call) =>
      call.method === 'GET'
        ? jsonResponse(manager)
        : jsonResponse({ message: 'Porcentaje actualizado', data: { ...manager, dollar_percent: 34 } }),
    );
    renderWithApp(<DollarPercentSection />);
    const box = await screen.findByRole('spinbutton', { name: /Porcentaje en dólares/ }, { timeout: 8_000 });
    expect(box).toHaveProperty('value', '50');
    expect(
      screen.getByText(/pagan el 50 % del precio en dólares y el resto en bolívares a la tasa del día/),
    ).toBeTruthy();

    fireEvent.change(box, { target: { value: '120' } });
    expect(await screen.findByText(/porcentaje en dólares/i, { selector: 'p.Mui-error' })).toBeTruthy();
    fireEvent.change(box, { target: { value: '' } });
    expect(await screen.findByText('El campo porcentaje en dólares es obligatorio')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' })));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    fireEvent.change(box, { target: { value: '33.6' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Permitir pagar todo el precio en una sola moneda' }));
    expect(await screen.findByText(/pagan el 34 % del precio/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' })));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/ticket/ticket-manager/4',
      body: { dollar_percent: 34, whole_payment: true },
    });
    await waitFor(() =>
      expect(toasts).toContainEqual({ message: 'Porcentaje actualizado', variant: 'success' }),
    );
    expect(calls[0]).toMatchObject({ url: '/api/ticket/ticket-manager', method: 'GET' });
  });
});
