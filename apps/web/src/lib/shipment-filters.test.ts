import { describe, expect, it } from 'vitest';
import {
  clearedShipmentFilters,
  EMPTY_SHIPMENT_FILTERS,
  EVERY_STATE,
  hasShipmentFilters,
  readShipmentFilters,
  type ShipmentScope,
  shipmentListQuery,
  writeShipmentFilters,
} from './shipment-filters.ts';

const ACCEPTED: ShipmentScope = { states: ['verified', 'shipped', 'delivered'], fallback: 'verified' };

describe('shipment filters in the URL', () => {
  it('reads what it wrote', () => {
    const filters = {
      ...EMPTY_SHIPMENT_FILTERS,
      q: '#12',
      state: 'shipped' as const,
      storeId: 3,
      dealerId: 9,
      settled: false,
      from: '2026-01-01',
      to: '2026-01-31',
    };
    expect(readShipmentFilters(writeShipmentFilters(filters, ACCEPTED), ACCEPTED)).toEqual(filters);
  });

  it("falls back to the screen's own state and ignores the states it does not list", () => {
    expect(readShipmentFilters(new URLSearchParams('state=to-verify'), ACCEPTED).state).toBe('verified');
    expect(readShipmentFilters(new URLSearchParams(''), EVERY_STATE).state).toBeNull();
    expect(writeShipmentFilters(clearedShipmentFilters(ACCEPTED), ACCEPTED).toString()).toBe('');
  });

  it('ignores malformed ids, days and flags', () => {
    const read = readShipmentFilters(
      new URLSearchParams('store=x&courier=-2&company=1.5&settled=maybe&from=2026-02-31'),
    );
    expect(read).toEqual(EMPTY_SHIPMENT_FILTERS);
  });

  it('counts only what narrows the list beyond the screen', () => {
    expect(hasShipmentFilters(clearedShipmentFilters(ACCEPTED), ACCEPTED)).toBe(false);
    expect(hasShipmentFilters({ ...clearedShipmentFilters(ACCEPTED), q: '  ' }, ACCEPTED)).toBe(false);
    expect(hasShipmentFilters({ ...clearedShipmentFilters(ACCEPTED), state: 'delivered' }, ACCEPTED)).toBe(
      true,
    );
  });
});

describe('shipmentListQuery', () => {
  it('sends the API names of the filters and the cursor', () => {
    const query = new URLSearchParams(
      shipmentListQuery(
        {
          ...EMPTY_SHIPMENT_FILTERS,
          q: ' Ana ',
          state: 'to-verify',
          storeId: 2,
          dealerId: 5,
          companyId: 7,
          settled: true,
        },
        { cursor: 'abc' },
      ),
    );
    expect(Object.fromEntries(query)).toEqual({
      per_page: '25',
      cursor: 'abc',
      q: 'Ana',
      state: 'to-verify',
      store_id: '2',
      dealer_id: '5',
      company_id: '7',
      settled: 'true',
    });
  });
});
