import { screen, within } from '@testing-library/react';
import type { ShipmentTotals } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '#web/test-fetch.ts';
import { screenTest } from '#web/test-screen.tsx';
import { CompanyShipmentTotals } from './company-shipments.tsx';

const totals: ShipmentTotals = {
  count: 12,
  delivered: 9,
  earned: 30,
  settled: 20,
  unsettled: 10,
  cash_collected: 48.25,
  cash_collected_ves: 0,
};

const { calls, stubFetch, renderWithApp } = screenTest();
const slow = { timeout: 8_000 };

describe("a company's shipment totals (admin)", { timeout: 30_000 }, () => {
  it('shows the stores’ cash its couriers collected beside its charges', async () => {
    stubFetch(() => jsonResponse(totals));
    renderWithApp(<CompanyShipmentTotals companyId={5} />);
    const card = await screen.findByRole('group', { name: 'Efectivo cobrado' }, slow);
    expect(await within(card).findByText('48,25 US$', {}, slow)).toBeTruthy();
    expect(within(card).getByText('Dinero de las tiendas que la empresa debe entregarles')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Por liquidar' })).getByText('10,00 US$')).toBeTruthy();
    expect(new URL(calls[0]?.url ?? '', 'http://x').pathname).toBe('/api/admin/deliver/5/shipments');
  });

  it('adds the bolívares collected when there are any', async () => {
    stubFetch(() => jsonResponse({ ...totals, cash_collected_ves: 1830 }));
    renderWithApp(<CompanyShipmentTotals companyId={5} />);
    const card = await screen.findByRole('group', { name: 'Efectivo cobrado' }, slow);
    expect(
      await within(card).findByText(
        'Más Bs. 1830,00; dinero de las tiendas que la empresa debe entregarles',
        {},
        slow,
      ),
    ).toBeTruthy();
  });
});
