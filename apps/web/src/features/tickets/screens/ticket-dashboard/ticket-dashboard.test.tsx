import { screen, within } from '@testing-library/react';
import type { TicketDashboardReply } from '@vitrina/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '#web/lib/format.ts';
import { loadPanelTexts, loadScreenTexts } from '#web/lib/i18n.ts';
import { jsonResponse } from '#web/test-fetch.ts';
import { screenTest } from '#web/test-screen.tsx';
import { TicketDashboard } from './ticket-dashboard.tsx';

const reply: TicketDashboardReply = {
  pending_reviews: 7,
  tickets_sold: 180,
  checked_in: 42,
  revenue_usd: 3600,
  revenue_ves: 65700,
  events: [
    {
      id: 2,
      name: 'Concierto próximo',
      starts_at: '2026-12-31T23:00:00.000Z',
      time_zone: 'America/Caracas',
      status: 1,
      sold: 180,
      checked_in: 42,
      revenue_usd: 3600,
      revenue_ves: 65700,
      types: [
        { id: 1, name: 'General', quota: 200, sold: 150, taken: 158 },
        { id: 2, name: 'VIP', quota: 50, sold: 30, taken: 30 },
      ],
    },
  ],
};

beforeAll(() => Promise.all([loadScreenTexts(), loadPanelTexts()]));

const { renderWithApp } = screenTest();

describe('the ticket master’s dashboard', { timeout: 30_000 }, () => {
  it('shows the figures, a link to the reviews waiting and each event’s seats per type', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(reply)),
    );
    renderWithApp([{ path: '/dashboard', element: <TicketDashboard /> }], '/dashboard');
    const pending = await screen.findByRole('group', { name: 'Ventas por revisar' }, { timeout: 8_000 });
    expect(within(pending).getByRole('link', { name: '7' }).getAttribute('href')).toBe(
      '/ticket-sales/pending',
    );
    const figure = (name: string) => screen.getByRole('group', { name }).textContent;
    expect(figure('Entradas vendidas')).toContain('180');
    expect(figure('Ingresaron')).toContain('42');
    expect(figure('Ingresos USD')).toContain(formatMoney(3600, 'es', 'USD'));
    expect(figure('Ingresos Bs.')).toContain(formatMoney(65700, 'es', 'VES'));
    const event = screen.getByRole('region', { name: 'Concierto próximo' });
    expect(within(event).getByText('42 de 180 ingresaron')).toBeTruthy();
    expect(within(event).getByRole('meter', { name: 'General' }).getAttribute('aria-valuetext')).toBe(
      '150 / 200',
    );
    expect(within(event).getByRole('meter', { name: 'VIP' }).getAttribute('aria-valuenow')).toBe('60');
    // Seats held by sales still to verify show apart.
    expect(within(event).getByText('8 por verificar')).toBeTruthy();
    expect(within(event).queryAllByText(/por verificar/)).toHaveLength(1);
  });
});
