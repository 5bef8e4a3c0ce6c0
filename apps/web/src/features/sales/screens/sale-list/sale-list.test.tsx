import { screen, within } from '@testing-library/react';
import { type BillRow, PAYMENT_STATUS, PURCHASE_STATUS } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '#web/test-fetch.ts';
import { screenTest } from '#web/test-screen.tsx';
import { SaleList } from './sale-list.tsx';

const row = (id: number, changes: Partial<BillRow>): BillRow => ({
  id,
  channel: 'web',
  customer_id: 3,
  customer_name: 'María González',
  items_count: 1,
  total: 12,
  status: PURCHASE_STATUS.VERIFIED,
  payment_status: PAYMENT_STATUS.PAID,
  payment_reference: null,
  payment_method: 'pago_movil',
  created_at: '2026-11-20T15:00:00.000Z',
  updated_at: '2026-11-20T15:00:00.000Z',
  ...changes,
});

const rows = [
  // Accepted, to be paid in cash at the counter: the money is still to take.
  row(31, { payment_status: PAYMENT_STATUS.NOT_PAID, payment_method: 'cash' }),
  // A transfer sent and waiting for the staff's check.
  row(30, {
    status: PURCHASE_STATUS.NOT_VERIFIED,
    payment_status: PAYMENT_STATUS.NOT_PAID,
    payment_reference: 'REF-9',
  }),
  // Cash taken.
  row(29, { payment_method: 'cash' }),
];

const { stubFetch, renderWithApp } = screenTest();

describe('sales list', { timeout: 30_000 }, () => {
  it("reads each sale's payment as its details do: cash still to collect apart from a transfer to check", async () => {
    stubFetch((call) =>
      call.url.includes('/bill/changes')
        ? jsonResponse({ last_id: 31, updated_at: '2026-11-20T15:00:00.000Z' })
        : jsonResponse({ data: rows, meta: { next_cursor: null, per_page: 20, total: rows.length } }),
    );
    renderWithApp(<SaleList />);
    const table = await screen.findByRole('table', { name: 'Ventas de la tienda' }, { timeout: 8_000 });
    expect(await within(table).findByRole('link', { name: 'Ver la venta #31' })).toBeTruthy();
    const column = within(table)
      .getAllByRole('columnheader')
      .findIndex((header) => header.textContent === 'Pago');
    const payment = (id: number) => {
      const link = within(table).getByRole('link', { name: `Ver la venta #${id}` });
      return within(link.closest('tr')!).getAllByRole('cell')[column]?.textContent;
    };
    expect(payment(31)).toBe('Efectivo por cobrar');
    expect(payment(30)).toBe('Pago por verificar');
    expect(payment(29)).toBe('Pagada');
  });
});
