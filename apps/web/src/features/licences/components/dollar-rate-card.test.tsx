import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DollarRateState } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '#web/test-fetch.ts';
import { screenTest } from '#web/test-screen.tsx';
import { DollarRateCard } from './dollar-rate-card.tsx';

const { calls, toasts, stubFetch, renderWithApp } = screenTest();

const followed: DollarRateState = {
  dollar_rate: 36.5217,
  dollar_rate_at: '2026-11-29T13:00:00.000Z',
  dollar_rate_origin: 'published',
  dollar_rate_published: true,
  dollar_rate_follows: true,
};

describe('the dollar rate card', () => {
  it('says the rate in force, read from the published source and when', () => {
    renderWithApp(<DollarRateCard state={followed} />);
    expect(screen.getByText(/Tasa vigente: 36,5217 Bs por dólar/)).toBeTruthy();
    expect(screen.getByText(/Tasa publicada, leída el 29 nov 2026/)).toBeTruthy();
    expect(
      (screen.getByRole('switch', { name: 'Seguir la tasa publicada' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('stops following the published rate, and shows the reason when the source cannot be read', async () => {
    stubFetch((call) =>
      call.body && (call.body as { follow: boolean }).follow
        ? jsonResponse({ message: 'No se pudo leer la tasa publicada; se mantiene la tasa vigente.' }, 503)
        : jsonResponse({
            message: 'La tasa ya no sigue la publicada',
            ...followed,
            dollar_rate_follows: false,
          }),
    );
    renderWithApp(<DollarRateCard state={followed} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Seguir la tasa publicada' }));
    await waitFor(() => expect(toasts.map((x) => x.message)).toEqual(['La tasa ya no sigue la publicada']));
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { follow: false } });

    renderWithApp(<DollarRateCard state={{ ...followed, dollar_rate_follows: false }} />);
    fireEvent.click(screen.getAllByRole('switch', { name: 'Seguir la tasa publicada' })[1]!);
    await waitFor(() =>
      expect(toasts.at(-1)?.message).toBe('No se pudo leer la tasa publicada; se mantiene la tasa vigente.'),
    );
  });

  it('shows no switch where the platform has no published source, and the default rate as such', () => {
    renderWithApp(
      <DollarRateCard
        state={{
          dollar_rate: 1,
          dollar_rate_at: null,
          dollar_rate_origin: 'default',
          dollar_rate_published: false,
          dollar_rate_follows: false,
        }}
      />,
    );
    expect(screen.getByText(/Tasa predeterminada/)).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
