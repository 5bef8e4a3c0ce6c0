import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './screen.tsx';

describe('lazyScreen', () => {
  it('preload and the first render share one fetch of the chunk', async () => {
    const load = vi.fn(async () => () => <p>Pantalla</p>);
    const Screen = lazyScreen(load);
    await Screen.preload();
    render(
      <Suspense fallback={<p>Cargando</p>}>
        <Screen />
      </Suspense>,
    );
    expect(await screen.findByText('Pantalla')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed preload is fetched again by the render that needs it', async () => {
    const load = vi
      .fn<() => Promise<() => React.JSX.Element>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(() => <p>Pantalla</p>);
    const Screen = lazyScreen(load);
    await expect(Screen.preload()).rejects.toThrow('offline');
    render(
      <Suspense fallback={<p>Cargando</p>}>
        <Screen />
      </Suspense>,
    );
    expect(await screen.findByText('Pantalla')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
