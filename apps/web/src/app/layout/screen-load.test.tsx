import { act, fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenTest } from '#web/test-screen.tsx';
import { RouteErrorBoundary } from './route-error.tsx';
import { retryableScreen, SCREEN_LOAD_TIMEOUT_MS, screenErrorPage } from './screen-load.tsx';

const { renderWithApp } = screenTest();

function Hello() {
  return <p>Pantalla cargada</p>;
}

const inBoundary = (Screen: React.ComponentType) => (
  <RouteErrorBoundary resetKey="/here" fallback={screenErrorPage}>
    <Suspense fallback={<p>Cargando…</p>}>
      <Screen />
    </Suspense>
  </RouteErrorBoundary>
);

describe('a lazy screen whose code cannot be fetched', () => {
  afterEach(() => vi.useRealTimers());

  it('offers "Reintentar", which fetches it again', async () => {
    const load = vi
      .fn<() => Promise<React.ComponentType>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Hello);
    renderWithApp(inBoundary(retryableScreen(load)));
    expect(await screen.findByRole('heading', { name: 'No se pudo cargar esta pantalla' })).toBeTruthy();
    expect(screen.getByText('Revise su conexión a internet e intente de nuevo.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir al inicio' }).getAttribute('href')).toBe('/');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Pantalla cargada')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after 120 s of waiting and offers the retry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const load = vi
      .fn<() => Promise<React.ComponentType>>()
      .mockReturnValueOnce(new Promise(() => {}))
      .mockResolvedValue(Hello);
    renderWithApp(inBoundary(retryableScreen(load)));
    await act(async () => vi.advanceTimersByTime(SCREEN_LOAD_TIMEOUT_MS - 1_000));
    expect(screen.getByText('Cargando…')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(1_000));
    vi.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Pantalla cargada')).toBeTruthy();
  });
});
