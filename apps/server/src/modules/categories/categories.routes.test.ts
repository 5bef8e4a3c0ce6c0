import { type Category, ROLES } from '@vitrina/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET categories', () => {
  it('lists the store categories by name', async () => {
    const res = await t.injectAs(ROLES.CLIENT, { method: 'GET', url: '/api/categories' });
    expect(res.statusCode).toBe(200);
    const list = res.json<Category[]>();
    expect(list.length).toBeGreaterThanOrEqual(20);
    expect(list.map((c) => c.name)).toContain('Bodegón y víveres');
    expect(Object.keys(list[0]!).sort()).toEqual(['id', 'name']);
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('es', { sensitivity: 'base' }).compare));
  });

  it.each([ROLES.ADMIN, ROLES.CASHIER, ROLES.DELIVERY, ROLES.TICKETMASTER])(
    'answers role %i too',
    async (role) => {
      expect((await t.injectAs(role, { method: 'GET', url: '/api/categories' })).statusCode).toBe(200);
    },
  );

  it('refuses a caller without a token', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(401);
  });
});
