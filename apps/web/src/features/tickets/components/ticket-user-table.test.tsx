import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TicketUser } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { testEvent } from '#web/features/tickets/test-events.ts';
import { jsonResponse } from '#web/test-fetch.ts';
import { screenTest } from '#web/test-screen.tsx';
import { TicketUserTable } from './ticket-user-table.tsx';

const buyer = (id: number, lastname: string): TicketUser => ({
  id,
  name: `Comprador${id}`,
  lastname,
  document_type: 'V',
  document: '12345678',
  email: `c${id}@correo.test`,
  phone: null,
  purchases: 2,
  tickets: 5,
  total: 42.5,
  last_purchase_at: '2026-11-20T15:00:00.000Z',
});

const festival = testEvent();

const { calls, stubFetch, renderWithApp } = screenTest();
const slow = { timeout: 8_000 };

const userCalls = () => calls.filter((c) => c.url.startsWith('/api/ticket/ticket-users'));

describe('the buyers list', { timeout: 30_000 }, () => {
  it('shows full names without "Not set", searches with q and narrows to one event', async () => {
    stubFetch((call) => {
      const url = new URL(call.url, 'http://x');
      if (url.pathname === '/api/ticket/ticket-bots') {
        return jsonResponse({ ids: [7], data: [festival] });
      }
      const q = url.searchParams.get('q');
      const rows = q ? [buyer(2, 'Pérez')] : [buyer(1, 'Not set'), buyer(2, 'Pérez')];
      return jsonResponse({ data: rows, meta: { per_page: 25, total: rows.length, next_cursor: null } });
    });
    renderWithApp(<TicketUserTable />);
    const table = await screen.findByRole('table', { name: 'Compradores' }, slow);
    expect(await within(table).findByText('Comprador1', {}, slow)).toBeTruthy();
    expect(within(table).getByText('Comprador2 Pérez')).toBeTruthy();
    expect(within(table).queryByText(/Not set/)).toBeNull();
    expect(within(table).getAllByText('V-12345678')).toHaveLength(2);
    expect(userCalls()[0]!.url).toBe('/api/ticket/ticket-users');

    fireEvent.change(screen.getByRole('searchbox', { name: /Buscar/ }), { target: { value: '  Pérez ' } });
    await waitFor(() => expect(within(table).queryByText('Comprador1')).toBeNull(), slow);
    expect(userCalls().at(-1)!.url).toBe('/api/ticket/ticket-users?q=P%C3%A9rez');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Evento' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Festival de Jazz' }));
    await waitFor(() =>
      expect(userCalls().at(-1)!.url).toBe('/api/ticket/ticket-users?q=P%C3%A9rez&event_id=7'),
    );
  });
});
