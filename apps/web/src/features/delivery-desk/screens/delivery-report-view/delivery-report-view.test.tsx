import { screen, within } from '@testing-library/react';
import type { ShipmentReport } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '#web/test-fetch.ts';
import { screenTest } from '#web/test-screen.tsx';
import { DeliveryReportView } from './delivery-report-view.tsx';

const none = { cash_collected: 0, cash_collected_ves: 0 };
const figures = { count: 2, delivered: 2, earned: 5, settled: 2.5, unsettled: 2.5 };

/** Two stores: one whose shoppers paid cash in dollars and bolívares, one paid otherwise. */
const report: ShipmentReport = {
  initial_date: '2026-11-01',
  final_date: '2026-11-30',
  totals: { ...figures, count: 4, delivered: 4, earned: 10, cash_collected: 37.5, cash_collected_ves: 457.5 },
  by_state: [{ state: 'delivered', count: 4, price: 10 }],
  by_store: [
    { store: { id: 1, name: 'Arepera Demo' }, ...figures, cash_collected: 37.5, cash_collected_ves: 457.5 },
    { store: { id: 2, name: 'Panadería Sol' }, ...figures, ...none },
  ],
  by_courier: [
    { courier: { id: 3, name: 'Pedro Pérez' }, ...figures, cash_collected: 37.5, cash_collected_ves: 0 },
    { courier: { id: 4, name: 'Ana Díaz' }, ...figures, cash_collected: 0, cash_collected_ves: 457.5 },
  ],
  by_day: [{ day: '2026-11-20', ...figures, count: 4, delivered: 4, earned: 10, ...none }],
};

const { calls, stubFetch, renderWithApp } = screenTest();
const slow = { timeout: 8_000 };

const renderReport = (answer: ShipmentReport) => {
  stubFetch(() => jsonResponse(answer));
  renderWithApp(
    [{ path: '/delivery-reports', element: <DeliveryReportView /> }],
    '/delivery-reports?from=2026-11-01&to=2026-11-30',
  );
};

/** The cells of the row of a report table that starts with `name`. */
const rowOf = (tableName: string, name: string) => {
  const table = screen.getByRole('table', { name: tableName });
  const row = within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryByText(name));
  if (!row) throw new Error(`no row ${name} in ${tableName}`);
  return row;
};

describe("the company's report", { timeout: 30_000 }, () => {
  it('shows the stores’ cash its couriers collected: the total, in bolívares too, and per store, courier and day', async () => {
    renderReport(report);
    const card = await screen.findByRole('group', { name: 'Efectivo cobrado' }, slow);
    expect(within(card).getByText('37,50 US$')).toBeTruthy();
    expect(within(card).getByText('Más Bs. 457,50; dinero que se debe entregar a las tiendas')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ initial_date: '2026-11-01', final_date: '2026-11-30' });

    for (const name of [
      'Envíos y cobros por tienda',
      'Envíos y cobros por repartidor',
      'Envíos y cobros por día',
    ])
      expect(
        within(screen.getByRole('table', { name })).getByRole('columnheader', { name: 'Efectivo cobrado' }),
      ).toBeTruthy();

    const arepera = rowOf('Envíos y cobros por tienda', 'Arepera Demo');
    expect(within(arepera).getByText('37,50 US$')).toBeTruthy();
    expect(within(arepera).getByText('Bs. 457,50')).toBeTruthy();
    // No bolívares collected: the dollars alone.
    const sol = rowOf('Envíos y cobros por tienda', 'Panadería Sol');
    expect(within(sol).getAllByText('0,00 US$')).toHaveLength(1);
    expect(within(sol).queryByText(/Bs\./)).toBeNull();
    expect(within(rowOf('Envíos y cobros por repartidor', 'Ana Díaz')).getByText('Bs. 457,50')).toBeTruthy();
  });

  it('without bolívares collected, the total says only whose money it is', async () => {
    renderReport({ ...report, totals: { ...report.totals, cash_collected_ves: 0 } });
    const card = await screen.findByRole('group', { name: 'Efectivo cobrado' }, slow);
    expect(within(card).getByText('37,50 US$')).toBeTruthy();
    expect(within(card).getByText('Dinero que se debe entregar a las tiendas')).toBeTruthy();
    expect(within(card).queryByText(/Bs\./)).toBeNull();
  });
});
