import type { Bill } from '@vitrina/contract';

type SaleLine = Bill['items'][number];

/** Two "Arepa reina pepiada" at 3.50, with the extras given: a sale's line for screen tests. */
export const arepaLine = (extras: SaleLine['extras'] = []): SaleLine => ({
  id: 1,
  product_id: 1,
  name: 'Arepa reina pepiada',
  quantity: 2,
  unit_price: 3.5,
  extras,
  line_total: 2 * (3.5 + extras.reduce((n, e) => n + e.price, 0)),
});
