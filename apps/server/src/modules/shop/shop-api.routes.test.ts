import { ROLES } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { multipart, testImage } from '#server/test/multipart.ts';
import { ALIAS, withShopApp } from '#server/test/shop.ts';

const ctx = withShopApp();

const get = (url: string) => ctx.t.inject({ method: 'GET', url: `/api/shop/${url}` });

describe('the storefront API', () => {
  it('shows the store by its alias in any case, with its catalogues, FAQs and always open without a schedule', async () => {
    await ctx.t.injectAs(ROLES.CLIENT, {
      method: 'POST',
      url: `/api/store/${ctx.f.storeId}/faqs`,
      payload: { question: '¿Hacen delivery?', answer: 'Sí, en Chacao.' },
    });
    const res = await get(ALIAS.toUpperCase());
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s).toMatchObject({
      id: ctx.f.storeId,
      web_store: ALIAS,
      open_now: true,
      selling: true,
      schedule: [],
    });
    expect(s.catalogues.map((c: { name: string }) => c.name)).toEqual(['Bebidas', 'Víveres']);
    expect(s.faqs).toEqual([{ question: '¿Hacen delivery?', answer: 'Sí, en Chacao.' }]);
  });

  it('lists only the store’s active products, keyset-paged, by catalogue and by name', async () => {
    await ctx.f.other();
    const first = (await get(`${ALIAS}/products?per_page=2`)).json();
    expect(first.data.map((p: { name: string }) => p.name)).toEqual(['Queso llanero', 'Malta']);
    const second = (await get(`${ALIAS}/products?per_page=2&cursor=${first.next_cursor}`)).json();
    expect(second.data.map((p: { name: string }) => p.name)).toEqual(['Arepa reina pepiada']);
    expect(second.next_cursor).toBeNull();
    const drinks = (await get(`${ALIAS}/products?catalogue_id=${ctx.f.drinks.id}`)).json();
    expect(drinks.data.map((p: { id: number }) => p.id)).toEqual([ctx.f.malta.id]);
    const found = (await get(`${ALIAS}/products?q=AREPA`)).json();
    expect(found.data).toEqual([
      { id: ctx.f.arepa.id, name: 'Arepa reina pepiada', price: 3.5, thumb: null, in_stock: true },
    ]);
    expect((await get(`${ALIAS}/products?cursor=bad`)).statusCode).toBe(422);
  });

  it('shows a product with its pictures and its own extras; another store’s or an inactive one is 404', async () => {
    const form = multipart([
      { name: 'images[]', value: await testImage('png'), filename: 'a.png', type: 'image/png' },
    ]);
    const up = await ctx.t.injectAs(ROLES.CLIENT, {
      method: 'POST',
      url: `/api/products/${ctx.f.arepa.id}/image`,
      ...form,
    });
    expect(up.statusCode, up.body).toBeLessThan(300);
    const p = (await get(`${ALIAS}/products/${ctx.f.arepa.id}`)).json();
    expect(p.images).toHaveLength(1);
    expect(p.thumb).toMatch(/\.thumb\.webp$/);
    expect(p.extras).toEqual([{ id: ctx.f.cheese.id, name: 'Queso extra', price: 0.75 }]);
    expect(p).toMatchObject({ stock: 100, catalogue_ids: [ctx.f.catalogue.id] });
    const card = (await get(`${ALIAS}/products?q=arepa`)).json().data[0];
    expect(card.thumb).toBe(p.thumb);
    // Each card shows its own product's first picture: the others have none.
    const cards = (await get(`${ALIAS}/products`)).json().data as { id: number; thumb: string | null }[];
    expect(cards.filter((c) => c.thumb !== null).map((c) => c.id)).toEqual([ctx.f.arepa.id]);
    const other = await ctx.f.other();
    expect((await get(`${ALIAS}/products/${other.productId}`)).statusCode).toBe(404);
    expect((await get(`${ALIAS}/products/${ctx.f.hidden.id}`)).statusCode).toBe(404);
  });

  it('gives the accounts and the rate, and quotes a cart at the server’s prices', async () => {
    const acc = (await get(`${ALIAS}/accounts`)).json();
    expect(acc.accounts.map((a: { account_type: string }) => a.account_type)).toEqual(['USD', 'VES']);
    expect(acc.dollar_rate).toBeGreaterThan(0);
    const quote = await ctx.t.inject({
      method: 'POST',
      url: `/api/shop/${ALIAS}/quote`,
      payload: {
        lines: [
          { product_id: ctx.f.arepa.id, quantity: 2, extra_ids: [ctx.f.cheese.id] },
          { product_id: ctx.f.malta.id, quantity: 1 },
        ],
        country_id: 1,
      },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().subtotal).toBe(9.75);
    expect(quote.json().offers[0]).toMatchObject({ kind: 'pickup', available: true, price: 0 });
    const bad = await ctx.t.inject({
      method: 'POST',
      url: `/api/shop/${ALIAS}/quote`,
      payload: { lines: [{ product_id: ctx.f.malta.id, quantity: 1, extra_ids: [ctx.f.cheese.id] }] },
    });
    expect(bad.statusCode).toBe(422);
  });
});
