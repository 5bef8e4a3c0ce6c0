import { screen, within } from '@testing-library/react';
import type { StoreReadiness } from '@vitrina/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPanelTexts, loadScreenTexts } from '#web/lib/i18n.ts';
import { jsonResponse } from '#web/test-fetch.ts';
import { screenTest } from '#web/test-screen.tsx';
import { FirstSteps } from './first-steps.tsx';

const step = (key: StoreReadiness['steps'][number]['key'], done: boolean, optional = false) => ({
  key,
  done,
  optional,
});

beforeAll(() => Promise.all([loadScreenTexts(), loadPanelTexts()]));
const { renderWithApp } = screenTest();

function show(readiness: StoreReadiness) {
  const fetchMock = vi.fn(async (_url: string) => jsonResponse(readiness));
  vi.stubGlobal('fetch', fetchMock);
  renderWithApp([{ path: '/dashboard', element: <FirstSteps storeId={4} /> }], '/dashboard');
  return fetchMock;
}

describe('the first steps checklist', { timeout: 30_000 }, () => {
  it('ticks what the server says is done, links each step to its screen and says what stops orders', async () => {
    const fetchMock = show({
      steps: [
        step('profile', true),
        step('web_address', true),
        step('payment_account', false),
        step('hours', false),
        step('product', true),
        step('telegram', false, true),
        step('delivery', false, true),
      ],
      complete: false,
      orders_blocked_by: 'no_account',
    });
    const panel = await screen.findByRole('region', { name: 'Primeros pasos' }, { timeout: 8_000 });
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/store/4/readiness');
    expect(within(panel).getByText('3 de 5 listos')).toBeTruthy();
    expect(within(panel).getByRole('status').textContent).toBe(
      'Sus clientes aún no pueden comprar: agregue una cuenta para recibir los pagos.',
    );
    const account = within(panel).getByRole('link', { name: 'Ir a Cuenta para cobrar' });
    expect(account.getAttribute('href')).toBe('/bank-list');
    expect(within(panel).getByRole('link', { name: 'Ir a Bot de Telegram' }).textContent).toContain(
      'Opcional',
    );
    expect(within(panel).getAllByTitle('Listo')).toHaveLength(3);
    expect(within(panel).getAllByTitle('Pendiente')).toHaveLength(4);
  });

  it('is gone once every step that is not optional is done', async () => {
    const fetchMock = show({
      steps: [step('profile', true), step('telegram', false, true)],
      complete: true,
      orders_blocked_by: null,
    });
    // The answer has come and been rendered: nothing to show.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('region', { name: 'Primeros pasos' })).toBeNull();
  });
});
