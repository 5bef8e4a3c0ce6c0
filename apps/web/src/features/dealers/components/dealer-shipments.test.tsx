import { fireEvent, screen, within } from '@testing-library/react';
import type { ShipmentRow } from '@vitrina/contract';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#web/test-fetch.ts';
import { screenTest } from '#web/test-screen.tsx';
import { DealerShipments } from './dealer-shipments.tsx';

const row = (id: number, state: ShipmentRow['state']): ShipmentRow => ({
  id,
  bill_id: id + 100,
  state,
  status: 3,
  store: { id: 1, name: 'Arepera Demo' },
  company: { id: 2, name: 'Envíos Rápidos' },
  shopper_name: `Comprador ${id}`,
  address: null,
  km: null,
  mode: 'route',
  price: 2.5,
  total: 12.25,
  courier: { id: 3, name: 'Pedro Pérez', phone: '04141234567' },
  proof_image: null,
  cash: null,
  settled: false,
  settled_at: null,
  sale_day: '2026-11-20',
  created_at: '2026-11-20T15:00:00.000Z',
  updated_at: '2026-11-20T18:00:00.000Z',
});

const json = jsonResponse;

const { renderWithApp } = screenTest();
const renderSection = () => renderWithApp(<DealerShipments dealerId={3} />);

const slow = { timeout: 8_000 };

describe("a courier's shipments", { timeout: 30_000 }, () => {
  it('lists every state of that courier, opens each shipment and pages by cursor', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      json(
        new URL(url, 'http://x').searchParams.get('cursor') === 'next'
          ? { data: [row(1, 'verified')], meta: { per_page: 25, total: 3, next_cursor: null } }
          : {
              data: [row(3, 'delivered'), row(2, 'shipped')],
              meta: { per_page: 25, total: 3, next_cursor: 'next' },
            },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderSection();
    const section = await screen.findByRole('region', { name: 'Envíos del repartidor' }, slow);
    const table = within(section).getByRole('table', { name: 'Envíos del repartidor' });
    const link = await within(table).findByRole('link', { name: 'Ver el envío #103' }, slow);
    expect(link.getAttribute('href')).toBe('/delivery-shipping-details/3');
    expect(within(section).getByText('3 envíos')).toBeTruthy();
    // One courier: no courier column; no state filter (every state).
    expect(within(table).queryByRole('columnheader', { name: 'Repartidor' })).toBeNull();
    const first = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x');
    expect(first.pathname).toBe('/api/deliver/delivery');
    expect(first.searchParams.get('dealer_id')).toBe('3');
    expect(first.searchParams.has('state')).toBe(false);

    fireEvent.click(within(section).getByRole('button', { name: /siguiente/i }));
    expect(await within(table).findByRole('link', { name: 'Ver el envío #101' }, slow)).toBeTruthy();
  });

  it('shows what the courier collects on a cash order, and what it collected', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({
          data: [
            { ...row(5, 'shipped'), cash: { amount: 12.5, currency: 'USD', collected: false } },
            { ...row(4, 'delivered'), cash: { amount: 457.5, currency: 'VES', collected: true } },
            row(3, 'delivered'),
          ],
          meta: { per_page: 25, total: 3, next_cursor: null },
        }),
      ),
    );
    renderSection();
    const table = await screen.findByRole('table', { name: 'Envíos del repartidor' }, slow);
    const rowWith = async (name: string) =>
      (await within(table).findByRole('link', { name }, slow)).closest('tr') as HTMLElement;
    expect(within(await rowWith('Ver el envío #105')).getByText('Cobrar al entregar 12,50 US$')).toBeTruthy();
    expect(within(await rowWith('Ver el envío #104')).getByText('Efectivo cobrado Bs. 457,50')).toBeTruthy();
    expect(
      within(await rowWith('Ver el envío #103')).queryByText(/Cobrar al entregar|Efectivo cobrado/),
    ).toBeNull();
  });

  it('on a phone, a cash order’s card says what to collect', async () => {
    // A phone: every width query below 600 px matches (MUI's useMediaQuery asks matchMedia).
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({
          data: [{ ...row(5, 'shipped'), cash: { amount: 12.5, currency: 'USD', collected: false } }],
          meta: { per_page: 25, total: 1, next_cursor: null },
        }),
      ),
    );
    renderSection();
    const table = await screen.findByRole('table', { name: 'Envíos del repartidor' }, slow);
    expect(await within(table).findByText('Cobrar al entregar 12,50 US$', {}, slow)).toBeTruthy();
  });

  it('says so when the courier has carried nothing yet', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ data: [], meta: { per_page: 25, total: 0, next_cursor: null } })),
    );
    renderSection();
    expect(await screen.findByText('Este repartidor todavía no ha llevado envíos.', {}, slow)).toBeTruthy();
  });
});
