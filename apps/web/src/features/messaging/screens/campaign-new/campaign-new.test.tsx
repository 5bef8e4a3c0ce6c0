import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadScreenTexts } from '#web/lib/i18n.ts';
import { jsonResponse } from '#web/test-fetch.ts';
import { screenTest } from '#web/test-screen.tsx';
import { CampaignNew } from './campaign-new.tsx';

const json = jsonResponse;

const { calls, toasts, stubFetch, renderWithApp } = screenTest();

const renderScreen = () =>
  renderWithApp(
    [
      { path: '/campaigns/new', element: <CampaignNew /> },
      { path: '/campaigns/:id', element: <p>report</p> },
    ],
    '/campaigns/new',
  );

const posts = () => calls.filter((c) => c.method === 'POST');

beforeAll(() => loadScreenTexts());

describe('the new-campaign screen', { timeout: 60_000 }, () => {
  it('counts the audience as it changes, confirms with the count and puts a 422 under its field', async () => {
    let release: (r: Response) => void = () => {};
    stubFetch((call) => {
      if (call.url.startsWith('/api/campaigns/audience'))
        return call.url.includes('within_days=30')
          ? json({ telegram: 3, web: 1, total: 4 })
          : json({ telegram: 12000, web: 345, total: 12345 });
      if (call.url === '/api/campaigns' && call.method === 'POST')
        return new Promise<Response>((resolve) => (release = resolve));
      return json([]);
    });
    renderScreen();
    const count = await screen.findByText('Destinatarios: 12.345', {}, { timeout: 8_000 });
    expect(screen.getByText('Telegram: 12.000 · Web: 345')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/campaigns/audience?channel=all')).toBe(true);

    fireEvent.change(screen.getByRole('textbox', { name: 'Última compra en los últimos días' }), {
      target: { value: '30' },
    });
    expect(await screen.findByText('Destinatarios: 4', {}, { timeout: 3_000 })).toBeTruthy();
    expect(count.isConnected).toBe(true);
    expect(calls.some((c) => c.url === '/api/campaigns/audience?channel=all&within_days=30')).toBe(true);

    // Nothing is sent without a text.
    const send = screen.getByRole('button', { name: 'Enviar ahora' });
    await act(async () => fireEvent.click(send));
    expect(await screen.findByText('El campo texto es obligatorio')).toBeTruthy();
    expect(posts()).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: /^Texto/ }), { target: { value: '¡Volvimos!' } });
    expect(screen.getByText('10 / 1024')).toBeTruthy();
    await act(async () => fireEvent.click(send));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('El mensaje se enviará a 4 destinatarios');
    await act(async () => fireEvent.click(within(question).getByRole('button', { name: 'Enviar ahora' })));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({ channel: 'all', within_days: 30, text: '¡Volvimos!' });
    // While it is sent the button is busy: a second click sends nothing more.
    await act(async () => fireEvent.click(send));
    expect(posts()).toHaveLength(1);

    await act(async () =>
      release(
        json(
          {
            message: 'Los datos no son válidos',
            errors: { text: ['El texto contiene un enlace no permitido'] },
          },
          422,
        ),
      ),
    );
    expect(await screen.findByText('El texto contiene un enlace no permitido')).toBeTruthy();
    expect(toasts).toContainEqual({ message: 'Ha ocurrido un error al crear la campaña', variant: 'error' });
  });
});
