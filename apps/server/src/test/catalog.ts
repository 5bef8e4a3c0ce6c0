import type { Catalogue, Product } from '@vitrina/contract';
import { expect } from 'vitest';
import type { TestApp } from './harness.ts';
import { callers } from './requests.ts';

/**
 * A catalogue and a product of the demo store, created through the API as its owner, for a
 * test file's app (read when called, so it may be set in beforeAll).
 */
export function catalogCalls(app: () => { t: TestApp; storeId: number }) {
  const { owner } = callers(() => app().t);
  async function newCatalogue(name: string): Promise<Catalogue> {
    const res = await owner('POST', `/api/store/${app().storeId}/catalogues`, { name });
    expect(res.statusCode).toBe(200);
    return res.json();
  }
  async function newProduct(
    catalogueId: number,
    body: Partial<Record<string, unknown>> = {},
  ): Promise<Product> {
    const res = await owner('POST', `/api/catalogues/${catalogueId}/products`, {
      name: 'Harina PAN 1kg',
      price: 1.75,
      quantity: 40,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  return { newCatalogue, newProduct };
}
