import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { StoreDollarRateReply } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '#web/test-fetch.ts';
import { screenTest } from '#web/test-screen.tsx';
import { StoreRateCard } from './store-rate-card.tsx';

const { calls, toasts, stubFetch, renderWithApp } = screenTest();

const platform = { rate: 36.5217, at: '2026-11-29T13:00:00.000Z', origin: 'published' } as const;
const following: StoreDollarRateReply = { own_rate: null, in_force: platform, platform };
const own = (rate: number): StoreDollarRateReply => ({
  own_rate: rate,
  in_force: { rate, at: '2026-11-29T14:00:00.000Z', origin: 'store' },
  platform,
});

describe("the store's dollar rate card", () => {
  it('keeps a rate of its own, then follows the platform’s again', async () => {
    let saved = following;
    stubFetch((call) => {
      if (call.method === 'PUT') {
        const rate = (call.body as { dollar_rate: number | null }).dollar_rate;
        saved = rate === null ? following : own(rate);
      }
      return jsonResponse(saved);
    });
    renderWithApp(<StoreRateCard storeId={3} />);
    expect(await screen.findByText(/Tasa publicada, leída el 29 nov 2026/)).toBeTruthy();
    expect(screen.getByText('Sigue la tasa de la plataforma: 36,5217 Bs por dólar')).toBeTruthy();

    fireEvent.click(screen.getByRole('switch', { name: 'Usar una tasa propia' }));
    const field = screen.getByRole('textbox', { name: /Tasa propia/ });
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El campo tasa del dólar debe ser mayor que cero')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    fireEvent.change(field, { target: { value: '40,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(toasts.map((x) => x.message)).toContain('Tasa del dólar actualizada exitosamente'),
    );
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: expect.stringMatching(/\/store\/3\/dollar-rate$/),
      body: { dollar_rate: 40.5 },
    });
    expect(await screen.findByText(/Tasa propia de la tienda, fijada el 29 nov 2026/)).toBeTruthy();

    fireEvent.click(screen.getByRole('switch', { name: 'Usar una tasa propia' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ dollar_rate: null }),
    );
    expect(await screen.findByText(/Tasa publicada, leída el/)).toBeTruthy();
  }, 20_000);
});
