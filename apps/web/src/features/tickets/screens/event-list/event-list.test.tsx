import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testEvent } from '#web/features/tickets/test-events.ts';
import { jsonResponse } from '#web/test-fetch.ts';
import { screenTest } from '#web/test-screen.tsx';
import { EventList } from './event-list.tsx';

const event = testEvent({
  telegram_user_bot: 'jazz_bot',
  ticket_types: [{ id: 11, name: 'General', price: 15, quota: 200, sold: 12, left: 188 }],
});

const { calls, toasts, stubFetch, renderWithApp } = screenTest();
const slow = { timeout: 8_000 };
const renderScreen = () => renderWithApp(<EventList />);

describe('the events screen', { timeout: 60_000 }, () => {
  it('invites to create the first event when there is none', async () => {
    stubFetch(() => jsonResponse({ ids: [], data: [] }));
    renderScreen();
    expect(await screen.findByText(/Aún no tiene eventos/, {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Crear evento' }));
    expect(await screen.findByRole('dialog', { name: 'Nuevo evento' })).toBeTruthy();
  });

  it('shows each event with its seats, public page and bot, and toggles its status with the message of the server', async () => {
    stubFetch((call) => {
      if (call.method === 'PATCH')
        return jsonResponse({ message: 'Evento desactivado', data: { ...event, status: 0 } });
      if (call.method === 'DELETE') {
        return jsonResponse({ message: 'No se puede eliminar un evento con ventas; desactívelo' }, 409);
      }
      return jsonResponse({ ids: [7], data: [event] });
    });
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Festival de Jazz' }, slow);
    expect(within(card).getByText('Activo')).toBeTruthy();
    expect(within(card).getByText('12 / 200 vendidas')).toBeTruthy();
    const link = within(card).getByRole('link', { name: /Ver página pública/ });
    expect(link.getAttribute('href')).toBe(`${window.location.origin}/evento/7`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(card).getByRole('button', { name: '@jazz_bot' })).toBeTruthy();

    await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Desactivar' })));
    await waitFor(() => expect(toasts).toContainEqual({ message: 'Evento desactivado', variant: 'success' }));
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      url: '/api/ticket/ticket-bots/7/status',
      body: { status: 0 },
    });
  });
});
